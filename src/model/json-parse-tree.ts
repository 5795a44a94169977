/**
 * The jsonc-parser tree behind each `parseJson` result, kept out of the plain-data result: it
 * locates pointers (json-document.ts), and lets an edit of the very same text reuse it instead
 * of parsing the file again (json-edit.ts), and the text such an edit makes be parsed from it
 * (json-reparse.ts), which matters for a large assistant.json edited on every keystroke.
 */
import type { Node } from 'jsonc-parser';

export interface ParseTree {
  readonly root: Node | undefined;
  readonly lineStarts: readonly number[];
  /** Parsed without syntax errors and not nested too deeply: an edit may start from `root`. */
  readonly editable: boolean;
}

// A parse whose tree was handed on to the parse of an edit of it keeps a way to make it again.
const trees = new WeakMap<object, ParseTree | (() => ParseTree | undefined)>();

/** Records the tree behind a parse result. */
export function rememberParseTree(parsed: object, tree: ParseTree): void {
  trees.set(parsed, tree);
}

/**
 * Records that `parsed` no longer has its tree (it was changed in place to describe another
 * text); `remake` makes one again if it is ever asked for (after an undo, say).
 */
export function forgetParseTree(parsed: object, remake: () => ParseTree | undefined): void {
  trees.set(parsed, remake);
}

/** The tree behind a parse result, when it came from `parseJson`. */
export function parseTreeOf(parsed: object): ParseTree | undefined {
  const known = trees.get(parsed);
  if (typeof known !== 'function') return known;
  const tree = known();
  if (tree) trees.set(parsed, tree);
  else trees.delete(parsed);
  return tree;
}

/** String values of a parsed text replaced with other strings: typing in a text field. */
export interface StringEdits {
  /** The `parseJson` result whose text was edited. */
  readonly from: object;
  /** The text after the edits. */
  readonly text: string;
  /** Each edited string node of `from`'s tree, its new JSON text and its new value; apart, any order. */
  readonly edits: readonly { readonly node: Node; readonly content: string; readonly value: string }[];
}

// The latest string edit made from each parse, kept beside that parse (never in a shared list):
// two trees edited in turn, or an edit of a parse that is then dropped, cannot disturb another.
const stringEdits = new WeakMap<object, StringEdits>();

/** Records how `edits.text` was made from `edits.from` (json-edit.ts). */
export function noteStringEdits(edits: StringEdits): void {
  stringEdits.set(edits.from, edits);
}

/** How `text` was made from the parse `from` by string edits, when it was its latest such edit. */
export function stringEditsFrom(from: object, text: string): StringEdits | undefined {
  const edits = stringEdits.get(from);
  return edits?.text === text ? edits : undefined;
}
