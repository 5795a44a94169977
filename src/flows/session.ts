/**
 * The session: an open solution tied to storage — the workspace store, its autosaver and this
 * tab's ownership of it — and its three moves: open a new solution, reopen a stored one (with the
 * journal of changes not stored yet, when it applies), and take one over from another tab. The
 * page reaches it only through ports (the library, the other tabs, where the journal is written,
 * the clock), so Node tests drive it with fake-indexeddb and fake tabs.
 */
import type { FileTree } from '../model/file-tree';
import type { PluginKind } from '../model/plugin-root';
import { solutionHeadline } from '../model/solution-headline';
import { isSmallSolution } from '../model/small-solution';
import { countBySeverity } from '../validate/diagnostic';
import { prepareValidation, validate } from '../validate/validate';
import { createAutosaver, type Autosaver, type SaveStatus } from '../persist/autosaver';
import { newSolutionId, type SolutionId } from '../persist/ids';
import {
  applyJournal,
  journalApplies,
  takeJournal,
  type DamagedJournal,
  type JournalStorage,
} from '../persist/journal';
import type { Library } from '../persist/library';
import { claimOwnership, type Ownership, type OwnershipState } from '../persist/ownership';
import type { TabCoordination } from '../persist/tab-coordination';
import { createWorkspaceStore, type WorkspaceStore } from '../workspace/store';
import type { ViewPlaces } from '../workspace/views';
import { createListeners, type Listeners } from '../workspace/listeners';
import type { NoticeText } from './notice-text';
import { firstViewOf } from './first-view';

export interface SolutionSession {
  readonly id: SolutionId;
  readonly store: WorkspaceStore;
  readonly pluginKind: PluginKind;
  /** Whether it was a small solution when opened (model/small-solution.ts): the page draws it at once. */
  readonly small: boolean;
  /** Notes from opening it, shown once above the workspace, each with its technical detail if any. */
  readonly warnings: readonly NoticeText[];
  /** Save state for the header; `undefined` while nothing is being saved (read-only). */
  saveStatus(): SaveStatus | undefined;
  subscribeSaveStatus(listener: () => void): () => void;
  ownership(): OwnershipState;
  subscribeOwnership(listener: () => void): () => void;
  /** Whether some work exists only in memory (not confirmed stored). */
  hasUnsavedChanges(): boolean;
  /** Calls `listener` when storage had been cleared under the solution and all of it was saved again. */
  subscribeStoredAgain(listener: () => void): () => void;
  /** Records that the current tree was exported. */
  markExported(): void;
  /** Says the workspace and its view are drawn: the first save of a solution just opened starts then. */
  drawn(): void;
  /** Saves what is pending, lets go of the solution, and stops saving. */
  close(): Promise<void>;
}

/** A stored solution that was not opened because nothing of it could be read, and the sentence that says so. */
export interface Unreadable {
  readonly unreadable: string;
}

/** Where a stored solution reopens: its first view (its last place failed to show), or where this tab was looking. */
export interface ReopenOptions {
  readonly atFirstView?: boolean;
  readonly at?: { readonly view: string; readonly openFile?: string | undefined };
}

/** Time as the session needs it: the page's frames and timers, or a test's hand. */
export interface SessionClock {
  /** Runs `then` once the next frame is drawn; returns what cancels it. */
  afterNextFrame(then: () => void): () => void;
  /** Runs `then` after `ms` milliseconds. */
  after(ms: number, then: () => void): void;
}

/** What the session reaches outside itself. */
export interface SessionPorts {
  /** The solutions kept in this browser (persist's library; over fake-indexeddb in tests). */
  readonly library: Library;
  /** Web Locks and channels to the other tabs: the browser's when left out, fake tabs in tests. */
  readonly tabs?: TabCoordination;
  /** Where changes not stored yet are written down at once (the page's localStorage). */
  readonly storage: JournalStorage;
  /** The registered views, in navigation order. */
  readonly views: readonly ViewPlaces[];
  readonly clock: SessionClock;
  /**
   * What the page adds while a session is open (typed changes drawn before the next input, saving
   * when the page is hidden); returns what removes it.
   */
  readonly attach?: (store: WorkspaceStore, saver: Autosaver | undefined) => () => void;
}

/**
 * A new solution's id and this tab's claim on it, which can be made before its session starts
 * (while the person chooses what to open): the lock is answered after a round trip to the browser,
 * some 3–6 ms, which a session started with a claim made ahead no longer waits for. Nobody else
 * knows the id, so the claim is granted; until a session takes it, it locks a name no solution has.
 */
export interface NewClaim {
  readonly id: SolutionId;
  readonly ownership: Promise<Ownership>;
  /** What runs before the solution is handed over to another tab: its session's flush, once it has one. */
  flushBeforeHandOver(flush: () => Promise<unknown>): void;
}

