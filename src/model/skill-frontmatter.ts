/**
 * The frontmatter's YAML, the one home of the yaml library: the split of a SKILL.md into BOM,
 * frontmatter and body, the settings that keep parsing safe, reading a frontmatter (its errors,
 * its plain value, where its members are) and changing one member in place. The parser
 * (skill-document.ts) and the edits (skill-edit.ts) build on these and never see the library.
 */
import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type DocumentOptions,
  type Node,
  type Pair,
  type ParseOptions,
  type SchemaOptions,
  type ToJSOptions,
  type YAMLMap,
} from 'yaml';
import { isJsonObject } from './json-document';

/** Frontmatter larger than this is not parsed: real ones are a few hundred bytes. */
export const MAX_FRONTMATTER_CHARS = 64 * 1024;
/** Aliases a frontmatter may expand before it is refused ("billion laughs"). */
const MAX_ALIAS_COUNT = 100;

/** YAML 1.2 core: `yes` stays text, no timestamps, no merge keys, no custom tags that run code. */
const yamlOptions: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  schema: 'core',
  merge: false,
  uniqueKeys: true,
  prettyErrors: false,
};
/** Conversion to plain values, with the alias cap. */
const toJsOptions: ToJSOptions = { maxAliasCount: MAX_ALIAS_COUNT };
/** Never fold long values over several lines: simple frontmatter readers cannot follow that. */
const stringifyOptions = { lineWidth: 0 } as const;

/** Where a SKILL.md's parts are. */
export interface Split {
  readonly bom: string;
  readonly content: string;
  /** Offsets into `content`. `yamlEnd` is where the closing line starts. */
  readonly yamlStart: number;
  readonly yamlEnd: number;
  readonly bodyStart: number;
  readonly status: 'none' | 'unclosed' | 'closed';
}

const OPEN = /^---[ \t]*(?:\r\n|\n|\r|$)/;
const CLOSE = /^---[ \t]*$/;

/** Finds the frontmatter block: a first line `---` and the next line that is `---`. */
export function splitSkill(text: string): Split {
  const bom = text.charCodeAt(0) === 0xfeff ? '\uFEFF' : '';
  const content = bom ? text.slice(1) : text;
  const open = OPEN.exec(content);
  if (!open) {
    return { bom, content, yamlStart: 0, yamlEnd: 0, bodyStart: 0, status: 'none' };
  }
  const yamlStart = open[0].length;
  let lineStart = yamlStart;
  while (lineStart < content.length) {
    const newline = /\r\n|\n|\r/g;
    newline.lastIndex = lineStart;
    const match = newline.exec(content);
    const lineEnd = match ? match.index : content.length;
    if (CLOSE.test(content.slice(lineStart, lineEnd))) {
      const bodyStart = match ? match.index + match[0].length : content.length;
      return { bom, content, yamlStart, yamlEnd: lineStart, bodyStart, status: 'closed' };
    }
    if (!match) break;
    lineStart = lineEnd + match[0].length;
  }
  const end = content.length;
  return { bom, content, yamlStart, yamlEnd: end, bodyStart: end, status: 'unclosed' };
}

/** `text` with every line break written as `eol`. */
export function withEol(text: string, eol: '\n' | '\r\n'): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return eol === '\n' ? normalised : normalised.replace(/\n/g, '\r\n');
}

// Reading.

/** A syntax error of a frontmatter, as offsets into its YAML text. */
export interface FrontmatterError {
  readonly duplicateKey: boolean;
  readonly from: number;
  readonly to: number;
}

/** A frontmatter's YAML read once: its errors, its plain value, and (kept aside) its nodes. */
export interface FrontmatterYaml {
  readonly errors: readonly FrontmatterError[];
  /**
   * The plain value, with the YAML's own types; `undefined` when it could not be converted
   * (`unconvertible`: the alias cap tripped, a "billion laughs" text, or the text is too broken).
   */
  readonly value: unknown;
  readonly unconvertible: boolean;
}

const documents = new WeakMap<FrontmatterYaml, Document.Parsed>();

/** Reads a frontmatter's YAML text (without the `---` lines); never throws. */
export function readFrontmatter(yaml: string): FrontmatterYaml {
  const doc = parseDocument(yaml, yamlOptions);
  const errors = doc.errors.map((error) => ({
    duplicateKey: error.code === 'DUPLICATE_KEY',
    from: error.pos[0],
    to: error.pos[1],
  }));
  let read: FrontmatterYaml;
  try {
    read = { errors, value: doc.toJS(toJsOptions), unconvertible: false };
  } catch {
    read = { errors, value: undefined, unconvertible: true };
  }
  documents.set(read, doc);
  return read;
}

