/**
 * Places in an editor's text as lines and characters (both counted from 1), the way a change
 * records where it was made and a focus request asks for the cursor: no CodeMirror view, so it
 * runs in Node.
 */
import type { ChangeSet, Text } from '@codemirror/state';

/** Where in a text: a line and the character on it, both counted from 1. */
export interface TextAt {
  readonly line: number;
  readonly column: number;
}

/** Asks an editor to put the cursor there (the line's start without a column) and take the focus, whenever `seq` changes. */
export interface TextFocus {
  readonly line: number;
  readonly column?: number;
  readonly seq: number;
}

/** A focus request for the editor of one file's text (a view shows several). */
export interface FileTextFocus extends TextFocus {
  readonly file: string;
}

/** What hears the person's changes: the whole text after each, and where it begins in the new text. */
export type TextChange = (text: string, at: TextAt) => void;

/** Where `changes` begin in `doc`, the text they made. */
export function changeStart(changes: ChangeSet, doc: Text): TextAt {
  let first = doc.length;
  changes.iterChangedRanges((_fromA, _toA, fromB) => (first = Math.min(first, fromB)));
  const line = doc.lineAt(first);
  return { line: line.number, column: first - line.from + 1 };
}

/** The position of a line and character in `doc`, each clamped to the text (no column: the line's start). */
export function positionOf(doc: Text, { line, column = 1 }: Omit<TextFocus, 'seq'>): number {
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(target.from + Math.max(column - 1, 0), target.to);
}
