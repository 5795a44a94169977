/**
 * SKILL.md: YAML frontmatter between `---` lines, then a Markdown body. Parsing never throws and
 * is safe on untrusted input (size cap, alias cap, YAML 1.2 core schema, no executable tags).
 * The edits live in skill-edit.ts and are re-exported here.
 */
import type { TextRange } from './text-position';
import { parsePointer } from './json-document';
import { PARSE_LIMITS, yamlTooDeep } from './parse-limits';
import {
  MAX_FRONTMATTER_CHARS,
  memberSpan,
  readFrontmatter,
  splitSkill as split,
  valueSpan,
  type FrontmatterYaml,
  type YamlSpan,
} from './skill-frontmatter';
import { detectEol, lineStartsOf, rangeAt } from './text-position';

/** Why a SKILL.md's frontmatter could not be read as a mapping. */
export type SkillProblemKind =
  | 'no-frontmatter'
  | 'unclosed'
  | 'too-large'
  | 'too-deep'
  | 'yaml-syntax'
  | 'duplicate-key'
  | 'empty'
  | 'not-a-mapping';

/** One thing wrong with a SKILL.md's frontmatter, worded for a person who does not program. */
export interface SkillProblem {
  readonly kind: SkillProblemKind;
  readonly message: string;
  readonly range?: TextRange;
  readonly pointer?: string;
}

/**
 * A parsed SKILL.md. `frontmatter` is the YAML's plain value with its own types (a list stays a
 * list, a number a number), `null` for an empty frontmatter, `undefined` when there is none or it
 * cannot be read. `frontmatterRange` spans the `---` lines; `bodyStartLine` is the body's first line.
 */
export interface ParsedSkill {
  readonly text: string;
  readonly hasFrontmatter: boolean;
  readonly frontmatter: unknown;
  readonly frontmatterRange?: TextRange;
  readonly body: string;
  readonly bodyStartLine: number;
  readonly problems: readonly SkillProblem[];
  readonly bom: boolean;
  readonly eol: '\n' | '\r\n';
}

interface Located {
  readonly yaml: FrontmatterYaml | undefined;
  readonly lineStarts: readonly number[];
  /** Offset of the YAML text within the BOM-less content. */
  readonly yamlStart: number;
}

const located = new WeakMap<ParsedSkill, Located>();

/** Parses a SKILL.md; never throws. Ranges do not count a leading BOM. */
export function parseSkill(text: string): ParsedSkill {
  const parts = split(text);
  const { content } = parts;
  const lineStarts = lineStartsOf(content);
  const eol = detectEol(content);
  const base = { text, bom: parts.bom !== '', eol };
  const at = (offset: number, length: number) => rangeAt(lineStarts, offset, length);

  if (parts.status === 'none') {
    const problem: SkillProblem = {
      kind: 'no-frontmatter',
      message:
        'This skill does not start with its details block: a line with three dashes (---), the name and description, and another --- line.',
      range: at(0, 0),
    };
    const parsed: ParsedSkill = {
      ...base,
      hasFrontmatter: false,
      frontmatter: undefined,
      body: content,
      bodyStartLine: 1,
      problems: [problem],
    };
    located.set(parsed, { yaml: undefined, lineStarts, yamlStart: 0 });
    return parsed;
  }

  const frontmatterRange = at(0, Math.max(parts.bodyStart, 1));
  const common = {
    ...base,
    hasFrontmatter: true,
    frontmatterRange: parts.status === 'closed' ? at(0, parts.yamlEnd + 3) : frontmatterRange,
    body: content.slice(parts.bodyStart),
    bodyStartLine: parts.status === 'closed' ? positionLine(lineStarts, parts.bodyStart) : 1,
  };
  const finish = (frontmatter: unknown, problems: SkillProblem[], yaml?: FrontmatterYaml) => {
    const parsed: ParsedSkill = { ...common, frontmatter, problems };
    located.set(parsed, { yaml, lineStarts, yamlStart: parts.yamlStart });
    return parsed;
  };

  if (parts.status === 'unclosed') {
    return finish(undefined, [
      {
        kind: 'unclosed',
        message:
          'The details block at the top is never closed: add a line with three dashes (---) after the description.',
        range: frontmatterRange,
      },
    ]);
  }
  const yamlText = content.slice(parts.yamlStart, parts.yamlEnd);
  if (yamlText.length > MAX_FRONTMATTER_CHARS) {
    return finish(undefined, [
      {
        kind: 'too-large',
        message: `The details block at the top is longer than ${MAX_FRONTMATTER_CHARS / 1024} KB, too long to read. Move long text into the body.`,
        range: common.frontmatterRange,
      },
    ]);
  }

  if (yamlTooDeep(yamlText)) {
    return finish(undefined, [
      {
        kind: 'too-deep',
        message: `The details block at the top is nested more than ${PARSE_LIMITS.yamlDepth} levels deep, too deep to read.`,
        range: common.frontmatterRange,
      },
    ]);
  }
  const yaml = readFrontmatter(yamlText);
  const problems: SkillProblem[] = yaml.errors.slice(0, 20).map(({ duplicateKey, from, to }) => ({
    kind: duplicateKey ? 'duplicate-key' : 'yaml-syntax',
    message: duplicateKey
      ? 'A field appears more than once in the details block at the top; keep only one.'
      : 'The details block at the top is not written correctly here (check the colons, quotes and indentation).',
    range: at(parts.yamlStart + from, Math.max(0, to - from)),
  }));
  if (yaml.unconvertible) {
    // The alias cap tripped (a "billion laughs" document) or the tree is too broken to convert.
    problems.push({
      kind: 'yaml-syntax',
      message: 'The details block at the top repeats references too many times to be read.',
      range: common.frontmatterRange,
    });
    return finish(undefined, problems, yaml);
  }
  const { value } = yaml;
  if (problems.some((problem) => problem.kind === 'yaml-syntax')) {
    return finish(undefined, problems, yaml);
  }
  if (value === null || value === undefined) {
    problems.push({
      kind: 'empty',
      message: 'The details block at the top is empty; a skill needs a name and a description there.',
      range: common.frontmatterRange,
    });
    return finish(null, problems, yaml);
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push({
      kind: 'not-a-mapping',
      message:
        'The details block at the top must be a list of fields such as "name: ..." and "description: ...".',
      range: common.frontmatterRange,
    });
  }
  return finish(value, problems, yaml);
}

function positionLine(lineStarts: readonly number[], offset: number): number {
  return rangeAt(lineStarts, offset, 0).startLine;
}

/** The lines of a top-level frontmatter field (key through value), for diagnostics. */
export function rangeOfKey(parsed: ParsedSkill, key: string): TextRange | undefined {
  const info = located.get(parsed);
  const span = info?.yaml && memberSpan(info.yaml, key);
  return span && rangeOfSpan(info, span);
}

/**
 * The range of the frontmatter value at a JSON Pointer such as `/metadata/author`, or of its
 * nearest existing parent; the whole frontmatter for `''`.
 */
export function rangeOfFrontmatterPointer(parsed: ParsedSkill, pointer: string): TextRange | undefined {
  const info = located.get(parsed);
  const segments = parsePointer(pointer);
  const span = info?.yaml && segments && valueSpan(info.yaml, segments);
  return span ? rangeOfSpan(info, span) : parsed.frontmatterRange;
}

function rangeOfSpan(info: Located, [from, to]: YamlSpan): TextRange {
  return rangeAt(info.lineStarts, info.yamlStart + from, to - from);
}

// Edits live in their own module; re-exported so callers find the whole contract here.
export { createSkillText, setSkillBody, setSkillField } from './skill-edit';
