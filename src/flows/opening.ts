/**
 * Opening: every way in — a new solution, a template, a zip, a folder, a drop, the library, and
 * the reopening of the last solution on start — as one state machine, so that a failed opening
 * never touches what is open. The start screen and the workspace draw its state and send it the
 * person's answers; reading plugins, making solutions and starting sessions come in as ports.
 * Small and free of what it reaches through them: the start screen's first bundle carries it.
 */
import type { FileTree } from '../model/file-tree';
import type { PluginKind, PluginRootCandidate } from '../model/plugin-root';
import type { FolderItem } from '../archive/folder-entries';
import { nextTask } from '../model/next-task';
import type { SolutionId } from '../persist/ids';
import {
  clearStartMarker,
  hasStartMarker,
  setStartMarker,
  type MarkerStorage,
} from '../persist/start-marker';
import type { NoticeText } from './notice-text';
import type { ReopenOptions, Unreadable } from './session';

/** A plugin read from a zip or a folder: one to show, a refusal to say, or a choice to ask for. */
export type OpenOutcome =
  | {
      readonly kind: 'opened';
      readonly tree: FileTree;
      readonly pluginKind: PluginKind;
      /** Things the person should know (names that collide on some systems, …), each with its technical detail. */
      readonly warnings: readonly NoticeText[];
    }
  | { readonly kind: 'refused'; readonly refused: NoticeText }
  | {
      readonly kind: 'choose';
      readonly candidates: readonly PluginRootCandidate[];
      readonly open: (root: string) => Promise<OpenOutcome>;
    };

export type Progress = (label: string, ratio: number) => void;

/** A solution in the library that a plugin being opened may be a new version of. */
export interface KeptSolution {
  readonly id: SolutionId;
  readonly title: string;
}

/** Where an opening is. */
export type OpeningStep =
  | { readonly step: 'idle' }
  /** Reading a zip or a folder. */
  | { readonly step: 'reading'; readonly label: string; readonly ratio: number }
  /** Asking which of several plugins to open. */
  | { readonly step: 'choosing'; readonly candidates: readonly PluginRootCandidate[] }
  /** Asking whether the plugin read is a new version of a kept solution. */
  | { readonly step: 'reimport'; readonly kept: KeptSolution; readonly tree: FileTree }
  /** Asking whether to leave work that is not stored. */
  | { readonly step: 'unsaved' }
  /** Starting the session of what opened; `pressed` when the person made it (its button is busy). */
  | { readonly step: 'starting'; readonly pressed?: { readonly template?: string } };

export interface OpeningState<S> {
  readonly at: OpeningStep;
  /** The open solution. */
  readonly session: S | undefined;
  /** Why the last attempt failed (a refused zip), with its technical detail if any. */
  readonly refused: NoticeText | undefined;
}

/** What the opening needs of a session. */
export interface OpenSession {
  readonly id: SolutionId;
  hasUnsavedChanges(): boolean;
  close(): Promise<void>;
}

export interface OpeningPorts<S extends OpenSession> {
  /** Opens the library and gives the solution to reopen on start (none when storage is unavailable). */
  lastOpen(): Promise<SolutionId | undefined>;
  /** Forgets the solution to reopen (the person went back to the library). */
  forgetLastOpen(): Promise<void>;
  /** Where the start marker is kept (`persist/start-marker.ts`). */
  readonly marker: MarkerStorage;
  readZip(file: Blob, progress: Progress): Promise<OpenOutcome>;
  readFolder(items: readonly FolderItem[], progress: Progress): Promise<OpenOutcome>;
  /**
   * Starts looking up the kept solutions while a plugin is being read; the answer is the one it may
   * be a new version of, asked once it is read.
   */
  lookUpKept(): (tree: FileTree) => Promise<KeptSolution | undefined>;
  /** A new solution's tree, and what else must load before it is shown; rejects when its code did not load. */
  makeSolution(title: string, template?: string): Promise<{ tree: FileTree; ready: Promise<unknown> }>;
  startSession(opened: OpenOutcome & { kind: 'opened' }): Promise<S>;
  openStoredSession(id: SolutionId, options: ReopenOptions): Promise<S | Unreadable | undefined>;
  /** The code the workspace is drawn with: a session is shown once it has loaded too. */
  loadWorkspace(): Promise<unknown>;
}

