/**
 * Edits of SKILL.md that change only the part they are about: the body keeps the frontmatter
 * bytes; a field edit keeps the body bytes and every other field's text.
 *
 * Field edits work the way `editJson` edits JSON: a change replaces the source text of the one
 * member it is about (found through the YAML's source ranges, skill-frontmatter.ts) and leaves every other byte
 * alone — other members keep their indentation, quoting, flow lists such as `[Read, Glob]` and
 * comments. A changed mapping (the skill's extra details) is edited entry by entry.
 */
import { yamlTooDeep } from './parse-limits';
import {
  editFrontmatterMember,
  frontmatterText,
  MAX_FRONTMATTER_CHARS,
  rewriteFrontmatter,
  splitSkill as split,
  withEol,
} from './skill-frontmatter';
import { detectEol } from './text-position';
import { keptJson } from './kept-text';

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
export function setSkillField(text: string, key: string, typed: unknown): string {
  // YAML would write NUL and half surrogate pairs as escapes (\0, \ud83d) that writeText cannot see.
  const value = keptJson(typed);
  const parts = split(text);
  const eol = detectEol(parts.content);
  if (parts.status === 'none') {
    if (value === undefined) return text;
    const yaml = withEol(frontmatterText({ [key]: value }), eol);
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
  const yaml = rewriteFrontmatter(yamlText, key, value);
  if (yaml === undefined) return text;
  return `${parts.bom}${head}${withEol(yaml, eol)}${tail}`;
}

/** The text of a new SKILL.md: frontmatter in the usual field order, a blank line, the body. */
export function createSkillText(skill: NewSkill): string {
  const fields: Record<string, unknown> = { name: skill.name, description: skill.description };
  if (skill.license !== undefined) fields.license = skill.license;
  if (skill.compatibility !== undefined) fields.compatibility = skill.compatibility;
  if (skill.metadata !== undefined) fields.metadata = { ...skill.metadata };
  if (skill.allowedTools !== undefined) fields['allowed-tools'] = skill.allowedTools;
  const yaml = frontmatterText(keptJson(fields) as Record<string, unknown>);
  const body = skill.body ?? '';
  const ending = body === '' || body.endsWith('\n') ? '' : '\n';
  return `---\n${yaml}---\n\n${body}${ending}`;
}
