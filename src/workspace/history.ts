/**
 * Undo and redo as whole snapshots. Trees are immutable and share untouched entries, so keeping
 * hundreds of snapshots costs little. Pure: the caller passes the time, which keeps tests exact.
 */

/** How many steps back can be undone. */
export const HISTORY_LIMIT = 300;
/** Changes with the same group key closer together than this become one step (typing). */
export const GROUP_WINDOW_MS = 500;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The group of the newest step and when it was last extended; a new change in it merges. */
  readonly openGroup?: { readonly key: string; readonly at: number };
}

/** A fresh history whose only state is `present` (opening or restoring a solution). */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * Records `next` as the new present. With a `group` key equal to the open group's and within
 * GROUP_WINDOW_MS of its last change, the step is merged into the previous one. Redo is cleared.
 */
export function record<T>(history: History<T>, next: T, at: number, group?: string): History<T> {
  if (next === history.present) return history;
  const open = history.openGroup;
  const merges = group !== undefined && open?.key === group && at - open.at <= GROUP_WINDOW_MS;
  const past = merges ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return {
    past,
    present: next,
    future: [],
    ...(group !== undefined ? { openGroup: { key: group, at } } : {}),
  };
}

/** Replaces the present without a new step (for changes that must not enter history). */
export function replacePresent<T>(history: History<T>, next: T): History<T> {
  return { ...history, present: next };
}

/** Steps back one change; unchanged when there is nothing to undo. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

/** Steps forward one undone change; unchanged when there is nothing to redo. */
export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
