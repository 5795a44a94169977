import type { FileTree } from '../model/file-tree';
import { diffTrees } from './tree-diff';
import type { SolutionId } from './ids';
import type { SaveMeta, SaveTarget } from './save-changes';
import { notSavedSentence, toStorageError, type StorageErrorCode } from './storage-error';
import { removeJournal, writeJournal, type JournalStorage } from './journal';

/** What the header shows: "Saved", "Saving…", or the failure sentence as it is. */
export type SaveStatus = 'saved' | 'saving' | { readonly failed: string };

export interface AutosaverOptions {
  /** Where saves go: the library. */
  readonly target: SaveTarget;
  readonly id: SolutionId;
  /** What storage holds now: `library.open()`'s or `create()`'s result; omit when nothing is stored yet. */
  readonly stored?: { readonly tree: FileTree; readonly owner?: string; readonly revision?: number };
  /**
   * Where every change is written down synchronously until a save stores it, and the tab id that
   * signs it; without it nothing is journaled (tests of saving alone).
   */
  readonly journal?: { readonly storage: JournalStorage; readonly writer: string };
  /**
   * Tells the saver when storage was taken away under it (`library.onStorageLost`): it then
   * writes the whole solution again at once.
   */
  readonly storageLost?: (listener: () => void) => () => void;
  /** Called when a save had to write the whole solution again because storage had lost it. */
  readonly onStoredAgain?: () => void;
  /** The library title if the first save has to create the solution. */
  readonly titleIfNew?: string;
  /**
   * The problem count to list for a tree, asked when that tree is written (not at every change),
   * for saves whose meta gives none.
   */
  readonly countProblems?: (tree: FileTree) => number;
  /** Quiet time after the last change before writing (default 400 ms). */
  readonly debounceMs?: number;
  /** Longest a change waits while changes keep coming (default 1 s), so long typing is still saved. */
  readonly maxWaitMs?: number;
  /** First wait before retrying a failed save with no new change; doubles up to a minute. */
  readonly retryMs?: number;
  /**
   * How long a write may go unanswered before the status stops saying "Saving…" and says the work
   * is not being saved on this device (default 5 s); it says "Saved" again once storage answers.
   */
  readonly noAnswerMs?: number;
  readonly now?: () => number;
}

/** Where the person is, given at every change; the problem count may be left to `countProblems`. */
export type SavePlace = Omit<SaveMeta, 'problemCount'> & { readonly problemCount?: number };

/** Saves one open solution in the background. No method throws; failures show in the status. */
export interface Autosaver {
  readonly id: SolutionId;
  /** Call after every change (tree, view or open file). Returns at once; writing happens later. */
  save(tree: FileTree, meta: SavePlace): void;
  /** Writes what is pending now and resolves with the resulting status (for pagehide, closing). */
  flush(): Promise<SaveStatus>;
  status(): SaveStatus;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: SaveStatus) => void): () => void;
  /** True while some change is not confirmed stored: waiting, being written, or failed. */
  hasUnsavedChanges(): boolean;
  /** The newest tree and meta not confirmed stored (to offer "keep as a copy"); `undefined` when all is saved. */
  unsaved(): { readonly tree: FileTree; readonly meta: SavePlace } | undefined;
  /**
   * Stops writing for good: ownership moved to another tab, or the solution is being closed
   * (flush first). Later changes are still kept in memory and reported as not saved.
   */
  stop(): void;
}

interface Pending {
  readonly tree: FileTree;
  readonly meta: SavePlace;
  /** When the tree last changed; `undefined` when only the view or open file did. */
  readonly changedAt: number | undefined;
}

const MAX_RETRY_MS = 60_000;

/**
 * Creates the autosaver for one solution. Each write sends only the entries that differ by
 * identity from the last tree confirmed stored; while storage fails, that base stays put, so the
 * next successful write carries every change made in the meantime.
 */
