/**
 * The one place where raw ajv errors become diagnostics. A compiled validator (see
 * generated/schema-validators.js) checks a value; its errors are matched against the message
 * table in schema-messages.ts by document, keyword and instance path, and worded for a person.
 * Nothing else in the app reads ajv's own text.
 */
import type { Diagnostic } from './diagnostic';
import type { TextRange } from '../model/text-position';
import type { AjvError, CompiledValidator } from './generated/schema-validators';
import { diagnose, firstLine } from './rule';
import { MAX_PROBLEMS_PER_FILE, moreProblems } from './problem-cap';
import { matchPath } from './schema-labels';
import { FALLBACK_RULES, SCHEMA_MESSAGES, genericMessage } from './schema-messages';
import type { SchemaMessage } from './schema-table';

/** The documents whose schemas the table knows; an MCP server is checked against one variant. */
export type SchemaDocument = 'plugin' | 'mcp' | 'mcp-stdio' | 'mcp-remote' | 'solution' | 'skill';

/** What was validated and how to locate a pointer in its file. */
export interface SchemaTarget {
  readonly document: SchemaDocument;
  readonly file: string;
  /** The value the validator checked (for a server: the server's object). */
  readonly value: unknown;
  /** The pointer of `value` inside the file; '' for a whole document. */
  readonly base?: string;
  /** A solution document of a newer minor format: unknown members are expected, not wrong. */
  readonly newerMinor?: boolean;
  /** The range of the member at `pointer` (its name when `key`), or of its nearest parent. */
  readonly locate: (pointer: string, key: boolean) => TextRange | undefined;
}

/** One schema error, in the terms the message table uses. */
export interface SchemaIssue {
  readonly keyword: string;
  /** The instance path's segments relative to the target's value (the parent, for a member). */
  readonly path: readonly string[];
  /** For `required` and `additionalProperties`: the member that is missing or unknown. */
  readonly member?: string;
  /** The full pointer in the file of what the diagnostic is about. */
  readonly pointer: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The value at `path` (undefined when missing). */
  readonly value: unknown;
  readonly target: SchemaTarget;
}

/** Runs `validator` on the target's value and returns the translated diagnostics. */
export function checkSchema(validator: CompiledValidator, target: SchemaTarget): Diagnostic[] {
  let valid: boolean;
  try {
    valid = validator(target.value);
  } catch {
    // A compiled validator only reads plain data; this guards against a bug, not bad input.
    valid = true;
  }
  return valid ? [] : translateSchemaErrors(validator.errors ?? [], target);
}

/**
 * Translates ajv errors for `target`: one diagnostic per code and pointer, in the order ajv
 * reports them; errors the table drops (checked by a dedicated rule instead) give none.
 */
export function translateSchemaErrors(errors: readonly AjvError[], target: SchemaTarget): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  // Past the cap, errors are only counted: wording and locating each is what costs.
  const unlisted = { error: 0, warning: 0, info: 0 };
  for (const error of errors) {
    const issue = toIssue(error, target);
    if (!issue) continue;
    const entry = SCHEMA_MESSAGES.find((candidate) => matches(candidate, issue));
    const rule = entry ? resolveRule(entry, issue) : FALLBACK_RULES[target.document];
    if (!rule) continue;
    const key = `${rule.code}\u0000${issue.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (diagnostics.length >= MAX_PROBLEMS_PER_FILE) {
      unlisted[rule.severity] += 1;
      continue;
    }
    const message = entry ? entry.message(issue) : genericMessage(issue);
    const isMember = issue.member !== undefined;
    const located = target.locate(issue.pointer, isMember);
    const range = issue.keyword === 'required' ? firstLine(located) : located;
    diagnostics.push(
      diagnose(rule, target.file, message, { pointer: issue.pointer, range, fix: entry?.fix?.(issue) }),
    );
  }
  if (unlisted.error > 0) diagnostics.push(moreProblems(target.file, 'error', unlisted.error));
  if (unlisted.warning > 0) diagnostics.push(moreProblems(target.file, 'warning', unlisted.warning));
  return diagnostics;
}

function resolveRule(entry: SchemaMessage, issue: SchemaIssue) {
  return typeof entry.rule === 'function' ? entry.rule(issue) : entry.rule;
}

function toIssue(error: AjvError, target: SchemaTarget): SchemaIssue | undefined {
  // ajv reports a bad property name twice (the `not` inside and `propertyNames` around it).
  if ((error as { propertyName?: unknown }).propertyName !== undefined && error.keyword !== 'propertyNames') {
    return undefined;
  }
  const path = splitPointer(error.instancePath);
  const base = target.base ?? '';
  let member: string | undefined;
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    member = error.params.missingProperty;
  } else if (
    error.keyword === 'additionalProperties' &&
    typeof error.params.additionalProperty === 'string'
  ) {
    member = error.params.additionalProperty;
  } else if (error.keyword === 'propertyNames' && typeof error.params.propertyName === 'string') {
    member = error.params.propertyName;
  }
  const full = member === undefined ? path : [...path, member];
  return {
    keyword: error.keyword,
    path,
    ...(member !== undefined ? { member } : {}),
    pointer: base + full.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join(''),
    params: error.params,
    value: valueAt(target.value, path),
    target,
  };
}

function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function matches(entry: SchemaMessage, issue: SchemaIssue): boolean {
  if (entry.document !== issue.target.document) return false;
  if (entry.keyword !== undefined && !entry.keyword.split('|').includes(issue.keyword)) return false;
  if (entry.member !== undefined && entry.member !== issue.member) return false;
  if (!alternatives(entry.path).some((pattern) => matchPath(pattern, issue.path))) return false;
  return entry.when ? entry.when(issue) : true;
}

const splitAlternatives = new Map<string, readonly string[]>();

// A table entry's `a|b` alternatives, split once: matching runs once per schema error.
function alternatives(paths: string): readonly string[] {
  let split = splitAlternatives.get(paths);
  if (!split) {
    split = paths.split('|');
    splitAlternatives.set(paths, split);
  }
  return split;
}
