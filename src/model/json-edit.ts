/**
 * Surgical edits of JSON text: one member changes, every other byte stays — key order, spacing,
 * comments, unknown members, a BOM, CRLF, and numbers such as `1.0` or big integers that a
 * parse-and-stringify round trip would rewrite. New text follows the file's own layout.
 */
import { createScanner, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { noteStringEdits, parseTreeOf } from './json-parse-tree';
import { scanJsonWithinLimits } from './parse-limits';
import { detectEol } from './text-position';

/** Why an edit could not be made; a caller that parsed the file first can avoid every one. */
export type JsonEditErrorCode = 'unreadable' | 'wrong-type' | 'out-of-range' | 'root';

/** Thrown by `editJson` when the text or the path does not allow the edit. */
export class JsonEditError extends Error {
  constructor(
    readonly code: JsonEditErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'JsonEditError';
  }
}

/** `insert`: a numeric last segment inserts before that index instead of replacing. */
export interface JsonEditOptions {
  readonly insert?: boolean;
}

/**
 * A `parseJson` result the caller already has. When it is the parse of the very text being
 * edited, the edit starts from its tree instead of parsing the text again (a large file parses
 * slowly, and the tree's file cache usually holds its parse already); otherwise it is ignored.
 */
export interface ParsedText {
  readonly text: string;
}

interface Style {
  readonly eol: string;
  readonly unit: string;
  readonly multiline: boolean;
  readonly colon: string;
  /** The space written after a comma on one line: `' '` or `''`. */
  readonly commaSpace: string;
}

interface Edit {
  readonly offset: number;
  readonly length: number;
  readonly content: string;
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
  value: unknown,
  options: JsonEditOptions = {},
  parsed?: ParsedText,
): string {
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
  to: string,
): string {
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
export function editJsonValues(text: string, changes: readonly JsonChange[], parsed?: ParsedText): string {
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

function isScalarNode(node: Node): boolean {
  return node.type === 'string' || node.type === 'number' || node.type === 'boolean' || node.type === 'null';
}

function isScalar(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    value === null ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** The tree of `body`: the given parse's when it is of this very text, else a fresh parse. */
function readableRoot(text: string, body: string, parsed: ParsedText | undefined): Node {
  const known = parsed !== undefined && parsed.text === text ? parseTreeOf(parsed) : undefined;
  if (!known) return parseReadable(body);
  if (!known.editable || !known.root) {
    throw new JsonEditError('unreadable', 'The file has syntax errors; it cannot be edited safely.');
  }
  return known.root;
}

/** The tree of `body`, or a `JsonEditError` when it is too deep or has syntax errors. */
function parseReadable(body: string): Node {
  if (scanJsonWithinLimits(body)) {
    throw new JsonEditError('unreadable', 'The file is larger or nested more deeply than the builder reads.');
  }
  const errors: ParseError[] = [];
  const root = parseTree(body, errors, { allowTrailingComma: true, disallowComments: false });
  if (!root || errors.length > 0) {
    throw new JsonEditError('unreadable', 'The file has syntax errors; it cannot be edited safely.');
  }
  return root;
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

/** Works out edit text in the file's own layout. */
class Editor {
  private readonly style: Style;

  constructor(
    private readonly body: string,
    root: Node,
  ) {
    let style = styles.get(root);
    if (!style) {
      style = detectStyle(body, root);
      styles.set(root, style);
    }
    this.style = style;
  }

  /** Replaces a value, indenting new lines like the line it starts on. */
  replace(node: Node, value: unknown): Edit {
    const old = this.body.slice(node.offset, node.offset + node.length);
    const keepInline =
      node.type === 'array' &&
      (node.children?.length ?? 0) > 0 &&
      !/[\r\n]/.test(old) &&
      Array.isArray(value) &&
      value.every((item) => typeof item !== 'object' || item === null);
    const content = keepInline
      ? `[${(value as unknown[]).map((item) => JSON.stringify(item) ?? 'null').join(`,${this.style.commaSpace}`)}]`
      : this.render(value, this.style.multiline ? this.indentAt(node.offset) : undefined);
    return { offset: node.offset, length: node.length, content };
  }

  /** Inserts a member (object) or element (array) before child `index` (or at the end). */
  insert(container: Node, index: number, key: string | number, value: unknown): Edit {
    const children = container.children ?? [];
    const innerStart = container.offset + 1;
    const innerLength = container.length - 2;
    const item = (indent: string | undefined) =>
      container.type === 'object'
        ? `${JSON.stringify(String(key))}${this.style.colon}${this.render(value, indent)}`
        : this.render(value, indent);
    if (children.length === 0) {
      if (!this.style.multiline) return { offset: innerStart, length: innerLength, content: item(undefined) };
      const base = this.indentAt(container.offset);
      const inner = base + this.style.unit;
      const content = `${this.style.eol}${inner}${item(inner)}${this.style.eol}${base}`;
      return { offset: innerStart, length: innerLength, content };
    }
    const first = children[0]!;
    const block = this.style.multiline && /[\r\n]/.test(this.body.slice(container.offset, first.offset));
    const reference = children[Math.min(index, children.length - 1)]!;
    const indent = block ? this.indentAt(reference.offset) : undefined;
    const separator = block ? `${this.style.eol}${indent}` : this.style.commaSpace;
    if (index < children.length) {
      return { offset: reference.offset, length: 0, content: `${item(indent)},${separator}` };
    }
    const end = reference.offset + reference.length;
    const comma = this.trailingCommaAfter(end);
    if (comma !== undefined) {
      return { offset: comma + 1, length: 0, content: `${separator}${item(indent)},` };
    }
    return { offset: end, length: 0, content: `,${separator}${item(indent)}` };
  }

  /** Removes child `index` with the separator that joined it to its neighbour. */
  remove(container: Node, index: number): Edit {
    const children = container.children ?? [];
    if (children.length === 1) {
      return { offset: container.offset + 1, length: container.length - 2, content: '' };
    }
    const child = children[index]!;
    const next = children[index + 1];
    if (next) return { offset: child.offset, length: next.offset - child.offset, content: '' };
    const previous = children[index - 1]!;
    const from = previous.offset + previous.length;
    return { offset: from, length: child.offset + child.length - from, content: '' };
  }

  /** JSON text for a new value: compact when `indent` is undefined, else indented from it. */
  private render(value: unknown, indent: string | undefined): string {
    if (indent === undefined) return JSON.stringify(value) ?? 'null';
    const text = JSON.stringify(value, null, this.style.unit) ?? 'null';
    return text.replace(/\n/g, `${this.style.eol}${indent}`);
  }

  /** The leading whitespace of the line that holds `offset`. */
  private indentAt(offset: number): string {
    let start = offset;
    while (start > 0 && this.body[start - 1] !== '\n' && this.body[start - 1] !== '\r') start -= 1;
    return /^[ \t]*/.exec(this.body.slice(start, offset))?.[0] ?? '';
  }

  /** The offset of a comma that follows `offset` across whitespace and comments, if any. */
  private trailingCommaAfter(offset: number): number | undefined {
    const scanner = createScanner(this.body.slice(offset), true);
    return scanner.scan() === 5 /* CommaToken */ ? offset + scanner.getTokenOffset() : undefined;
  }
}

// A tree is of one text, so its layout is worked out once (a reused parse is edited many times).
const styles = new WeakMap<Node, Style>();

function detectStyle(body: string, root: Node): Style {
  const multiline = /[\r\n]/.test(body.slice(root.offset, root.offset + root.length));
  let unit: string | undefined;
  for (const match of body.matchAll(/(?:^|\n)([ \t]+)\S/g)) {
    const indent = match[1]!;
    if (indent.startsWith('\t')) {
      unit ??= '\t';
      break;
    }
    if (unit === undefined || indent.length < unit.length) unit = indent;
    if (unit.length === 1) break;
  }
  return {
    eol: detectEol(body),
    unit: unit ?? '  ',
    multiline,
    colon: multiline || /":\s/.test(body) ? ': ' : ':',
    commaSpace: /,[ \t]/.test(body) ? ' ' : '',
  };
}

function childOf(node: Node, segment: string | number): Node | undefined {
  if (node.type === 'object' && typeof segment === 'string') {
    const index = lastPropertyIndex(node, segment);
    return index < 0 ? undefined : node.children?.[index]?.children?.[1];
  }
  if (node.type === 'array' && typeof segment === 'number') return node.children?.[segment];
  return undefined;
}

function lastPropertyIndex(node: Node, key: string): number {
  const properties = node.children ?? [];
  for (let i = properties.length - 1; i >= 0; i -= 1) {
    const [keyNode, valueNode] = properties[i]?.children ?? [];
    if (keyNode?.value === key && valueNode) return i;
  }
  return -1;
}

function canHold(node: Node, segment: string | number): boolean {
  return (
    (node.type === 'object' && typeof segment === 'string') ||
    (node.type === 'array' && typeof segment === 'number')
  );
}

function endIndex(node: Node): number {
  return node.children?.length ?? 0;
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

function wrongType(path: readonly (string | number)[], at: number): JsonEditError {
  return new JsonEditError(
    'wrong-type',
    `Cannot reach ${JSON.stringify(path.slice(0, at + 1))}: a parent is not an object or array.`,
  );
}

function outOfRange(index: number): JsonEditError {
  return new JsonEditError('out-of-range', `Array index ${index} is out of range.`);
}
