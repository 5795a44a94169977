/**
 * JSON files as the builder sees them: parsed tolerantly (never throws, reports what real JSON
 * would refuse or silently change) and located precisely (JSON Pointer → line range).
 * Surgical edits live in json-edit.ts.
 */
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { TextRange } from './text-position';
import { parseTreeOf, rememberParseTree } from './json-parse-tree';
import { JSON_TOKEN, scanJsonWithinLimits, type ParseLimitBreach } from './parse-limits';
import { detectEol, lineStartsOf, rangeAt } from './text-position';
import { groupDigits } from './digits';

/** Why a JSON file is not quite what JSON readers expect. */
export type JsonProblemKind =
  | 'syntax'
  | 'too-deep'
  | 'too-many-values'
  | 'duplicate-key'
  | 'unsafe-number'
  | 'comment'
  | 'trailing-comma';

/** One thing wrong with a JSON file, worded for a person who does not program. */
export interface JsonProblem {
  readonly kind: JsonProblemKind;
  readonly message: string;
  /** The member it is about (duplicate keys, unsafe numbers). */
  readonly pointer?: string;
  readonly range: TextRange;
}

/**
 * A parsed JSON file. `value` is `undefined` when the text holds no JSON value at all; when it
 * has mistakes, it is the best-effort value (a duplicated key keeps its last value, as
 * `JSON.parse` would). Objects are plain objects whose keys are all own properties, so a member
 * called `__proto__` is an ordinary member. Ranges do not count a leading byte order mark.
 */
export interface ParsedJson {
  readonly text: string;
  readonly value: unknown;
  readonly problems: readonly JsonProblem[];
  readonly bom: boolean;
  readonly eol: '\n' | '\r\n';
}

// A binary or badly broken file can produce an error per character; a person needs the first few.
const MAX_PROBLEMS = 50;

const syntaxMessages: Record<number, string> = {
  1: 'There is a character here that does not belong.',
  2: 'This number is not written correctly.',
  3: 'A name in double quotes was expected here.',
  4: 'A value was expected here.',
  5: 'A colon (:) is missing after this name.',
  6: 'A comma is missing between two entries.',
  7: 'A closing brace } is missing.',
  8: 'A closing bracket ] is missing.',
  9: 'There is extra text after the end of the content.',
  10: 'This comment is not written correctly.',
  11: 'This comment is never closed.',
  12: 'This text in quotes is never closed.',
  13: 'This number ends too early.',
  14: 'This \\u code in the text is not valid.',
  15: 'This backslash code in the text is not valid.',
};

// jsonc-parser's code for a control character inside quotes; the sentence names the one found.
const INVALID_CHARACTER = 16;

function invalidCharacterMessage(quoted: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this names
  const found = /[\u0000-\u001f]/.exec(quoted)?.[0];
  if (found === '\t') return 'Text in quotes cannot contain a tab; write \\t instead.';
  if (found === '\n' || found === '\r')
    return 'Text in quotes cannot contain a line break; write \\n instead.';
  if (found === undefined) return 'Text in quotes holds a character that does not belong there.';
  const hex = found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return `Text in quotes holds an invisible control character (U+${hex}); remove it, or write it as \\u${hex}.`;
}

/** Parses JSON text tolerantly; never throws. */
export function parseJson(text: string): ParsedJson {
  const bom = text.charCodeAt(0) === 0xfeff;
  const body = bom ? text.slice(1) : text;
  const lineStarts = lineStartsOf(body);
  const problems: JsonProblem[] = [];
  const add = (problem: JsonProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };
  const at = (offset: number, length: number) => rangeAt(lineStarts, offset, length);

  const breach = scanTrivia(body, (kind, offset, length) => {
    add(
      kind === 'comment'
        ? {
            kind,
            message: 'This file has a comment, which this kind of file does not allow. Remove it.',
            range: at(offset, length),
          }
        : {
            kind,
            message: 'There is a comma after the last entry here. Remove it.',
            range: at(offset, length),
          },
    );
  });

  let root: Node | undefined;
  let syntaxErrors = 0;
  if (breach) {
    add(limitProblem(breach, at(breach.offset, 1)));
  } else {
    const errors: ParseError[] = [];
    root = parseTree(body, errors, { allowTrailingComma: true, disallowComments: false });
    syntaxErrors = errors.length;
    for (const error of errors) {
      const message =
        error.error === 4 && body.trim() === ''
          ? 'The file is empty.'
          : error.error === INVALID_CHARACTER
            ? invalidCharacterMessage(body.slice(error.offset, error.offset + error.length))
            : (syntaxMessages[error.error] ?? 'The file is not written correctly here.');
      add({ kind: 'syntax', message, range: at(error.offset, error.length) });
    }
  }

  const value = root ? nodeValue(root, '', { add, at }) : undefined;
  const parsed: ParsedJson = { text, value, problems, bom, eol: detectEol(body) };
  // The same conditions as json-edit's own parse: then an edit of this text can start from `root`.
  rememberParseTree(parsed, { root, lineStarts, editable: root !== undefined && syntaxErrors === 0 });
  return parsed;
}

/**
 * Reports comments and trailing commas through `report`; returns the limit the text goes beyond,
 * if any (the recursive parser must then not see it). One linear scan that stops at the limit.
 */
function scanTrivia(
  body: string,
  report: (kind: 'comment' | 'trailing-comma', offset: number, length: number) => void,
): ParseLimitBreach | undefined {
  let lastComma: number | undefined;
  return scanJsonWithinLimits(body, (token, offset, length) => {
    if (token === JSON_TOKEN.lineComment || token === JSON_TOKEN.blockComment) {
      report('comment', offset, length);
      return;
    }
    const closes = token === JSON_TOKEN.closeBrace || token === JSON_TOKEN.closeBracket;
    if (closes && lastComma !== undefined) report('trailing-comma', lastComma, 1);
    lastComma = token === JSON_TOKEN.comma ? offset : undefined;
  });
}

