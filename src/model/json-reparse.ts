/**
 * Parsing a text that was made by replacing string values of an already parsed text with other
 * strings — what typing in a form field does to a large assistant.json on every keystroke —
 * without reading it all again: the old parse's tree is handed on to the new parse, its offsets
 * moved in place (no copy of thousands of nodes per keystroke), the value is copied along the
 * edited paths only, and the line table is moved. The old parse parses its text again should its
 * tree ever be asked for (an undo, then typing). The result is the one `parseJson` would give;
 * when anything is unusual, there is none and `parseJson` parses.
 */
import type { Node } from 'jsonc-parser';
import { parseJson, type ParsedJson } from './json-document';
import { forgetParseTree, parseTreeOf, rememberParseTree, type StringEdits } from './json-parse-tree';

/** The parse of `made.text` derived from the parse it was edited from, or `undefined`. */
export function reparseAfterStringEdits(made: StringEdits): ParsedJson | undefined {
  const { text } = made;
  const base = made.from as ParsedJson;
  const tree = parseTreeOf(base);
  // Only a clean parse: then a string's new text cannot add or remove any problem.
  if (!tree?.root || !tree.editable || base.problems.length > 0) return undefined;
  const edits = [...made.edits].sort((a, b) => a.node.offset - b.node.offset);
  for (const edit of edits) {
    if (edit.node.type !== 'string' || /[\r\n]/.test(edit.content)) return undefined;
  }
  // Every edited node must be of this tree (not of one the base had before it was made again).
  const paths = edits.map((edit) => pathOf(edit.node, tree.root!));
  if (paths.some((path) => path === undefined)) return undefined;
  let value = base.value;
  edits.forEach((edit, i) => (value = withValue(value, paths[i]!, edit.value)));

  // Where each edit ends in the old text, and how far it moves what follows it.
  const ends = edits.map(({ node }) => node.offset + node.length);
  const shifts = edits.map(({ node, content }) => content.length - node.length);
  // A position of the old text in the new one (never one inside an edited string).
  const moved = (position: number): number => {
    let next = position;
    for (let i = 0; i < ends.length && ends[i]! <= position; i += 1) next += shifts[i]!;
    return next;
  };
  const values = new Map(edits.map((edit) => [edit.node, edit.value]));
  // Nothing that ends before the first edited string moves.
  const firstEdit = edits[0]!.node.offset;
  const move = (node: Writable<Node>): void => {
    const end = node.offset + node.length;
    if (end <= firstEdit) return;
    node.offset = moved(node.offset);
    node.length = moved(end) - node.offset;
    if (node.colonOffset !== undefined) node.colonOffset = moved(node.colonOffset);
    if (values.has(node)) node.value = values.get(node);
    const children = node.children;
    if (children) for (let i = 0; i < children.length; i += 1) move(children[i]!);
  };
  move(tree.root);
  const lineStarts = tree.lineStarts as number[];
  for (let i = lineStarts.length - 1; i >= 0 && lineStarts[i]! > firstEdit; i -= 1) {
    lineStarts[i] = moved(lineStarts[i]!);
  }
  const parsed: ParsedJson = { text, value, problems: [], bom: base.bom, eol: base.eol };
  rememberParseTree(parsed, tree);
  forgetParseTree(base, () => parseTreeOf(parseJson(base.text)));
  return parsed;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The member names and indices that lead from `root` to `node` (`undefined` when not under it). */
function pathOf(node: Node, root: Node): (string | number)[] | undefined {
  const path: (string | number)[] = [];
  let current = node;
  while (current.parent) {
    const parent: Node = current.parent;
    if (parent.type === 'property') {
      const key = parent.children?.[0]?.value;
      if (typeof key !== 'string' || parent.children?.[1] !== current || !parent.parent) return undefined;
      path.push(key);
      current = parent.parent;
    } else if (parent.type === 'array') {
      const index = parent.children?.indexOf(current) ?? -1;
      if (index < 0) return undefined;
      path.push(index);
      current = parent;
    } else return undefined;
  }
  return current === root ? path.reverse() : undefined;
}

/** `value` with the member at `path` set to `leaf`, copying only the containers on the way. */
function withValue(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = value.slice();
    copy[head] = withValue(value[head], rest, leaf);
    return copy;
  }
  const object = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  // As parseJson builds objects: own, enumerable members, even one called `__proto__`.
  for (const key of Object.keys(object)) define(copy, key, object[key]);
  define(copy, head as string, withValue(object[head as string], rest, leaf));
  return copy;
}

function define(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
