import { describe, expect, test } from 'vitest';
import { EditorState } from '@codemirror/state';
import { personaText } from '../../model/templates';
import { replaceMarkAt, selectReplaceMarks } from './replace-marks';

const voice = personaText('Shop Support');
const state = () => EditorState.create({ doc: voice, extensions: [selectReplaceMarks] });
const markStart = voice.indexOf('[Replace:');
const markEnd = voice.indexOf(']', markStart) + 1;

describe('starting text to replace', () => {
  test('a click inside a mark selects all of it, so typing replaces it', () => {
    const clicked = state().update({
      selection: { anchor: markStart + 12 },
      userEvent: 'select.pointer',
    }).state;
    expect(clicked.selection.main).toMatchObject({ from: markStart, to: markEnd });
    const typed = clicked.update(clicked.replaceSelection('Warm and brief.')).state;
    expect(typed.doc.toString()).toBe('# How Shop Support speaks\n\nWarm and brief.\n');
  });

  test('a click elsewhere, a drag and the keyboard move the cursor as usual', () => {
    const heading = state().update({ selection: { anchor: 3 }, userEvent: 'select.pointer' }).state;
    expect(heading.selection.main).toMatchObject({ from: 3, to: 3 });
    const dragged = state().update({
      selection: { anchor: markStart + 2, head: markStart + 8 },
      userEvent: 'select.pointer',
    }).state;
    expect(dragged.selection.main).toMatchObject({ from: markStart + 2, to: markStart + 8 });
    const keyed = state().update({ selection: { anchor: markStart + 12 }, userEvent: 'select' }).state;
    expect(keyed.selection.main).toMatchObject({ from: markStart + 12, to: markStart + 12 });
  });

  test('finds the mark around a place, its ends included, and none beside a link', () => {
    const doc = state().doc;
    expect(replaceMarkAt(doc, markEnd)).toEqual({ from: markStart, to: markEnd });
    expect(replaceMarkAt(doc, 0)).toBeUndefined();
    const link = EditorState.create({ doc: '[Replace: x](https://a.example)' }).doc;
    expect(replaceMarkAt(link, 3)).toBeUndefined();
  });
});
