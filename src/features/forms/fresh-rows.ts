/**
 * Rows a person has just added (a starter, an example, a document) and not left yet. A new row is
 * empty by nature, so its problems are shown as "to fill in", not as errors, until focus leaves
 * the row or the person asks to export. The state is the page's, not the solution's: it is never
 * saved and one workspace is open at a time.
 */
import { useSyncExternalStore, type FocusEvent } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import { isWithin } from './problems';

/** A row by its file and the pointer of its item (`/starters/3`). */
export interface FreshRow {
  readonly file: string;
  readonly pointer: string;
}

let rows: readonly FreshRow[] = [];
const listeners = new Set<() => void>();

function set(next: readonly FreshRow[]): void {
  if (next === rows) return;
  rows = next;
  for (const listener of listeners) listener();
}

/** Marks the row at `pointer` of `file` as just added. */
export function markFresh(file: string, pointer: string): void {
  set([...rows.filter((r) => !(r.file === file && r.pointer === pointer)), { file, pointer }]);
}

/**
 * Ends the grace of every fresh row within `pointer` (the row itself, or a list whose items
 * moved or were removed: its pointers no longer name the rows that were added).
 */
export function settleWithin(file: string, pointer: string): void {
  const next = rows.filter((r) => !(r.file === file && isWithin(r.pointer, pointer)));
  if (next.length !== rows.length) set(next);
}

/** Ends every grace: the person asked to export, or another solution is opened. */
export function settleAll(): void {
  if (rows.length > 0) set([]);
}

/** The fresh rows now. */
export function currentFreshRows(): readonly FreshRow[] {
  return rows;
}

/** The fresh rows, re-rendering when they change. */
export function useFreshRows(): readonly FreshRow[] {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentFreshRows);
}

/**
 * `onBlur` for a row's element: settles the row once focus leaves it (not when it moves inside).
 * Focus leaves on pointer down; settling then would change the counts and move the page under
 * the pointer before the click lands (a wrapped header at 390 px), so it waits for the pointer.
 */
export function settleOnLeave(file: string, pointer: string) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    afterPointer(() => settleWithin(file, pointer));
  };
}

let pointerDown = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pointerDown = true), true);
  window.addEventListener('pointerup', () => (pointerDown = false), true);
  window.addEventListener('pointercancel', () => (pointerDown = false), true);
}

function afterPointer(action: () => void): void {
  if (!pointerDown) return action();
  // The click follows the pointer's release in the same task; run after it.
  const release = () => {
    window.removeEventListener('pointerup', release, true);
    window.removeEventListener('pointercancel', release, true);
    setTimeout(action, 0);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

const toFillIn = new WeakSet<Diagnostic>();

/** Whether a diagnostic is shown as "to fill in" (made by `showFreshRows`). */
export function isToFillIn(d: Diagnostic): boolean {
  return toFillIn.has(d);
}

/**
 * The diagnostics as shown: an error or warning within a fresh row becomes a note marked "to
 * fill in", so neither the field, the Problems panel nor the header counts call it an error.
 */
export function showFreshRows(
  diagnostics: readonly Diagnostic[],
  fresh: readonly FreshRow[],
): readonly Diagnostic[] {
  if (fresh.length === 0) return diagnostics;
  return diagnostics.map((d) => {
    const inFresh =
      d.pointer !== undefined && fresh.some((r) => r.file === d.file && isWithin(d.pointer!, r.pointer));
    if (!inFresh) return d;
    const shown: Diagnostic = { ...d, severity: 'info' };
    toFillIn.add(shown);
    return shown;
  });
}