export interface OpeningFlow<S> {
  getState(): OpeningState<S>;
  subscribe(listener: () => void): () => void;
  /** The start: once storage answers, reopens the last solution unless the person has begun something. Returns its cancel. */
  begin(): () => void;
  /** The person pressed a key or a pointer on the start screen: from now on they lead. */
  personActed(): void;
  openZip(file: Blob): void;
  openFolder(items: readonly FolderItem[]): void;
  /** A new solution from a title, blank or from a template. */
  create(title: string, template?: string): void;
  /** A solution from the library; `at` keeps this tab where the person was looking (after taking over). */
  openStored(id: SolutionId, at?: ReopenOptions['at']): void;
  /** The answer to "which plugin?": its root, or none (cancelled). */
  choose(root: string | undefined): void;
  /** The answer to "a new version of a kept solution?": open the new one, the stored one, or neither. */
  reimportAnswered(open: 'new' | 'stored' | undefined): void;
  /** The answer to "leave work that is not saved?". */
  unsavedAnswered(leave: boolean): void;
  /** Back to the start screen, after asking about unsaved work. */
  goHome(): void;
  /** Back to the start screen at once (the open solution cannot be shown). */
  leave(): void;
  /** Says why something did not open (a drop that held no plugin). */
  refuse(message: string): void;
  dismiss(): void;
}

const codeDidNotLoad =
  'The solution could not be opened: part of the builder did not load. Check the connection and try again.';

const failedLastTime =
  'The solution you had open could not be shown last time, so the library opens instead. Your work is kept: open it below.';

const IDLE: OpeningStep = { step: 'idle' };

