/**
 * The one place where raw ajv errors become diagnostics. A compiled validator (see
 * generated/schema-validators.js) checks a value; its errors are matched against the message
 * table in schema-messages.ts by document, keyword and instance path, and worded for a person.
 * Nothing else in the app reads ajv's own text.
 */
import type { Diagnostic, QuickFix } from './diagnostic';
import type { AjvError, CompiledValidator } from './generated/schema-validators';
import { diagnose, firstLine } from './rule';
import { MAX_PROBLEMS_PER_FILE, moreProblems } from './problem-cap';
import { matchPath } from './schema-labels';
import { FALLBACK_RULES, SCHEMA_MESSAGES, genericMessage } from './schema-messages';
import type { SchemaMessage } from './schema-table';
import type { SchemaDocument, SchemaIssue, SchemaTarget } from './schema-issue';

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
 *
 * The work past the cap stays small: a list of a million invalid items gives a million errors
 * of a handful of shapes. The table rows that could match an error are looked up once per shape
 * (see `shapeOf`), and an error past the cap is only classified (its rule, for the count) and
 * de-duplicated; it is not worded, located, or walked to its value unless a row's condition needs it.
 */
export function translateSchemaErrors(errors: readonly AjvError[], target: SchemaTarget): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const rowsByShape = new Map<string, readonly SchemaMessage[]>();
  const table = tableOf(target.document);
  const base = target.base ?? '';
  // Past the cap, errors are only counted: wording and locating each is what costs.
  const unlisted = { error: 0, warning: 0, info: 0 };
  for (const error of errors) {
    if (doubleReported(error)) continue;
    const member = memberOf(error);
    const shape = shapeOf(table, error.keyword, member, error.instancePath);
    let rows = rowsByShape.get(shape);
    if (!rows) {
      rows = table.rows.filter((candidate) =>
        structurallyMatches(candidate, error.keyword, member, error.instancePath),
      );
      rowsByShape.set(shape, rows);
    }
    const listing = diagnostics.length < MAX_PROBLEMS_PER_FILE;
    let built: SchemaIssue | undefined;
    const issue = (): SchemaIssue => (built ??= toIssue(error, member, target));
    if (listing) issue();
    const entry = rows.find((candidate) => (candidate.when ? candidate.when(issue()) : true));
    const rule = entry ? resolveRule(entry, issue) : FALLBACK_RULES[target.document];
    if (!rule) continue;
    const key = `${rule.code}\u0000${pointerOf(base, error.instancePath, member)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!listing) {
      unlisted[rule.severity] += 1;
      continue;
    }
    const listed = issue();
    const message = entry ? entry.message(listed) : genericMessage(listed);
    const located = target.locate(listed.pointer, member !== undefined);
    const range = listed.keyword === 'required' ? firstLine(located) : located;
    const fix = entry?.fix?.(listed);
    diagnostics.push(
      diagnose(rule, target.file, message, {
        pointer: listed.pointer,
        range,
        ...(Array.isArray(fix) ? { fixes: fix } : { fix: fix as QuickFix | undefined }),
      }),
    );
  }
  if (unlisted.error > 0) diagnostics.push(moreProblems(target.file, 'error', unlisted.error));
  if (unlisted.warning > 0) diagnostics.push(moreProblems(target.file, 'warning', unlisted.warning));
  return diagnostics;
}

function resolveRule(entry: SchemaMessage, issue: () => SchemaIssue) {
  return typeof entry.rule === 'function' ? entry.rule(issue()) : entry.rule;
}

// ajv reports a bad property name twice (the `not` inside and `propertyNames` around it).
function doubleReported(error: AjvError): boolean {
  return (
    (error as { propertyName?: unknown }).propertyName !== undefined && error.keyword !== 'propertyNames'
  );
}

/** For `required`, `additionalProperties` and `propertyNames`: the member the error is about. */
function memberOf(error: AjvError): string | undefined {
  const { keyword, params } = error;
  if (keyword === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  if (keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return params.additionalProperty;
  }
  if (keyword === 'propertyNames' && typeof params.propertyName === 'string') return params.propertyName;
  return undefined;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

// The same pointer `toIssue` builds (ajv's instance paths are already escaped), without splitting.
function pointerOf(base: string, instancePath: string, member: string | undefined): string {
  return member === undefined ? base + instancePath : `${base}${instancePath}/${escapeSegment(member)}`;
}

function toIssue(error: AjvError, member: string | undefined, target: SchemaTarget): SchemaIssue {
  const path = splitPointer(error.instancePath);
  const base = target.base ?? '';
  const full = member === undefined ? path : [...path, member];
  return {
    keyword: error.keyword,
    path,
    ...(member !== undefined ? { member } : {}),
    pointer: base + full.map((segment) => `/${escapeSegment(segment)}`).join(''),
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

/** One document's rows of the message table, and the words its rows name literally. */
interface DocumentTable {
  readonly rows: readonly SchemaMessage[];
  /** Every literal segment of the rows' paths (not `*` or `**`). */
  readonly segments: ReadonlySet<string>;
  /** Every member a row names. */
  readonly members: ReadonlySet<string>;
}

const tables = new Map<SchemaDocument, DocumentTable>();

function tableOf(document: SchemaDocument): DocumentTable {
  let table = tables.get(document);
  if (!table) {
    const rows = SCHEMA_MESSAGES.filter((entry) => entry.document === document);
    const segments = new Set<string>();
    const members = new Set<string>();
    for (const row of rows) {
      if (row.member !== undefined) members.add(row.member);
      for (const pattern of alternatives(row.path)) {
        for (const part of pattern.split('/').slice(1)) if (part !== '*' && part !== '**') segments.add(part);
      }
    }
    table = { rows, segments, members };
    tables.set(document, table);
  }
  return table;
}

/**
 * What decides which rows can match an error, and nothing else: its keyword, its member when a
 * row names that member, and its instance path with every segment no row names literally
 * written as `*` (such a segment can only meet a row's `*` or `**`). So `/keywords/7` and
 * `/keywords/8` share a shape, and the table is searched once for both.
 */
function shapeOf(
  table: DocumentTable,
  keyword: string,
  member: string | undefined,
  instancePath: string,
): string {
  const memberPart = member !== undefined && table.members.has(member) ? `=${member}` : '';
  let path = '';
  if (instancePath !== '') {
    for (const raw of instancePath.slice(1).split('/')) {
      const segment = raw.includes('~') ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw;
      path += table.segments.has(segment) ? `/${escapeSegment(segment)}` : '\u0000';
    }
  }
  return `${keyword}\u0000${memberPart}\u0000${path}`;
}

/** Whether a row matches an error on everything but its `when` condition. */
function structurallyMatches(
  entry: SchemaMessage,
  keyword: string,
  member: string | undefined,
  instancePath: string,
): boolean {
  if (entry.keyword !== undefined && !entry.keyword.split('|').includes(keyword)) return false;
  if (entry.member !== undefined && entry.member !== member) return false;
  const path = splitPointer(instancePath);
  return alternatives(entry.path).some((pattern) => matchPath(pattern, path));
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
