/**
 * Edits of SKILL.md that change only the part they are about: the body keeps the frontmatter
 * bytes; a field edit keeps the body bytes and every other field's text.
 *
 * Field edits work the way `editJson` edits JSON: a change replaces the source text of the one
 * member it is about (found through the yaml library's source ranges) and leaves every other byte
 * alone — other members keep their indentation, quoting, flow lists such as `[Read, Glob]` and
 * comments. A changed mapping (the skill's extra details) is edited entry by entry.
 */
import {
  Document,
  isCollection,
  isMap,
  isScalar,
  parseDocument,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml';
import { isJsonObject } from './json-document';
import { yamlTooDeep } from './parse-limits';
import {
  MAX_FRONTMATTER_CHARS,
  splitSkill as split,
  stringifyOptions,
  withEol,
  yamlOptions,
} from './skill-frontmatter';
import { detectEol } from './text-position';

/** The frontmatter fields a new SKILL.md can carry, in the order they are written. */
export interface NewSkill {
  readonly name: string;
  readonly description: string;
  readonly body?: string;
  readonly license?: string;
  readonly compatibility?: string;
  readonly metadata?: Readonly<Record<string, string>>;
  readonly allowedTools?: string;
}

/**
 * Replaces the body, keeping the frontmatter byte for byte. Line breaks in `body` follow the
 * file's (CRLF stays CRLF). Without frontmatter the whole text is the body. An unclosed
 * frontmatter cannot be told from the body, so the text is returned unchanged.
 */
export function setSkillBody(text: string, body: string): string {
  const parts = split(text);
  if (parts.status === 'unclosed') return text;
  const eol = detectEol(parts.content);
  const head = parts.content.slice(0, parts.bodyStart);
  const separator = parts.status === 'closed' && !/[\r\n]$/.test(head) ? eol : '';
  return `${parts.bom}${head}${separator}${withEol(body, eol)}`;
}

/**
 * Sets one frontmatter field (`undefined` removes it), changing only that field's text and
 * keeping the body bytes exactly. A file without frontmatter gets one. When the frontmatter is unclosed,
 * too large, not valid YAML or not a mapping, the text is returned unchanged (compare with `===`):
 * the person's text is never rewritten from a guess.
 */
export function setSkillField(text: string, key: string, value: unknown): string {
  const parts = split(text);
  const eol = detectEol(parts.content);
  if (parts.status === 'none') {
    if (value === undefined) return text;
    const doc = new Document({ [key]: value }, yamlOptions);
    const yaml = withEol(doc.toString(stringifyOptions), eol);
    return `${parts.bom}---${eol}${yaml}---${eol}${parts.content}`;
  }
  if (parts.status === 'unclosed') return text;
  const yamlText = parts.content.slice(parts.yamlStart, parts.yamlEnd);
  // What the reader refuses to parse is not edited either (the parser would meet it first).
  if (yamlText.length > MAX_FRONTMATTER_CHARS || yamlTooDeep(yamlText)) return text;
  const head = parts.content.slice(0, parts.yamlStart);
  const tail = parts.content.slice(parts.yamlEnd);
  const member = editFrontmatterMember(yamlText, key, value);
  if (member !== undefined) return `${parts.bom}${head}${member}${tail}`;
  // Not a block of fields (empty, or written as one `{…}`): the frontmatter is written anew.
  const doc = parseDocument(yamlText.replace(/\r\n?/g, '\n'), yamlOptions);
  if (doc.errors.length > 0) return text;
  if (doc.contents !== null && !isMap(doc.contents)) return text;
  if (value === undefined) {
    if (!doc.has(key)) return text;
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
  const yaml = empty && !doc.commentBefore && !doc.comment ? '' : doc.toString(stringifyOptions);
  return `${parts.bom}${head}${withEol(yaml, eol)}${tail}`;
}

/** The text of a new SKILL.md: frontmatter in the usual field order, a blank line, the body. */
export function createSkillText(skill: NewSkill): string {
  const fields: Record<string, unknown> = { name: skill.name, description: skill.description };
  if (skill.license !== undefined) fields.license = skill.license;
  if (skill.compatibility !== undefined) fields.compatibility = skill.compatibility;
  if (skill.metadata !== undefined) fields.metadata = { ...skill.metadata };
  if (skill.allowedTools !== undefined) fields['allowed-tools'] = skill.allowedTools;
  const yaml = new Document(fields, yamlOptions).toString(stringifyOptions);
  const body = skill.body ?? '';
  const ending = body === '' || body.endsWith('\n') ? '' : '\n';
  return `---\n${yaml}---\n\n${body}${ending}`;
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
function editFrontmatterMember(yaml: string, key: string, value: unknown): string | undefined {
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