/** A span of a frontmatter's YAML text: `[from, to)` offsets. */
export type YamlSpan = readonly [number, number];

/** Where the (last) top-level member `key` is written, key through value. */
export function memberSpan(read: FrontmatterYaml, key: string): YamlSpan | undefined {
  const map = documents.get(read)?.contents;
  if (!isMap(map)) return undefined;
  for (let i = map.items.length - 1; i >= 0; i -= 1) {
    const pair = map.items[i]!;
    const keyNode = pair.key;
    const name = isScalar(keyNode) ? keyNode.value : undefined;
    if (name === undefined || String(name) !== key || !isScalar(keyNode) || !keyNode.range) {
      continue;
    }
    const valueNode = pair.value as { range?: [number, number, number] } | null;
    return [keyNode.range[0], valueNode?.range?.[1] ?? keyNode.range[1]];
  }
  return undefined;
}

/**
 * Where the value at `segments` (member names and list positions) is written, or its nearest
 * existing parent; `undefined` when not even the first segment is there.
 */
export function valueSpan(read: FrontmatterYaml, segments: readonly string[]): YamlSpan | undefined {
  let node: unknown = documents.get(read)?.contents;
  let span: YamlSpan | undefined;
  for (const segment of segments) {
    let next: unknown;
    if (isMap(node)) {
      next = node.items.findLast((pair) => isScalar(pair.key) && String(pair.key.value) === segment)?.value;
    } else if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(segment)) {
      next = node.items[Number(segment)];
    }
    const nodeRange = (next as { range?: [number, number, number] } | undefined)?.range;
    if (!nodeRange) break;
    span = [nodeRange[0], nodeRange[1]];
    node = next;
  }
  return span;
}

// Writing.

/** `fields` as a frontmatter's YAML text, in their order, with `\n` line breaks. */
export function frontmatterText(fields: Readonly<Record<string, unknown>>): string {
  return new Document(fields, yamlOptions).toString(stringifyOptions);
}

/**
 * `yaml` written anew with the top-level member `key` set to `value` (`undefined` removes it), for
 * a frontmatter that is not a block of fields (empty, or one `{…}`); `\n` line breaks. `undefined`
 * when it does not parse, is not a mapping, or there is nothing to remove.
 */
export function rewriteFrontmatter(yaml: string, key: string, value: unknown): string | undefined {
  const doc = parseDocument(yaml.replace(/\r\n?/g, '\n'), yamlOptions);
  if (doc.errors.length > 0) return undefined;
  if (doc.contents !== null && !isMap(doc.contents)) return undefined;
  if (value === undefined) {
    if (!doc.has(key)) return undefined;
    doc.delete(key);
  } else {
    const existing = doc.get(key, true);
    if (isScalar(existing) && (value === null || typeof value !== 'object')) {
      // Setting the scalar's value keeps its quoting style, comment and anchor.
      existing.value = value;
    } else {
      doc.set(key, value);
    }
  }
  const empty = !isMap(doc.contents) || doc.contents.items.length === 0;
  return empty && !doc.commentBefore && !doc.comment ? '' : doc.toString(stringifyOptions);
}

// Member-only edits of the frontmatter's YAML.

type Path = readonly string[];
interface Edit {
  readonly path: Path;
  /** `undefined` removes the member. */
  readonly value: unknown;
}

/**
 * `yaml` (a frontmatter's text, line breaks as they are) with the top-level member `key` set to
 * `value` (`undefined` removes it), or `undefined` when the text is not a block mapping that can be
 * edited in place (the caller then rewrites the whole frontmatter) or does not parse.
 */
export function editFrontmatterMember(yaml: string, key: string, value: unknown): string | undefined {
  const doc = parse(yaml);
  if (!doc || !isBlockMap(doc.contents)) return undefined;
  const edits: Edit[] = [];
  plan(doc, doc.contents, [key], value, edits);
  let text = yaml;
  for (const edit of edits) {
    const next = apply(text, edit);
    if (next === undefined) return undefined;
    text = next;
  }
  return text;
}

function parse(yaml: string): Document.Parsed | undefined {
  const doc = parseDocument(yaml, yamlOptions);
  return doc.errors.length > 0 ? undefined : doc;
}

function isBlockMap(node: unknown): node is YAMLMap {
  return isMap(node) && !node.flow && node.range !== undefined;
}

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.findLast((pair) => isScalar(pair.key) && String(pair.key.value) === key);
}

