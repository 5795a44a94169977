/**
 * An open solution tied to the browser's storage: the workspace store, its autosaver, and this
 * tab's ownership of it. Loaded with the workspace; the App keeps one session at a time.
 */
import { flushSync } from 'react-dom';
import type { FileTree } from '../model/file-tree';
import type { PluginKind } from '../model/plugin-root';
import { prepareValidation, validate } from '../validate/validate';
import { countBySeverity } from '../validate/diagnostic';
import { createAutosaver, type Autosaver, type SaveStatus } from '../persist/autosaver';
import { claimOwnership, type Ownership, type OwnershipState } from '../persist/ownership';
import { guardPageLifecycle } from '../persist/page-lifecycle';
import { newSolutionId, type SolutionId } from '../persist/ids';
import { applyJournal, journalApplies, takeJournal } from '../persist/journal';
import { library } from './library';
import { solutionHeadline } from '../model/solution-headline';
import { createWorkspaceStore, type WorkspaceStore } from '../workspace/store';
import type { ViewName } from '../workspace/views';
import { isViewName, viewEntry, viewRegistry } from './view-registry';
import type { NoticeText } from '../ui/notice';
import { afterNextFrame } from '../ui/after-next-frame';

export interface SolutionSession {
  readonly id: SolutionId;
  readonly store: WorkspaceStore;
  readonly pluginKind: PluginKind;
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

/** The view a plugin just opened is shown on: a plain plugin the Assistant view, which offers to make it a solution. */
function firstViewOf(pluginKind: PluginKind): ViewName {
  return pluginKind === 'claude-code-plugin' ? 'files' : 'assistant';
}

/**
 * Fetches the code of the view most plugins read from a zip or a folder open on (the Assistant
 * view; a Claude Code plugin's Files view loads once it is read), while it is being read:
 * otherwise drawing it would wait for that code once it is read.
 */
export function preloadOpeningView(): Promise<void> {
  return viewEntry(firstViewOf('solution')).load();
}

/** Starts a session for a tree that is not stored yet (new, template, import). */
export async function startNewSession(
  tree: FileTree,
  pluginKind: PluginKind,
  warnings: readonly NoticeText[],
): Promise<SolutionSession> {
  const id = newSolutionId();
  const store = createWorkspaceStore(tree, {
    views: viewRegistry,
    view: firstViewOf(pluginKind),
    soon: afterNextFrame,
  });
  const storedAgain = new Set<() => void>();
  const saver = createAutosaver({
    target: library,
    id,
    titleIfNew: solutionHeadline(tree).title,
    countProblems: problemCount,
    ...savingOfTab(id, storedAgain),
  });
  // Taking over from this tab must carry its last edits too: it flushes before letting go.
  const ownership = await claimOwnership(id, { tabId: library.tabId, beforeHandOver: () => saver.flush() });
  void library.setLastOpen(id).catch(() => undefined);
  return withFirstView(
    bind({ id, store, pluginKind, warnings, ownership, saver, saveNow: true, storedAgain }),
  );
}

/**
 * Reopens a stored solution where the person left it, or on the first view when the place it was
 * left in failed to show (`atFirstView`), or where this tab was looking (`at`, after taking it
 * over). When another tab has it open, the session is read-only until `takeOver` (which the App
 * follows with a fresh `openStoredSession`).
 */
export async function openStoredSession(
  id: SolutionId,
  options: {
    readonly atFirstView?: boolean;
    readonly at?: { readonly view: string; readonly openFile?: string | undefined };
  } = {},
): Promise<SolutionSession | Unreadable | undefined> {
  let saver: Autosaver | undefined;
  const ownership = await claimOwnership(id, {
    tabId: library.tabId,
    beforeHandOver: async () => saver?.flush(),
  });
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
  const journal = owner ? takeJournal(localStorage, id, stored.tree, stored.revision) : undefined;
  const recovered =
    journal && journalApplies(journal, stored) ? applyJournal(stored.tree, journal) : undefined;
  const where: { view?: string | undefined; openFile?: string | undefined } = options.atFirstView
    ? {}
    : (options.at ?? stored);
  const store = createWorkspaceStore(recovered ?? stored.tree, {
    views: viewRegistry,
    ...(isViewName(where.view) ? { view: where.view } : {}),
    ...(where.openFile !== undefined ? { openFile: where.openFile } : {}),
    readOnly: !owner,
    soon: afterNextFrame,
  });
  const storedAgain = new Set<() => void>();
  if (owner)
    saver = createAutosaver({
      target: library,
      id,
      stored,
      countProblems: problemCount,
      ...savingOfTab(id, storedAgain),
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
  ];
  return withFirstView(
    bind({
      id,
      store,
      pluginKind: solutionHeadline(stored.tree).isSolution ? 'solution' : 'agent-plugin',
      warnings,
      ownership,
      saver,
      // Recovered changes are not stored yet: save them now, which also journals them again.
      saveNow: recovered !== undefined,
      storedAgain,
    }),
  );
}

/**
 * Resolves with `session` once the code of the view it opens on is loaded, so that view is drawn
 * with the workspace: a view drawn before its code arrived would show a fallback, and React then
 * holds the view back until about 300 ms after that fallback. A chunk that fails to load here is
 * asked for again when the view is drawn, which says so.
 */
async function withFirstView(session: SolutionSession): Promise<SolutionSession> {
  await viewEntry(session.store.getState().view)
    .load()
    .catch(() => undefined);
  return session;
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
function savingOfTab(id: SolutionId, storedAgain: ReadonlySet<() => void>) {
  return {
    journal: { storage: localStorage, writer: library.tabId },
    storageLost: library.onStorageLost,
    onStoredAgain: () => {
      void library.setLastOpen(id).catch(() => undefined);
      for (const listener of storedAgain) listener();
    },
  };
}

/**
 * Before the person's next key, click, touch or drop goes on, the views are drawn with what was
 * typed (`store.settle` in `flushSync`): a field then holds the document's text again before an
 * undo takes it back, or it would keep showing the key its form last reported while the document
 * is back to the text it had before (the same value, so no field would be drawn again).
 */
function settleBeforeInput(store: WorkspaceStore): () => void {
  const settle = () => flushSync(() => store.settle());
  const kinds = ['keydown', 'pointerdown', 'click', 'drop'] as const;
  for (const kind of kinds) document.addEventListener(kind, settle, true);
  return () => {
    for (const kind of kinds) document.removeEventListener(kind, settle, true);
  };
}

/** How long the first save waits at most for the workspace to be drawn. */
const FIRST_SAVE_LATEST_MS = 2000;

function bind(parts: {
  id: SolutionId;
  store: WorkspaceStore;
  pluginKind: PluginKind;
  warnings: readonly NoticeText[];
  ownership: Ownership;
  saver: Autosaver | undefined;
  saveNow: boolean;
  storedAgain: Set<() => void>;
}): SolutionSession {
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
  const stopSettling = settleBeforeInput(store);
  const stopGuard = saver ? guardPageLifecycle(saver) : () => {};
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
    if (parts.saveNow) setTimeout(resolve, FIRST_SAVE_LATEST_MS);
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
    warnings: parts.warnings,
    saveStatus: () => saver?.status(),
    subscribeSaveStatus: (listener) => saver?.subscribe(listener) ?? (() => {}),
    ownership: () => ownership.state(),
    subscribeOwnership: (listener) => ownership.subscribe(listener),
    subscribeStoredAgain(listener) {
      parts.storedAgain.add(listener);
      return () => parts.storedAgain.delete(listener);
    },
    hasUnsavedChanges: () => saver?.hasUnsavedChanges() ?? false,
    markExported: () => void library.markExported(id).catch(() => undefined),
    drawn: () => markDrawn(),
    async close() {
      stopSettling();
      unsubscribeStore();
      await saver?.flush();
      saver?.stop();
      stopGuard();
      stopOwnershipWatch();
      await ownership.release();
    },
  };
}

/** Asks the other tab to hand the solution over; the App then reopens it with `openStoredSession`. */
export async function takeOver(id: SolutionId): Promise<void> {
  const ownership = await claimOwnership(id, { tabId: library.tabId });
  if (ownership.state() !== 'owner') await ownership.takeOver();
  await ownership.release();
}
