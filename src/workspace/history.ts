/**
 * Undo and redo as a record of changes, not copies: each step keeps only the entries a change
 * replaced (before and after), so memory grows with what was edited, not with the size of the
 * tree. Pure: the caller passes the time, which keeps tests exact.
 */
import type { FileTree, TreeEntry } from '../model/file-tree';
import type { Place } from './views';

/** How many steps back can be undone. */
export const HISTORY_LIMIT = 300;
/** Changes with the same group key closer together than this become one step (typing). */
export const GROUP_WINDOW_MS = 500;

/** One entry a step changed: what it was before and after (`undefined`: there was none). */
export interface EntryChange {
  readonly before: TreeEntry | undefined;
  readonly after: TreeEntry | undefined;
}

/**
 * One undo step: the entries it changed, by path, and the place the change said it was made at
 * (the field a form edit was typed in), where undo and redo put the focus without comparing files.
 */
export interface Step {
  readonly entries: ReadonlyMap<string, EntryChange>;
  readonly place?: Place;
}

export interface History {
  readonly past: readonly Step[];
  readonly present: FileTree;
  readonly future: readonly Step[];
  /** The group of the newest step and when it was last extended; a new change in it merges. */
  readonly openGroup?: { readonly key: string; readonly at: number };
}

/** A fresh history whose only state is `present` (opening or restoring a solution). */
export function startHistory(present: FileTree): History {
  return { past: [], present, future: [] };
}

/**
 * Records `next` as the new present, made at `place` when the change said where. With a `group`
 * key equal to the open group's and within GROUP_WINDOW_MS of its last change, the step is merged
 * into the previous one. Redo is cleared.
 */
export function record(history: History, next: FileTree, at: number, group?: string, place?: Place): History {
  if (next === history.present) return history;
  const step = stepBetween(history.present, next, place);
  const open = history.openGroup;
  const merges =
    group !== undefined && open?.key === group && at - open.at <= GROUP_WINDOW_MS && history.past.length > 0;
  const past = merges
    ? [...history.past.slice(0, -1), mergeSteps(history.past.at(-1)!, step)]
    : [...history.past, step].slice(-HISTORY_LIMIT);
  return {
    past,
    present: next,
    future: [],
    ...(group !== undefined ? { openGroup: { key: group, at } } : {}),
  };
}

/**
 * Makes `next` the present without an undo step: a change that stays out of undo (changes
 * recovered from the journal on opening). Undo and redo must never take it back, so the steps
 * forget the files it replaced (they start again from what it wrote) and a step left with nothing
 * goes. The open group closes: its step may be gone, and typing on must not merge into another.
 */
export function keepOutOfUndo(history: History, next: FileTree): History {
  if (next === history.present) return history;
  const touched = stepBetween(history.present, next, undefined).entries;
  const without = (steps: readonly Step[]) =>
    steps.flatMap((step) => {
      const entries = new Map([...step.entries].filter(([path]) => !touched.has(path)));
      if (entries.size === step.entries.size) return [step];
      if (entries.size === 0) return [];
      return [step.place ? { entries, place: step.place } : { entries }];
    });
  return { past: without(history.past), present: next, future: without(history.future) };
}

/** Steps back one change; unchanged when there is nothing to undo. */
export function undo(history: History): History {
  const step = history.past.at(-1);
  if (step === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: apply(history.present, step, 'before'),
    future: [step, ...history.future],
  };
}

/** Steps forward one undone change; unchanged when there is nothing to redo. */
export function redo(history: History): History {
  const [step, ...rest] = history.future;
  if (step === undefined) return history;
  return { past: [...history.past, step], present: apply(history.present, step, 'after'), future: rest };
}

/** The place the step that `undo` would take back was made at, when its change said. */
export function undoPlace(history: History): Place | undefined {
  return history.past.at(-1)?.place;
}

/** The place the step that `redo` would make again was made at, when its change said. */
export function redoPlace(history: History): Place | undefined {
  return history.future[0]?.place;
}

/** The entries that differ between two trees (by identity: untouched entries are shared). */
function stepBetween(before: FileTree, after: FileTree, place: Place | undefined): Step {
  const entries = new Map<string, EntryChange>();
  for (const [path, entry] of after) {
    const old = before.get(path);
    if (old !== entry) entries.set(path, { before: old, after: entry });
  }
  for (const [path, entry] of before)
    if (!after.has(path)) entries.set(path, { before: entry, after: undefined });
  return place ? { entries, place } : { entries };
}

/** One step doing `first` then `second` (typing in one field: the place is the first's). */
function mergeSteps(first: Step, second: Step): Step {
  const merged = new Map(first.entries);
  for (const [path, change] of second.entries) {
    const earlier = first.entries.get(path);
    merged.set(path, { before: earlier ? earlier.before : change.before, after: change.after });
  }
  const place = first.place ?? second.place;
  return place ? { entries: merged, place } : { entries: merged };
}

function apply(tree: FileTree, step: Step, side: 'before' | 'after'): FileTree {
  const next = new Map(tree);
  for (const [path, change] of step.entries) {
    const entry = change[side];
    if (entry === undefined) next.delete(path);
    else next.set(path, entry);
  }
  return next;
}
