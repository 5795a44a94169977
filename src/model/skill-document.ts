/**
 * SKILL.md: YAML frontmatter between `---` lines, then a Markdown body. Parsing never throws and
 * is safe on untrusted input (size cap, alias cap, YAML 1.2 core schema, no executable tags).
 * The edits live in skill-edit.ts and are re-exported here.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import type { TextRange } from './text-position';
import { parsePointer } from './json-document';
import { PARSE_LIMITS, yamlTooDeep } from './parse-limits';
import { MAX_FRONTMATTER_CHARS, splitSkill as split, toJsOptions, yamlOptions } from './skill-frontmatter';
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
  readonly doc: Document.Parsed | undefined;
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
    located.set(parsed, { doc: undefined, lineStarts, yamlStart: 0 });
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
  const finish = (frontmatter: unknown, problems: SkillProblem[], doc?: Document.Parsed) => {
    const parsed: ParsedSkill = { ...common, frontmatter, problems };
    located.set(parsed, { doc, lineStarts, yamlStart: parts.yamlStart });
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
  const doc = parseDocument(yamlText, yamlOptions);
  const problems: SkillProblem[] = doc.errors.slice(0, 20).map((error) => {
    const [from, to] = error.pos;
    const duplicate = error.code === 'DUPLICATE_KEY';
    return {
      kind: duplicate ? 'duplicate-key' : 'yaml-syntax',
      message: duplicate
        ? 'A field appears more than once in the details block at the top; keep only one.'
        : 'The details block at the top is not written correctly here (check the colons, quotes and indentation).',
      range: at(parts.yamlStart + from, Math.max(0, to - from)),
    };
  });
  let value: unknown;
  try {
    value = doc.toJS(toJsOptions);
  } catch {
    // The alias cap tripped (a "billion laughs" document) or the tree is too broken to convert.
    problems.push({
      kind: 'yaml-syntax',
      message: 'The details block at the top repeats references too many times to be read.',
      range: common.frontmatterRange,
    });
    return finish(undefined, problems, doc);
  }
  if (problems.some((problem) => problem.kind === 'yaml-syntax')) {
    return finish(undefined, problems, doc);
  }
  if (value === null || value === undefined) {
    problems.push({
      kind: 'empty',
      message: 'The details block at the top is empty; a skill needs a name and a description there.',
      range: common.frontmatterRange,
    });
    return finish(null, problems, doc);
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push({
      kind: 'not-a-mapping',
      message:
        'The details block at the top must be a list of fields such as "name: ..." and "description: ...".',
      range: common.frontmatterRange,
    });
  }
  return finish(value, problems, doc);
}

function positionLine(lineStarts: readonly number[], offset: number): number {
  return rangeAt(lineStarts, offset, 0).startLine;
}

/** The lines of a top-level frontmatter field (key through value), for diagnostics. */
export function rangeOfKey(parsed: ParsedSkill, key: string): TextRange | undefined {
  const info = located.get(parsed);
  const map = info?.doc?.contents;
  if (!info || !isMap(map)) return undefined;
  for (let i = map.items.length - 1; i >= 0; i -= 1) {
    const pair = map.items[i]!;
    const keyNode = pair.key;
    const name = isScalar(keyNode) ? keyNode.value : undefined;
    if (name === undefined || String(name) !== key || !isScalar(keyNode) || !keyNode.range) {
      continue;
    }
    const valueNode = pair.value as { range?: [number, number, number] } | null;
    const end = valueNode?.range?.[1] ?? keyNode.range[1];
    return rangeAt(info.lineStarts, info.yamlStart + keyNode.range[0], end - keyNode.range[0]);
  }
  return undefined;
}

/**
 * The range of the frontmatter value at a JSON Pointer such as `/metadata/author`, or of its
 * nearest existing parent; the whole frontmatter for `''`.
 */
export function rangeOfFrontmatterPointer(parsed: ParsedSkill, pointer: string): TextRange | undefined {
  const info = located.get(parsed);
  const segments = parsePointer(pointer);
  if (!info?.doc || !segments) return parsed.frontmatterRange;
  let node: unknown = info.doc.contents;
  let range = parsed.frontmatterRange;
  for (const segment of segments) {
    let next: unknown;
    if (isMap(node)) {
      next = node.items.findLast((pair) => isScalar(pair.key) && String(pair.key.value) === segment)?.value;
    } else if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(segment)) {
      next = node.items[Number(segment)];
    }
    const nodeRange = (next as { range?: [number, number, number] } | undefined)?.range;
    if (!nodeRange) break;
    range = rangeAt(info.lineStarts, info.yamlStart + nodeRange[0], nodeRange[1] - nodeRange[0]);
    node = next;
  }
  return range;
}

// Edits live in their own module; re-exported so callers find the whole contract here.
export { createSkillText, setSkillBody, setSkillField } from './skill-edit';
