/**
 * What both editors (the Files view's code editor and the writing editor) do the same way to stay
 * bound to a text kept by the store: echo the person's changes out, bring in changes made
 * elsewhere (a form, undo) without echoing them back, and move to a line a problem points at.
 */
import { Annotation, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** Marks a transaction that brings in text changed elsewhere, so it is not echoed back. */
const externalChange = Annotation.define<boolean>();

/** Calls `onChange` with the whole text after each change the person made in the editor. */
export function echoChanges(onChange: { readonly current: (text: string) => void }): Extension {
  return EditorView.updateListener.of((update) => {
    const fromOutside = update.transactions.some((tr) => tr.annotation(externalChange) === true);
    if (update.docChanged && !fromOutside) onChange.current(update.state.sliceDoc());
  });
}

/** Replaces the editor's text with `text` when they differ (a change made elsewhere). */
export function bringInText(editor: EditorView, text: string): void {
  if (editor.state.sliceDoc() === text) return;
  editor.dispatch({
    changes: { from: 0, to: editor.state.doc.length, insert: text },
    annotations: externalChange.of(true),
  });
}

/** Puts the cursor at the start of `line` (clamped to the text), scrolls to it and focuses. */
export function moveToLine(editor: EditorView, line: number): void {
  const target = editor.state.doc.line(Math.min(Math.max(line, 1), editor.state.doc.lines));
  editor.dispatch({ selection: { anchor: target.from }, scrollIntoView: true });
  editor.focus();
}
