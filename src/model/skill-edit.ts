/**
 * Edits of SKILL.md that change only the part they are about: the body keeps the frontmatter
 * bytes; a field edit keeps the body bytes and, as far as the yaml library allows, the other
 * fields and their comments.
 */
import { Document, isMap, isScalar, parseDocument } from 'yaml';
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
 * Sets one frontmatter field (`undefined` removes it) through the yaml Document API, keeping
 * the body bytes exactly. A file without frontmatter gets one. When the frontmatter is unclosed,
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
  if (yamlText.length > MAX_FRONTMATTER_CHARS) return text;
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
  const head = parts.content.slice(0, parts.yamlStart);
  const tail = parts.content.slice(parts.yamlEnd);
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