export function createOpeningFlow<S extends OpenSession>(ports: OpeningPorts<S>): OpeningFlow<S> {
  let state: OpeningState<S> = { at: IDLE, session: undefined, refused: undefined };
  const listeners = new Set<() => void>();
  let acted = false;
  // A solution whose last showing failed opens on its first view, not where it failed.
  let failedSolution: SolutionId | undefined;
  // What the open question goes on with once answered.
  let leaving: (() => void) | undefined;
  let choosing: ((root: string) => Promise<OpenOutcome>) | undefined;
  let reimporting: (OpenOutcome & { kind: 'opened' }) | undefined;
  // Openings the person began; the reopening on start is not shown over one begun after it.
  let begun = 0;
  // The reopening on start while under way, and the closing of sessions let go of: an opening of
  // a stored solution waits for both, so this tab never claims a solution it still holds.
  let restoring: Promise<unknown> = Promise.resolve();
  let lettingGo: Promise<unknown> = Promise.resolve();

  const set = (next: Partial<OpeningState<S>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const refuse = (refused: NoticeText) => set({ at: IDLE, refused });

  /** Runs `open` now, or after the person agrees to leave work that is not stored. */
  function guard(open: () => void): void {
    if (!state.session?.hasUnsavedChanges()) return open();
    leaving = open;
    set({ at: { step: 'unsaved' } });
  }

  /**
   * Shows what `next` opens, once the workspace's code has loaded too, in place of what is open.
   * `closed` is the open session already let go of (the same solution opened again): it is not
   * closed twice, and when `next` fails it is not left on screen, since it no longer saves.
   */
  async function show(next: Promise<S | Unreadable | undefined>, closed?: S): Promise<void> {
    const [opened] = await Promise.all([
      next.catch(() => 'code did not load' as const),
      ports.loadWorkspace().catch(() => undefined),
    ]);
    // A session let go of for this opening no longer saves: it does not stay on screen.
    const dropClosed = () => closed && state.session === closed && set({ session: undefined });
    if (opened === 'code did not load') {
      dropClosed();
      return refuse({ message: codeDidNotLoad });
    }
    if (!opened || 'unreadable' in opened) {
      dropClosed();
      return refuse({
        message:
          opened?.unreadable ?? 'That solution could not be opened. It may have been deleted in another tab.',
      });
    }
    set({ refused: undefined });
    if (state.session !== closed) await state.session?.close();
    set({ at: IDLE, session: opened, refused: undefined });
  }

  /** Goes on with what was read: says a refusal, asks for a choice, or starts its session. */
  function accept(outcome: OpenOutcome, ready?: Promise<unknown>): void {
    switch (outcome.kind) {
      case 'refused':
        return refuse(outcome.refused);
      case 'choose':
        choosing = outcome.open;
        return set({ at: { step: 'choosing', candidates: outcome.candidates } });
      case 'opened':
        if (state.at.step !== 'starting') set({ at: { step: 'starting' } });
        void show(Promise.all([ports.startSession(outcome), ready]).then(([session]) => session));
    }
  }

  /** Reads a plugin; when the library keeps one with its name (its title, without one), asks first. */
  function read(reader: (progress: Progress) => Promise<OpenOutcome>): void {
    begun += 1;
    guard(async () => {
      const keptLike = ports.lookUpKept();
      const outcome = await reader((label, ratio) => set({ at: { step: 'reading', label, ratio } }));
      if (outcome.kind !== 'opened') return accept(outcome);
      // The task that received the tree (and the garbage collection its buffers may bring on) ends
      // here: what is done with the tree starts in a task of its own.
      await nextTask();
      const kept = await keptLike(outcome.tree);
      if (!kept) return accept(outcome);
      reimporting = outcome;
      set({ at: { step: 'reimport', kept, tree: outcome.tree } });
    });
  }

  /**
   * Opens a stored solution. This tab lets go of it first when it holds it — the reopening on start
   * still under way, a session being closed, or the very solution open here (a zip of it opened
   * again, a take-over): a claim made while this tab still held it would find it held and call
   * this tab "another tab" (#37 item 5).
   */
  function openStored(id: SolutionId, at?: ReopenOptions['at']): void {
    begun += 1;
    guard(
      () =>
        void (async () => {
          await Promise.all([restoring, lettingGo]);
          const same = state.session?.id === id ? state.session : undefined;
          if (same) await same.close();
          await show(
            ports.openStoredSession(id, { atFirstView: failedSolution === id, ...(at ? { at } : {}) }),
            same,
          );
        })(),
    );
  }

  function leave(): void {
    const closing = state.session?.close();
    if (closing) lettingGo = Promise.all([lettingGo, closing.catch(() => undefined)]);
    void ports.forgetLastOpen().catch(() => undefined);
    set({ session: undefined });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      let cancelled = false;
      const reopening = (async () => {
        const last = await ports.lastOpen();
        if (cancelled) return;
        if (hasStartMarker(ports.marker)) {
          // The last start or the last page failed while showing a solution: never reopen it blindly.
          clearStartMarker(ports.marker);
          failedSolution = last;
          if (last && !acted) set({ refused: { message: failedLastTime } });
          return;
        }
        // The first thing the person does on the start screen wins over a reopening, however late.
        if (!last || acted) return;
        const before = begun;
        setStartMarker(ports.marker);
        const restored = await ports.openStoredSession(last, {}).catch(() => undefined);
        const overtaken = cancelled || begun !== before;
        if (overtaken || !restored || 'unreadable' in restored) clearStartMarker(ports.marker);
        if (!restored) return;
        // Something the person opened meanwhile wins: this one is let go of, not shown over it.
        if (overtaken) return 'unreadable' in restored ? undefined : restored.close();
        if ('unreadable' in restored) return set({ refused: { message: restored.unreadable } });
        await show(Promise.resolve(restored));
      })();
      restoring = reopening.catch(() => undefined);
      return () => {
        cancelled = true;
      };
    },
    personActed() {
      acted = true;
    },
    openZip: (file) => read((progress) => ports.readZip(file, progress)),
    openFolder: (items) => read((progress) => ports.readFolder(items, progress)),
    create(title, template) {
      begun += 1;
      guard(async () => {
        // One start at a time: a second press while the first is drawn would make a second solution.
        if (state.at.step === 'starting') return;
        set({ at: { step: 'starting', pressed: template === undefined ? {} : { template } } });
        const made = await ports.makeSolution(title, template).catch(() => undefined);
        if (!made) return refuse({ message: codeDidNotLoad });
        accept({ kind: 'opened', tree: made.tree, pluginKind: 'solution', warnings: [] }, made.ready);
      });
    },
    openStored,
    choose(root) {
      const open = choosing;
      if (state.at.step !== 'choosing' || !open) return;
      choosing = undefined;
      set({ at: IDLE });
      if (root !== undefined) void open(root).then((outcome) => accept(outcome));
    },
    reimportAnswered(open) {
      const { at } = state;
      const outcome = reimporting;
      if (at.step !== 'reimport' || !outcome) return;
      reimporting = undefined;
      set({ at: IDLE });
      if (open === 'new') accept(outcome);
      else if (open === 'stored') openStored(at.kept.id);
    },
    unsavedAnswered(leave) {
      const open = leaving;
      if (state.at.step !== 'unsaved' || !open) return;
      leaving = undefined;
      set({ at: IDLE });
      if (leave) open();
    },
    goHome: () => guard(leave),
    leave,
    refuse: (message) => refuse({ message }),
    dismiss: () => set({ refused: undefined }),
  };
}