/** Claims a new solution's id for this tab (see `NewClaim`). */
export function claimNew(ports: SessionPorts): NewClaim {
  const id = newSolutionId();
  let flush = (): Promise<unknown> => Promise.resolve();
  return {
    id,
    ownership: claim(ports, id, () => flush()),
    flushBeforeHandOver(sessionFlush) {
      flush = sessionFlush;
    },
  };
}

/**
 * Starts a session for a tree that is not stored yet (new, template, import), under `claimed`, or
 * a claim made now.
 */
export async function startNewSession(
  ports: SessionPorts,
  tree: FileTree,
  pluginKind: PluginKind,
  warnings: readonly NoticeText[],
  claimed: NewClaim = claimNew(ports),
): Promise<SolutionSession> {
  const { library } = ports;
  const { id } = claimed;
  const store = createWorkspaceStore(tree, {
    views: ports.views,
    view: firstViewOf({ tree, views: ports.views, pluginKind }),
    soon: ports.clock.afterNextFrame,
  });
  const storedAgain = createListeners();
  const saver = createAutosaver({
    target: library,
    id,
    titleIfNew: solutionHeadline(tree).title,
    countProblems: problemCount,
    ...savingOfTab(ports, id, storedAgain),
  });
  // Taking over from this tab must carry its last edits too: it flushes before letting go.
  claimed.flushBeforeHandOver(() => saver.flush());
  const ownership = await claimed.ownership;
  void library.setLastOpen(id).catch(() => undefined);
  return bind(ports, { id, store, pluginKind, warnings, ownership, saver, saveNow: true, storedAgain });
}

/**
 * Reopens a stored solution where the person left it (or as `options` say). When another tab has
 * it open, the session is read-only until `takeOver`, after which the shell opens it again.
 * `undefined` when it is gone.
 */
export async function openStoredSession(
  ports: SessionPorts,
  id: SolutionId,
  options: ReopenOptions = {},
): Promise<SolutionSession | Unreadable | undefined> {
  const { library } = ports;
  let saver: Autosaver | undefined;
  const ownership = await claim(ports, id, async () => saver?.flush());
  const owner = ownership.state() === 'owner';
  const stored = await library.open(id, { claim: owner });
  if (!stored) {
    await ownership.release();
    return undefined;
  }
  if (stored.tree.size === 0 && (stored.filesLost || stored.setAside.length > 0)) {
    // An empty solution in its place would be saved over it: say so and keep the record.
    await ownership.release();
    return {
      unreadable: `“${stored.title}” could not be opened: its files could not be read from this browser's storage. It is kept as it was; nothing was deleted.`,
    };
  }
  // Changes written down but not stored when the page last went away, by the tab that last wrote
  // the solution, and only when nothing was saved since.
  let damaged: DamagedJournal | undefined;
  const journal = owner
    ? takeJournal(ports.storage, id, stored.tree, stored.revision, (found) => (damaged = found))
    : undefined;
  const recovered =
    journal && journalApplies(journal, stored) ? applyJournal(stored.tree, journal) : undefined;
  const where: { view?: string | undefined; openFile?: string | undefined } = options.atFirstView
    ? {}
    : (options.at ?? stored);
  const view = ports.views.find((entry) => entry.name === where.view)?.name;
  const store = createWorkspaceStore(stored.tree, {
    views: ports.views,
    ...(view !== undefined ? { view } : {}),
    ...(where.openFile !== undefined ? { openFile: where.openFile } : {}),
    readOnly: !owner,
    soon: ports.clock.afterNextFrame,
  });
  // What the journal recovers is a change like any other, except that it is not the person's
  // step to take back: Undo starts from what opened.
  if (recovered) store.change(() => recovered, { undoable: false });
  const storedAgain = createListeners();
  if (owner)
    saver = createAutosaver({
      target: library,
      id,
      stored,
      countProblems: problemCount,
      ...savingOfTab(ports, id, storedAgain),
    });
  void library.setLastOpen(id).catch(() => undefined);
  const warnings: NoticeText[] = [
    ...(stored.setAside.length > 0
      ? [
          {
            message: `${stored.setAside.length} stored files could not be read and were set aside; the rest opened.`,
          },
        ]
      : []),
    ...(stored.filesLost
      ? [{ message: 'Some files of this solution were missing from storage; the rest opened.' }]
      : []),
    ...(damaged ? [damagedJournalNote(damaged)] : []),
  ];
  return bind(ports, {
    id,
    store,
    pluginKind: solutionHeadline(stored.tree).isSolution ? 'solution' : 'agent-plugin',
    warnings,
    ownership,
    saver,
    // Recovered changes are not stored yet: save them now, which also journals them again.
    saveNow: recovered !== undefined,
    storedAgain,
  });
}

/**
 * What the person is told when the record of changes not stored yet could not be read: those
 * changes are not in what opened. The record's place and the files it names are for integrators.
 */
