/**
 * Surgical edits of JSON text: one member changes, every other byte stays — key order, spacing,
 * comments, unknown members, a BOM, CRLF, and numbers such as `1.0` or big integers that a
 * parse-and-stringify round trip would rewrite. New text follows the file's own layout.
 */
import type { Node } from 'jsonc-parser';
import { Editor, type Edit } from './json-edit-layout';
import {
  canHold,
  childOf,
  endIndex,
  isScalarNode,
  JsonEditError,
  lastPropertyIndex,
  outOfRange,
  parseReadable,
  readableRoot,
  wrongType,
  type ParsedText,
} from './json-edit-tree';
import { noteStringEdits, parseTreeOf } from './json-parse-tree';
import { keptJson, keptText } from './kept-text';

/** `insert`: a numeric last segment inserts before that index instead of replacing. */
export interface JsonEditOptions {
  readonly insert?: boolean;
}

const NO_EDIT: Edit = { offset: 0, length: 0, content: '' };

/**
 * Sets the member at `path` to `value` (`undefined` removes it), creating missing parents.
 * In an array, a number replaces that element, `-1` or the length appends, and with `insert`
 * the value goes before that index. Throws `JsonEditError` when the text has syntax errors or
 * the path runs through a value of the wrong kind. Removing a missing member changes nothing.
 * With duplicated keys, the last one (the one readers keep) is the one edited.
 */
export function editJson(
  text: string,
  path: readonly (string | number)[],
  typed: unknown,
  options: JsonEditOptions = {},
  parsed?: ParsedText,
): string {
  // What a form was given (pasted or typed) is kept without NUL or half surrogate pairs.
  const value = keptJson(typed);
  const bom = text.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  if (body.trim() === '') {
    if (value === undefined) return text;
    return `${bom}${JSON.stringify(nest(path, value), null, 2)}\n`;
  }
  const root = readableRoot(text, body, parsed);
  const edit = computeEdit(new Editor(body, root), root, path, value, options);
  if (edit === NO_EDIT) return text;
  const next = `${bom}${body.slice(0, edit.offset)}${edit.content}${body.slice(edit.offset + edit.length)}`;
  if (typeof value === 'string' && !options.insert)
    noteIfStringEdit(parsed, root, next, [{ path, value }], [edit]);
  return next;
}

/**
 * When every edit replaced a string value of a parse the caller gave with another string,
 * records how the new text was made, so that parsing it can start from that parse
 * (json-reparse.ts): typing in a field of a large file then costs no new parse.
 */
function noteIfStringEdit(
  parsed: ParsedText | undefined,
  root: Node,
  text: string,
  changes: readonly JsonChange[],
  edits: readonly Edit[],
): void {
  if (!parsed || parseTreeOf(parsed)?.root !== root) return;
  const made = [];
  for (let i = 0; i < changes.length; i += 1) {
    const { path, value } = changes[i]!;
    let node: Node | undefined = root;
    for (const segment of path) node = node && childOf(node, segment);
    const edit = edits[i]!;
    if (!node || node.type !== 'string' || typeof value !== 'string') return;
    if (node.offset !== edit.offset || node.length !== edit.length) return;
    made.push({ node, content: edit.content, value });
  }
  noteStringEdits({ from: parsed, text, edits: made });
}

/**
 * Renames member `from` of the object at `path` to `to` in place: its position, value text and
 * spacing stay. No change when `from` is missing. Throws `JsonEditError` like `editJson`; the
 * caller makes sure `to` is not already taken.
 */
export function renameJsonKey(
  text: string,
  path: readonly (string | number)[],
  from: string,
  typed: string,
): string {
  const to = keptText(typed);
  const bom = text.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const root = parseReadable(body);
  let node: Node | undefined = root;
  for (const segment of path) {
    node = childOf(node, segment);
    if (!node) return text;
  }
  if (node.type !== 'object') throw wrongType(path, path.length - 1);
  const index = lastPropertyIndex(node, from);
  const key = index < 0 ? undefined : node.children?.[index]?.children?.[0];
  if (!key) return text;
  return `${bom}${body.slice(0, key.offset)}${JSON.stringify(to)}${body.slice(key.offset + key.length)}`;
}