/** The problem that says a file goes beyond what the builder reads, and stops it being read. */
function limitProblem(breach: ParseLimitBreach, range: TextRange): JsonProblem {
  const max = groupDigits(breach.max);
  return breach.limit === 'depth'
    ? {
        kind: 'too-deep',
        message: `The content is nested more than ${max} levels deep, too deep to read.`,
        range,
      }
    : {
        kind: 'too-many-values',
        message: `The content holds more than ${max} values, more than the builder reads in one file.`,
        range,
      };
}

interface Reporter {
  add(problem: JsonProblem): void;
  at(offset: number, length: number): TextRange;
}

/** The plain value of a node; reports duplicate keys and numbers JavaScript would change. */
function nodeValue(node: Node, pointer: string, reporter: Reporter): unknown {
  switch (node.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (!keyNode || !valueNode || typeof keyNode.value !== 'string') continue;
        const key = keyNode.value;
        const childPointer = `${pointer}/${escapePointerSegment(key)}`;
        if (seen.has(key)) {
          reporter.add({
            kind: 'duplicate-key',
            message: `"${key}" appears more than once here; only the last one counts. Keep one.`,
            pointer: childPointer,
            range: reporter.at(keyNode.offset, keyNode.length),
          });
        }
        seen.add(key);
        // defineProperty, not assignment: assigning `__proto__` would change the prototype.
        Object.defineProperty(object, key, {
          value: nodeValue(valueNode, childPointer, reporter),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    }
    case 'array':
      return (node.children ?? []).map((child, index) => nodeValue(child, `${pointer}/${index}`, reporter));
    case 'number': {
      const value = node.value as number;
      const tooBig = !Number.isFinite(value);
      const inexact = Number.isInteger(value) && !Number.isSafeInteger(value);
      if (tooBig || inexact) {
        reporter.add({
          kind: 'unsafe-number',
          message: tooBig
            ? 'This number is too large to be read.'
            : 'This whole number is too large to be read exactly; write it in quotes as text if it is an identifier.',
          pointer,
          range: reporter.at(node.offset, node.length),
        });
      }
      return value;
    }
    default:
      return node.value;
  }
}

/** A JSON Pointer segment with `~` and `/` escaped (RFC 6901). */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A JSON Pointer from path segments, e.g. `['a/b', 0]` → `/a~1b/0`. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((segment) => `/${escapePointerSegment(String(segment))}`).join('');
}

/** The segments of a JSON Pointer, or `undefined` when it is not one (it must be '' or start with '/'). */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The node at a pointer, or the nearest existing ancestor; `exact` says which. */
function locate(parsed: ParsedJson, pointer: string) {
  const info = parseTreeOf(parsed);
  const segments = parsePointer(pointer);
  if (!info?.root || !segments) return undefined;
  let node: Node = info.root;
  let property: Node | undefined;
  for (const segment of segments) {
    const next = childOf(node, segment);
    if (!next) return { info, node, property, exact: false };
    ({ node, property } = next);
  }
  return { info, node, property, exact: true };
}

function childOf(node: Node, segment: string): { node: Node; property?: Node } | undefined {
  if (node.type === 'object') {
    // The last of duplicated keys, since that is the one readers keep.
    const properties = node.children ?? [];
    for (let i = properties.length - 1; i >= 0; i -= 1) {
      const property = properties[i];
      const [key, value] = property?.children ?? [];
      if (key?.value === segment && value) return { node: value, property };
    }
    return undefined;
  }
  if (node.type === 'array' && /^(0|[1-9][0-9]*)$/.test(segment)) {
    const child = node.children?.[Number(segment)];
    return child ? { node: child } : undefined;
  }
  return undefined;
}

/**
 * The range of the value at `pointer` (RFC 6901); when that member is missing, the range of
 * its nearest existing parent. `undefined` when the file holds no value or the pointer is malformed.
 */
export function rangeOf(parsed: ParsedJson, pointer: string): TextRange | undefined {
  const found = locate(parsed, pointer);
  if (!found) return undefined;
  return rangeAt(found.info.lineStarts, found.node.offset, found.node.length);
}

/**
 * The range of the member name at `pointer` (for "unknown member" and "duplicate" messages);
 * falls back to `rangeOf` for array elements, the root and missing members.
 */
export function keyRangeOf(parsed: ParsedJson, pointer: string): TextRange | undefined {
  const found = locate(parsed, pointer);
  if (!found) return undefined;
  const key = found.exact ? found.property?.children?.[0] : undefined;
  const node = key ?? found.node;
  return rangeAt(found.info.lineStarts, node.offset, node.length);
}

/** Whether `pointer` names a member that exists in the file. */
export function hasPointer(parsed: ParsedJson, pointer: string): boolean {
  return locate(parsed, pointer)?.exact === true;
}

/** Text for a JSON file the builder creates: two-space indent and a final newline. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2) ?? 'null'}\n`;
}

/** Whether `value` is a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An own member of a JSON object (never one inherited from Object.prototype, so `__proto__` is
 * harmless); `undefined` when `object` is not a JSON object, so reads can be chained.
 */
export function ownMember(object: unknown, key: string): unknown {
  return isJsonObject(object) && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

// Editing lives in its own module; re-exported so callers find the whole contract here.
export { editJson, editJsonValues, renameJsonKey, type JsonChange, type JsonEditOptions } from './json-edit';
export { JsonEditError } from './json-edit-tree';

/** Sets an own, enumerable member, even one called `__proto__` (plain assignment would not). */
export function setOwnMember(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