function damagedJournalNote({ keptAs, paths }: DamagedJournal): NoticeText {
  const named = paths.length > 0 ? `; it names ${paths.join(', ')}` : '';
  return {
    message:
      'The last changes made before this solution was closed could not be recovered: their record in this browser is damaged, so the solution opened as it was last saved.',
    detail:
      keptAs === undefined
        ? `the journal of unsaved changes could not be read, and storage refused to keep a copy${named}`
        : `the journal of unsaved changes could not be read; it is kept as it was in localStorage under "${keptAs}"${named}`,
  };
}

/** Asks the other tab to hand the solution over; the shell then reopens it with `openStoredSession`. */
export async function takeOver(ports: SessionPorts, id: SolutionId): Promise<void> {
  const ownership = await claim(ports, id);
  if (ownership.state() !== 'owner') await ownership.takeOver();
  await ownership.release();
}

function claim(ports: SessionPorts, id: SolutionId, beforeHandOver?: () => Promise<unknown>) {
  return claimOwnership(id, {
    tabId: ports.library.tabId,
    ...(ports.tabs ? { coordination: ports.tabs } : {}),
    ...(beforeHandOver ? { beforeHandOver } : {}),
  });
}

/**
 * The count the library lists: errors and warnings. Asked by the autosaver for the tree it
 * writes, which the workspace has usually validated already (`validate` keeps results per tree).
 */
function problemCount(tree: FileTree): number {
  const counts = countBySeverity(validate(tree));
  return counts.error + counts.warning;
}

/**
 * How this tab's autosavers save: every change journaled at once, signed by the tab (see
 * persist/journal.ts), and all of it written again when storage is cleared under it.
 */
function savingOfTab(ports: SessionPorts, id: SolutionId, storedAgain: Listeners) {
  const { library } = ports;
  return {
    journal: { storage: ports.storage, writer: library.tabId },
    storageLost: library.onStorageLost,
    onStoredAgain: () => {
      void library.setLastOpen(id).catch(() => undefined);
      storedAgain.tell();
    },
  };
}

/** How long the first save waits at most for the workspace to be drawn. */
const FIRST_SAVE_LATEST_MS = 2000;

function bind(
  ports: SessionPorts,
  parts: {
    id: SolutionId;
    store: WorkspaceStore;
    pluginKind: PluginKind;
    warnings: readonly NoticeText[];
    ownership: Ownership;
    saver: Autosaver | undefined;
    saveNow: boolean;
    storedAgain: Listeners;
  },
): SolutionSession {
  const { id, store, ownership, saver } = parts;
  const save = () => {
    const state = store.getState();
    const tree = state.history.present;
    // No count here: the autosaver asks `problemCount` for the tree it writes, after the pause.
    saver?.save(tree, {
      view: state.view,
      ...(state.openFile !== undefined ? { openFile: state.openFile } : {}),
    });
  };
  const unsubscribeStore = store.subscribe(save);
  const detach = ports.attach?.(store, saver) ?? (() => {});
  const stopOwnershipWatch = ownership.subscribe((state) => {
    if (state !== 'lost') return;
    saver?.stop();
    // From now on the other tab's saves win: nothing typed here may show or be kept.
    store.setReadOnly(true);
  });
  // A solution just made (or changes just recovered) is stored at once, not after the pause
  // typing waits for: until its first save, no other tab and no reopening after a crash finds it.
  // "At once" is once the workspace is drawn and its files are checked (the save lists the
  // problem count), a few files per task: a large plugin's checks and writing would otherwise
  // hold up its drawing. A workspace that cannot be drawn (a part that fails) is saved anyway,
  // a little later.
  let markDrawn = () => {};
  const drawn = new Promise<void>((resolve) => {
    markDrawn = resolve;
    if (parts.saveNow) ports.clock.after(FIRST_SAVE_LATEST_MS, resolve);
  });
  if (parts.saveNow) {
    void drawn
      .then(() => prepareValidation(store.getState().history.present))
      .then(() => {
        save();
        void saver?.flush();
      });
  }

  return {
    id,
    store,
    pluginKind: parts.pluginKind,
    small: isSmallSolution(store.getState().history.present),
    warnings: parts.warnings,
    saveStatus: () => saver?.status(),
    subscribeSaveStatus: (listener) => saver?.subscribe(listener) ?? (() => {}),
    ownership: () => ownership.state(),
    subscribeOwnership: (listener) => ownership.subscribe(listener),
    subscribeStoredAgain: parts.storedAgain.subscribe,
    hasUnsavedChanges: () => saver?.hasUnsavedChanges() ?? false,
    markExported: () => void ports.library.markExported(id).catch(() => undefined),
    drawn: () => markDrawn(),
    async close() {
      unsubscribeStore();
      await saver?.flush();
      saver?.stop();
      detach();
      stopOwnershipWatch();
      await ownership.release();
    },
  };
}