export function createAutosaver(options: AutosaverOptions): Autosaver {
  const { target, id } = options;
  const debounceMs = options.debounceMs ?? 400;
  const maxWaitMs = options.maxWaitMs ?? 1000;
  const firstRetryMs = options.retryMs ?? 5000;
  const noAnswerMs = options.noAnswerMs ?? 5000;
  const now = options.now ?? Date.now;
  const titleIfNew = options.titleIfNew ?? 'Untitled solution';
  const countProblems = options.countProblems ?? (() => 0);

  let base = options.stored?.tree;
  let baseMeta: SavePlace | undefined;
  let expectedOwner = options.stored?.owner;
  let revision = options.stored?.revision;
  let pending: Pending | undefined;
  let running: Promise<void> | undefined;
  /** The tree the write in flight stores. */
  let writing: FileTree | undefined;
  let stopped = false;
  // A solution storage does not hold yet is not saved: until its first write lands, the header
  // says "Saving…" and closing the page warns, however long that first write waits to start.
  let current: SaveStatus = options.stored ? 'saved' : 'saving';
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let maxWaitTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  const listeners = new Set<(status: SaveStatus) => void>();

  function setStatus(next: SaveStatus): void {
    const same =
      typeof next === 'string'
        ? next === current
        : typeof current !== 'string' && current.failed === next.failed;
    if (same) return;
    current = next;
    for (const listener of listeners) listener(current);
  }

  /**
   * Brings the journal up to date with what is pending: written while changes wait, removed once
   * everything is stored. While a write is in flight it also holds the changes against the tree
   * that write stores: a page gone before the write's answer finds either revision stored. A
   * stopped saver (another tab owns the solution) leaves it alone.
   */
  function journalPending(): void {
    const { journal } = options;
    if (!journal || stopped) return;
    const latest = pending?.tree ?? writing;
    const diff = latest && diffTrees(base ?? new Map(), latest);
    if (!diff || (diff.put.length === 0 && diff.remove.length === 0))
      return removeJournal(journal.storage, id);
    const landing = writing && {
      revision: (revision ?? 0) + 1,
      tree: writing,
      diff: diffTrees(writing, latest),
    };
    writeJournal(journal.storage, id, { owner: journal.writer, revision, diff }, base, landing);
  }

  function fail(code: StorageErrorCode): void {
    setStatus({ failed: notSavedSentence(code) });
  }

  function clearTimers(): void {
    clearTimeout(debounceTimer);
    clearTimeout(maxWaitTimer);
    clearTimeout(retryTimer);
    debounceTimer = maxWaitTimer = retryTimer = undefined;
  }

  function schedule(): void {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void run(), debounceMs);
    maxWaitTimer ??= setTimeout(() => void run(), maxWaitMs);
  }

  /** Writes the newest pending state; one write at a time, the next one starts when it ends. */
  function run(): Promise<void> {
    if (running) return running;
    clearTimers();
    const snapshot = pending;
    if (!snapshot || stopped) return Promise.resolve();
    writing = snapshot.tree;
    journalPending();
    // Storage that never answers (a stuck database, a browser busy elsewhere) must not leave
    // "Saving…" on screen: after a bounded wait with no answer the status says the work is not
    // being kept. A long write that storage keeps answering (a large plugin's first) is not stuck.
    let noAnswer = setTimeout(() => fail('no-answer'), noAnswerMs);
    const answered = () => {
      clearTimeout(noAnswer);
      noAnswer = setTimeout(() => fail('no-answer'), noAnswerMs);
    };
    running = write(snapshot, answered).finally(() => {
      clearTimeout(noAnswer);
      running = undefined;
      // Changes made during the write wait their own debounce, like any other change.
      if (pending && !stopped && current === 'saving') schedule();
    });
    return running;
  }

  async function write(snapshot: Pending, answered: () => void): Promise<void> {
    try {
      const receipt = await target.saveChanges({
        answered,
        id,
        base,
        tree: snapshot.tree,
        meta: { ...snapshot.meta, problemCount: snapshot.meta.problemCount ?? countProblems(snapshot.tree) },
        changedAt: snapshot.changedAt,
        expectedOwner,
        titleIfNew,
      });
      base = snapshot.tree;
      baseMeta = snapshot.meta;
      if (receipt.rewritten) options.onStoredAgain?.();
      expectedOwner = receipt.owner;
      revision = receipt.revision;
      retryMs = firstRetryMs;
      writing = undefined;
      if (pending === snapshot) pending = undefined;
      journalPending();
      setStatus(pending ? 'saving' : 'saved');
    } catch (error) {
      const { code } = toStorageError(error);
      // Another tab owns the solution now, or a newer build changed the database: writing again
      // could only overwrite someone's work, so this tab stops and says so.
      if (code === 'taken-over' || code === 'newer-version') stopped = true;
      writing = undefined;
      journalPending();
      fail(code);
      if (!stopped) {
        retryTimer = setTimeout(() => void run(), retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    }
  }

  // Storage was deleted under the open solution: what it held is gone, so everything is written
  // again now (the save finds no stored record and writes every entry), not at the next change.
  const stopWatchingStorage = options.storageLost?.(() => {
    if (stopped || !base) return;
    pending ??= { tree: base, meta: baseMeta ?? { problemCount: 0 }, changedAt: undefined };
    setStatus('saving');
    void run();
  });

  return {
    id,

    save(tree, meta) {
      const latestTree = pending?.tree ?? base;
      const treeChanged = tree !== latestTree;
      const latestMeta = pending?.meta ?? baseMeta;
      if (!treeChanged && latestMeta && sameMeta(meta, latestMeta)) return;
      pending = { tree, meta, changedAt: treeChanged ? now() : pending?.changedAt };
      if (stopped) return fail('taken-over');
      if (treeChanged) journalPending();
      // While failing, the failure stays on screen until a write succeeds: "Saving…" flashing
      // between attempts would suggest the work is safe.
      if (typeof current === 'string') setStatus('saving');
      schedule();
    },

    async flush() {
      while (!stopped) {
        if (running) await running;
        else if (pending) {
          await run();
          if (typeof current !== 'string') break;
        } else break;
      }
      return current;
    },

    status: () => current,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    hasUnsavedChanges: () => pending !== undefined || running !== undefined || base === undefined,

    unsaved: () => (pending ? { tree: pending.tree, meta: pending.meta } : undefined),

    stop() {
      stopped = true;
      stopWatchingStorage?.();
      clearTimers();
      if (pending) fail('taken-over');
    },
  };
}

function sameMeta(a: SavePlace, b: SavePlace): boolean {
  return a.view === b.view && a.openFile === b.openFile && a.problemCount === b.problemCount;
}
