import { describe, expect, it } from 'vitest';
import { EditorState, Text } from '@codemirror/state';
import { changeStart, positionOf } from './text-at';

const text = 'First line\nSecond line\nThird';

/** The changes a person's edit makes, and the text they make. */
function edit(changes: { from: number; to?: number; insert?: string }[]) {
  const tr = EditorState.create({ doc: text }).update({ changes });
  return { changes: tr.changes, doc: tr.state.doc };
}

describe('where a change begins', () => {
  it('is the line and character of a typed letter', () => {
    const at = text.indexOf('line', 11);
    const { changes, doc } = edit([{ from: at, insert: 'x' }]);
    expect(changeStart(changes, doc)).toEqual({ line: 2, column: 8 });
  });

  it('is the first of several changes, counted in the new text', () => {
    const { changes, doc } = edit([
      { from: 0, to: 6, insert: 'One\nand a\n' },
      { from: text.length, insert: '!' },
    ]);
    expect(changeStart(changes, doc)).toEqual({ line: 1, column: 1 });
    const later = edit([{ from: text.length, insert: '!' }]);
    expect(changeStart(later.changes, later.doc)).toEqual({ line: 3, column: 6 });
  });

  it('is where text was deleted, at the end of a line too', () => {
    const { changes, doc } = edit([{ from: 10, to: 11 }]);
    expect(changeStart(changes, doc)).toEqual({ line: 1, column: 11 });
  });
});

describe('the position of a place', () => {
  const doc = Text.of(text.split('\n'));

  it('is the line and character asked for, or the line’s start without a character', () => {
    expect(positionOf(doc, { line: 2, column: 8 })).toBe(text.indexOf('line', 11));
    expect(positionOf(doc, { line: 3 })).toBe(text.indexOf('Third'));
  });

  it('is clamped to the text when the text has since changed', () => {
    expect(positionOf(doc, { line: 9, column: 2 })).toBe(text.indexOf('Third') + 1);
    expect(positionOf(doc, { line: 1, column: 99 })).toBe('First line'.length);
    expect(positionOf(doc, { line: 0, column: 0 })).toBe(0);
  });
});
