/**
 * The low-level split of a SKILL.md into BOM, frontmatter and body, and the YAML settings that
 * keep parsing safe, shared by the parser (skill-document.ts) and the editors (skill-edit.ts).
 */
import type { DocumentOptions, ParseOptions, SchemaOptions, ToJSOptions } from 'yaml';

/** Frontmatter larger than this is not parsed: real ones are a few hundred bytes. */
export const MAX_FRONTMATTER_CHARS = 64 * 1024;
/** Aliases a frontmatter may expand before it is refused ("billion laughs"). */
export const MAX_ALIAS_COUNT = 100;

/** YAML 1.2 core: `yes` stays text, no timestamps, no merge keys, no custom tags that run code. */
export const yamlOptions: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  schema: 'core',
  merge: false,
  uniqueKeys: true,
  prettyErrors: false,
};
/** Conversion to plain values, with the alias cap. */
export const toJsOptions: ToJSOptions = { maxAliasCount: MAX_ALIAS_COUNT };
/** Never fold long values over several lines: simple frontmatter readers cannot follow that. */
export const stringifyOptions = { lineWidth: 0 } as const;

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
