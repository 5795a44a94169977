/**
 * What both editors (the Files view's code editor and the writing editor) do the same way to stay
 * bound to a text kept by the store: echo the person's changes out with where each begins (the
 * change's place, where undo brings the person back), bring in changes made elsewhere (a form,
 * undo) without echoing them back, underline the problems of the text, and move the cursor to a
 * place asked for (a problem's line, the place of a change undone).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Annotation, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { setDiagnostics, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '../../validate/diagnostic';
import { lineSeparatorOf } from './language';
import { changeStart, positionOf, type TextChange, type TextFocus } from './text-at';

/** Marks a transaction that brings in text changed elsewhere, so it is not echoed back. */
const externalChange = Annotation.define<boolean>();

/**
 * Makes an editor in `parent` showing `text`, with its own `extensions` and what both editors add
 * the same way: wrapped lines, the text's own line ends kept, and the person's changes echoed to
 * `onChange` (the latest one a component was drawn with: see `useLatest`).
 */
export function bindEditor(
  parent: HTMLElement,
  text: string,
  onChange: { readonly current: TextChange },
  extensions: readonly Extension[],
): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        ...extensions,
        EditorView.lineWrapping,
        EditorState.lineSeparator.of(lineSeparatorOf(text)),
        echoChanges(onChange),
      ],
    }),
  });
}

/** A ref that always holds the value of the last drawing (a callback an editor made once calls). */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return latest;
}

/** Calls `onChange` with the whole text after each change the person made in the editor, and its place. */
function echoChanges(onChange: { readonly current: TextChange }): Extension {
  return EditorView.updateListener.of((update) => {
    const fromOutside = update.transactions.some((tr) => tr.annotation(externalChange) === true);
    if (update.docChanged && !fromOutside)
      onChange.current(update.state.sliceDoc(), changeStart(update.changes, update.state.doc));
  });
}

/** Replaces the editor's text with `text` when they differ (a change made elsewhere). */
function bringInText(editor: EditorView, text: string): void {
  if (editor.state.sliceDoc() === text) return;
  editor.dispatch({
    changes: { from: 0, to: editor.state.doc.length, insert: text },
    annotations: externalChange.of(true),
  });
}

/** Puts the cursor on `line` at `column` (both clamped to the text), scrolls to it and focuses. */
function moveTo(editor: EditorView, focus: TextFocus): void {
  editor.dispatch({ selection: { anchor: positionOf(editor.state.doc, focus) }, scrollIntoView: true });
  editor.focus();
}

/**
 * Underlines the first `max` problems that have a line range (lines counted from the text's first
 * line; columns, when given, narrow the first and last line). The rest are named by the list beside
 * the editor, so a file with thousands of problems stays quick to draw.
 */
function underlineProblems(editor: EditorView, problems: readonly Diagnostic[], max: number): void {
  const doc = editor.state.doc;
  const marks: EditorDiagnostic[] = problems.slice(0, max).flatMap((d) => {
    if (!d.range) return [];
    const startLine = doc.line(Math.min(Math.max(d.range.startLine, 1), doc.lines));
    const endLine = doc.line(Math.min(Math.max(d.range.endLine, 1), doc.lines));
    const from = Math.min(startLine.from + Math.max((d.range.startColumn ?? 1) - 1, 0), startLine.to);
    const to = d.range.endColumn ? Math.min(endLine.from + d.range.endColumn, endLine.to) : endLine.to;
    return [{ from, to: Math.max(to, from), severity: d.severity, message: d.message }];
  });
  editor.dispatch(setDiagnostics(editor.state, marks));
}

/**
 * Keeps a mounted editor in step with what the store and the Problems panel say: the text, its
 * underlined problems (the first `maxMarks`) and a requested place.
 */
export function useEditorInputs(
  view: RefObject<EditorView | null>,
  inputs: {
    readonly text: string;
    readonly problems: readonly Diagnostic[];
    readonly maxMarks: number;
    readonly focusLine: TextFocus | undefined;
  },
): void {
  const { text, problems, maxMarks, focusLine } = inputs;
  useEffect(() => {
    if (view.current) bringInText(view.current, text);
  }, [view, text]);
  useEffect(() => {
    if (view.current) underlineProblems(view.current, problems, maxMarks);
  }, [view, problems, maxMarks, text]);
  useEffect(() => {
    if (view.current && focusLine) moveTo(view.current, focusLine);
  }, [view, focusLine]);
}
