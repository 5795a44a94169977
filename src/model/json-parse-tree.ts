/**
 * The jsonc-parser tree behind each `parseJson` result, kept out of the plain-data result: it
 * locates pointers (json-document.ts), and lets an edit of the very same text reuse it instead
 * of parsing the file again (json-edit.ts), which matters for a large assistant.json edited on
 * every keystroke.
 */
import type { Node } from 'jsonc-parser';

export interface ParseTree {
  readonly root: Node | undefined;
  readonly lineStarts: readonly number[];
  /** Parsed without syntax errors and not nested too deeply: an edit may start from `root`. */
  readonly editable: boolean;
}

const trees = new WeakMap<object, ParseTree>();

/** Records the tree behind a parse result. */
export function rememberParseTree(parsed: object, tree: ParseTree): void {
  trees.set(parsed, tree);
}

/** The tree behind a parse result, when it came from `parseJson`. */
export function parseTreeOf(parsed: object): ParseTree | undefined {
  return trees.get(parsed);
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

// Only the latest few edits are kept: the texts they made are the ones parsed next, by the
// validator and the views, right after the keystroke (one change may edit a few files).
const RECENT = 4;
const recentEdits: StringEdits[] = [];

/** Records how `edits.text` was made (json-edit.ts), so that parsing it can start from `from`. */
export function noteStringEdits(edits: StringEdits): void {
  recentEdits.unshift(edits);
  recentEdits.length = Math.min(recentEdits.length, RECENT);
}

/** How `text` was made from a parsed text, when it is the text of a recent string edit. */
export function stringEditsOf(text: string): StringEdits | undefined {
  return recentEdits.find((edits) => edits.text === text);
}