/** A change for `editJsonValues`: the member at `path` becomes `value` (`undefined` removes it). */
export interface JsonChange {
  readonly path: readonly (string | number)[];
  readonly value: unknown;
}

/**
 * `editJson` for each change in turn, with the same result, but from one parse when it can:
 * when every change replaces an existing text, number, boolean or null with another one, no
 * change can move or reshape what another one edits, so all are made on the same tree.
 */
export function editJsonValues(text: string, typed: readonly JsonChange[], parsed?: ParsedText): string {
  const changes = typed.map(({ path, value }) => ({ path, value: keptJson(value) }));
  const bom = text.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const edits: Edit[] = [];
  let root: Node | undefined;
  if (body.trim() !== '' && changes.length > 1) {
    root = readableRoot(text, body, parsed);
    for (const { path, value } of changes) {
      let node: Node | undefined = root;
      for (const segment of path) node = node && childOf(node, segment);
      if (!node || !isScalarNode(node) || !isScalar(value)) break;
      edits.push({ offset: node.offset, length: node.length, content: JSON.stringify(value) });
    }
  }
  const ordered = [...edits].sort((a, b) => b.offset - a.offset);
  const apart = ordered.every((edit, i) => i === 0 || edit.offset + edit.length < ordered[i - 1]!.offset);
  if (!root || edits.length !== changes.length || changes.length < 2 || !apart) {
    let next = text;
    for (const { path, value } of changes) next = editJson(next, path, value, {}, parsed);
    return next;
  }
  let next = body;
  for (const edit of ordered) {
    next = `${next.slice(0, edit.offset)}${edit.content}${next.slice(edit.offset + edit.length)}`;
  }
  noteIfStringEdit(parsed, root, `${bom}${next}`, changes, edits);
  return `${bom}${next}`;
}

function isScalar(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    value === null ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function computeEdit(
  editor: Editor,
  root: Node,
  path: readonly (string | number)[],
  value: unknown,
  options: JsonEditOptions,
): Edit {
  if (path.length === 0) {
    if (value === undefined) throw new JsonEditError('root', 'The whole document cannot be removed.');
    return editor.replace(root, value);
  }
  let node = root;
  for (let i = 0; i < path.length - 1; i += 1) {
    const segment = path[i]!;
    const child = childOf(node, segment);
    if (!child) {
      if (value === undefined) return NO_EDIT;
      if (!canHold(node, segment)) throw wrongType(path, i);
      return editor.insert(node, endIndex(node), segment, nest(path.slice(i + 1), value));
    }
    node = child;
  }
  const last = path[path.length - 1]!;
  if (!canHold(node, last)) throw wrongType(path, path.length - 1);
  const children = node.children ?? [];
  if (node.type === 'object') {
    const index = lastPropertyIndex(node, last as string);
    if (index < 0) {
      return value === undefined ? NO_EDIT : editor.insert(node, children.length, last, value);
    }
    if (value === undefined) return editor.remove(node, index);
    return editor.replace(children[index]!.children![1]!, value);
  }
  const index = last as number;
  const count = children.length;
  if (value === undefined) {
    if (index < 0 || index >= count) throw outOfRange(index);
    return editor.remove(node, index);
  }
  if (index === -1 || index === count || (options.insert && index >= 0 && index <= count)) {
    return editor.insert(node, index === -1 ? count : index, index, value);
  }
  if (index < 0 || index > count) throw outOfRange(index);
  return editor.replace(children[index]!, value);
}

/** The value `path` would hold `value` at, built from the inside out (numbers make arrays). */
function nest(path: readonly (string | number)[], value: unknown): unknown {
  let result = value;
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const segment = path[i]!;
    // A computed key makes an own property even for `__proto__`.
    result = typeof segment === 'number' ? [result] : { [segment]: result };
  }
  return result;
}
