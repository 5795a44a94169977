/**
 * Our validator's diagnostics, placed under the fields they are about. A diagnostic goes to the
 * field with the longest pointer that is its own or an ancestor of it, so a problem about
 * `/knowledge/0/accepts/1` shows under the file types of the first slot.
 */
import type { FileTree } from '../../model/file-tree';
import { solutionPathOf } from '../../model/plugin-manifest';
import type { Diagnostic } from '../../validate/diagnostic';

/** Diagnostics by the pointer of the field that shows them. */
export type ProblemsByField = Readonly<Record<string, readonly Diagnostic[]>>;

/** Whether `pointer` is `ancestor` or lies below it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/**
 * Whether a place is in the solution document (`file`, of `tree`), within one of `members`: how
 * a view says which of the document's members it edits.
 */
export function inSolutionMembers(
  tree: FileTree,
  file: string,
  pointer: string | undefined,
  members: readonly string[],
): boolean {
  return (
    pointer !== undefined &&
    members.some((member) => isWithin(pointer, member)) &&
    file === solutionPathOf(tree)
  );
}

/**
 * Places each diagnostic under the deepest of `fields` that contains its pointer; the rest (no
 * pointer, or outside every field) are `unplaced`.
 */
export function placeProblems(
  diagnostics: readonly Diagnostic[],
  fields: readonly string[],
): { byField: ProblemsByField; unplaced: Diagnostic[] } {
  const byField: Record<string, Diagnostic[]> = {};
  const unplaced: Diagnostic[] = [];
  const known = new Set(fields);
  for (const d of diagnostics) {
    const home = d.pointer === undefined ? undefined : deepestField(d.pointer, known);
    if (home === undefined) unplaced.push(d);
    else (byField[home] ??= []).push(d);
  }
  return { byField, unplaced };
}

function deepestField(pointer: string, known: ReadonlySet<string>): string | undefined {
  for (let at = pointer; ;) {
    if (known.has(at)) return at;
    if (at === '') return undefined;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}

/** The diagnostics of `file` whose pointer lies within one of `members` (top-level pointers). */
export function problemsWithin(
  diagnostics: readonly Diagnostic[],
  file: string,
  members: readonly string[],
): Diagnostic[] {
  return diagnostics.filter(
    (d) => d.file === file && d.pointer !== undefined && members.some((m) => isWithin(d.pointer!, m)),
  );
}

/** The worst severity in a list, for `aria-invalid` and colours (`undefined` when empty). */
export function worstSeverity(
  diagnostics: readonly Diagnostic[] | undefined,
): Diagnostic['severity'] | undefined {
  if (!diagnostics || diagnostics.length === 0) return undefined;
  if (diagnostics.some((d) => d.severity === 'error')) return 'error';
  return diagnostics.some((d) => d.severity === 'warning') ? 'warning' : 'info';
}

/**
 * Splits the problems of a `count`-item list at `pointer` by the item they are about
 * (`<pointer>/<index>` or below), in one pass: asking each of thousands of items for its own
 * problems costs items × problems. Problems about the list itself, or about an index it does not
 * have, are `rest`.
 */
export function problemsByItem(
  problems: readonly Diagnostic[],
  pointer: string,
  count: number,
): { byIndex: ReadonlyMap<number, readonly Diagnostic[]>; rest: readonly Diagnostic[] } {
  const byIndex = new Map<number, Diagnostic[]>();
  const rest: Diagnostic[] = [];
  const prefix = `${pointer}/`;
  for (const d of problems) {
    const index = d.pointer?.startsWith(prefix) ? itemIndex(d.pointer.slice(prefix.length)) : undefined;
    if (index === undefined || index >= count) rest.push(d);
    else {
      const list = byIndex.get(index);
      if (list) list.push(d);
      else byIndex.set(index, [d]);
    }
  }
  return { byIndex, rest };
}

function itemIndex(tail: string): number | undefined {
  const segment = tail.split('/', 1)[0]!;
  return /^(?:0|[1-9]\d*)$/.test(segment) ? Number(segment) : undefined;
}