/** The smallest edits that turn the member at `path` of `map` into `value`. */
function plan(doc: Document, map: YAMLMap, path: Path, value: unknown, edits: Edit[]): void {
  const key = path[path.length - 1]!;
  const existing = pairOf(map, key)?.value as Node | null | undefined;
  if (existing && isBlockMap(existing) && isJsonObject(value) && Object.keys(value).length > 0) {
    for (const pair of existing.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (name !== undefined && !Object.hasOwn(value, name))
        edits.push({ path: [...path, name], value: undefined });
    }
    for (const [name, child] of Object.entries(value)) plan(doc, existing, [...path, name], child, edits);
    return;
  }
  const before = existing === undefined ? undefined : existing === null ? null : existing.toJS(doc);
  const present = existing !== undefined;
  if (present === (value !== undefined) && JSON.stringify(before) === JSON.stringify(value)) return;
  if (!present && value === undefined) return;
  edits.push({ path, value });
}

/** One edit on the text: the map at the path's parent is found again in the text as it now is. */
function apply(yaml: string, { path, value }: Edit): string | undefined {
  const doc = parse(yaml);
  let map: unknown = doc?.contents;
  for (const segment of path.slice(0, -1)) map = isBlockMap(map) ? pairOf(map, segment)?.value : undefined;
  if (!doc || !isBlockMap(map)) return undefined;
  const key = path[path.length - 1]!;
  const pair = pairOf(map, key);
  const keyNode = pair?.key as Node | undefined;
  const column = columnOf(yaml, (map.items[0]?.key as Node | undefined)?.range?.[0] ?? 0);
  const eol = /\r\n/.test(yaml) ? '\r\n' : '\n';
  if (!pair || !keyNode?.range) {
    if (value === undefined) return yaml;
    // A new member goes after the map's last one, at the same indentation.
    const end = map.range![1];
    const lead = end > 0 && !/[\r\n]$/.test(yaml.slice(0, end)) ? eol : '';
    const member = render(key, value, undefined, indentUnit(yaml), column, eol);
    return `${yaml.slice(0, end)}${lead}${' '.repeat(column)}${member}${eol}${yaml.slice(end)}`;
  }
  const start = keyNode.range[0];
  const valueNode = pair.value as Node | null;
  const valueEnd = valueNode?.range?.[1] ?? lineEnd(yaml, keyNode.range[1]);
  if (value === undefined) {
    // The member's lines go, with a trailing comment on its last line and that line's break.
    let end = Math.max(valueEnd, valueNode?.range?.[2] ?? valueEnd);
    if (!/[\r\n]$/.test(yaml.slice(0, end))) {
      end = lineEnd(yaml, end);
      end += yaml.startsWith('\r\n', end) ? 2 : end < yaml.length ? 1 : 0;
    }
    return yaml.slice(0, lineStart(yaml, start)) + yaml.slice(end);
  }
  const spanEndsLine = /[\r\n]$/.test(yaml.slice(start, valueEnd));
  const member = render(key, value, valueNode, indentUnit(yaml), columnOf(yaml, start), eol);
  return `${yaml.slice(0, start)}${member}${spanEndsLine ? eol : ''}${yaml.slice(valueEnd)}`;
}

/**
 * `key: value` as YAML without its final line break, continuation lines indented for `column`.
 * The new value keeps the old one's style where it still fits: a quoted text stays quoted, a flow
 * list stays on one line.
 */
function render(
  key: string,
  value: unknown,
  existing: Node | null | undefined,
  indent: number,
  column: number,
  eol: string,
): string {
  const doc = new Document({}, yamlOptions);
  const node = doc.createNode(value);
  if (isScalar(existing) && isScalar(node) && typeof value === 'string' && typeof existing.value === 'string')
    node.type = existing.type;
  if (isCollection(existing) && isCollection(node) && existing.flow) node.flow = true;
  doc.set(key, node);
  const text = doc.toString({ lineWidth: 0, indent, flowCollectionPadding: false }).replace(/\n$/, '');
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : pad + line))
    .join(eol);
}

/** The file's own indentation step: the smallest indentation of an indented line (2 when none is). */
function indentUnit(yaml: string): number {
  let unit = Infinity;
  for (const match of yaml.matchAll(/^( +)\S/gm)) unit = Math.min(unit, match[1]!.length);
  return Number.isFinite(unit) ? Math.min(unit, 8) : 2;
}

function lineStart(text: string, offset: number): number {
  return Math.max(text.lastIndexOf('\n', offset - 1), text.lastIndexOf('\r', offset - 1)) + 1;
}

function lineEnd(text: string, offset: number): number {
  const match = /\r\n|\n|\r/g;
  match.lastIndex = offset;
  return match.exec(text)?.index ?? text.length;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}
