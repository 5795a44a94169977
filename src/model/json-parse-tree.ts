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
