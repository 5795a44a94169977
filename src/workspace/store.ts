/**
 * The workspace engine: the open solution's tree with its undo history, and where the person is
 * (the view, the open file, the focus). Pure: no React, no page globals, and no list of views;
 * the shell passes the registered views in (see views.ts). `react/use-workspace.ts` binds it to
 * components.
 */
import type { FileTree, TreeEntry } from '../model/file-tree';
import type { OperationError, OperationNote, OperationResult } from '../model/operation-support';
import {
  keepOutOfUndo,
  record,
  redo,
  redoPlace,
  startHistory,
  undo,
  undoPlace,
  type History,
} from './history';
import { placesOfChange } from './change-places';
import { createListeners } from './listeners';
import { opensFiles, viewOf, viewShows, type Place, type ViewName, type ViewPlaces } from './views';

/**
 * A request to put the keyboard focus on something: a file's line, or a document member, in the
 * view the registry says owns it. Engine state, neither saved nor undone.
 */
export interface FocusRequest extends Place {
  /** Increases with every request, so asking twice for the same place still moves the focus. */
  readonly seq: number;
  /** The view that puts the focus there (the one that owns the place, or the one showing it). */
  readonly view: ViewName;
  /** Set once that view has put the focus there (or given up), so it is done once. */
  readonly handled?: true;
}

/**
 * A row a person has just added (a starter, an example, a document) and not left yet: its file
 * and the pointer of its item (`/starters/3`). Its problems are shown as "to fill in".
 */
export interface FreshRow {
  readonly file: string;
  readonly pointer: string;
}

/** A panel shown beside the current view; `draft` is "Try it" on its drafting tab. */
export type SidePanel = 'preview' | 'try' | 'draft';

export interface WorkspaceState {
  readonly history: History;
  readonly view: ViewName;
  /** The file open in the Files view. */
  readonly openFile?: string;
  readonly focus?: FocusRequest;
  /** The panel beside the views: the Preview, "Try it", or none. */
  readonly sidePanel: SidePanel | undefined;
  /** The text "Try it" was last asked to suggest improvements to: its file, and a count of asks. */
  readonly improving?: { readonly file: string; readonly seq: number };
  /** True while another tab owns this solution: changes are refused until this tab takes over. */
  readonly readOnly: boolean;
  /**
   * What the last change that noticed something said (what a conversion could not carry over),
   * numbered so the shell tells each once. Not saved and not undone: it is news, not the solution.
   */
  readonly noticed?: { readonly notes: readonly OperationNote[]; readonly seq: number };
  /** The rows just added and not left yet (neither saved nor undone: it is where the person is). */
  readonly fresh: readonly FreshRow[];
}

/**
 * What a change says of itself, beside the new tree: a group key merges fast typing in one field
 * into one undo step; its place (the field or line a person edited) is where undo and redo put
 * the focus back, and is kept with the step; its notes are what the change noticed, for the shell
 * to tell (an operation's own `notes` join them); `undoable: false` keeps it out of undo.
 */
export interface ChangeOptions {
  readonly group?: string;
  readonly place?: Place;
  readonly notes?: readonly OperationNote[];
  /**
   * False for a change that is not the person's step to take back (changes recovered from the
   * journal on opening): the tree moves on, no undo step is made, and no undo or redo of an
   * earlier step takes it back. True when left out.
   */
  readonly undoable?: boolean;
}

/**
 * The open solution: its file tree with undo history, and where the person is. Every change of
 * the tree goes through `change`, which stamps the time on the files it wrote.
 */
export interface WorkspaceStore {
  getState(): WorkspaceState;
  /** Calls `listener` after every change, at once (saving, journaling). */
  subscribe(listener: () => void): () => void;
  /**
   * The same for what draws the state (`useWorkspace`), except that a typed change (`runTyped`)
   * reaches it after the frame that draws the key, or at `settle` if that comes first.
   */
  subscribeViews(listener: () => void): () => void;
  change(update: (tree: FileTree) => FileTree, options?: ChangeOptions): void;
  /** Applies a model operation; returns its reason when it cannot apply (and changes nothing). */
  run(operation: (tree: FileTree) => OperationResult, options?: ChangeOptions): OperationError | undefined;
  /**
   * Applies what a person typed into a field that shows it already. The tree changes at once, so
   * it is saved and journaled like every change, but the views hear of it a moment later (when
   * `StoreStart.soon` says: after the frame that draws the key), so that frame waits for none of
   * them. Any other change, and `settle`, brings them up to date first. `done` hears the reason
   * when it could not apply at once, else `undefined` once the views have heard.
   */
  runTyped(
    operation: (tree: FileTree) => OperationResult,
    options?: ChangeOptions,
    done?: (error: OperationError | undefined) => void,
  ): void;
  /** Tells the views of typed changes now (before the person's next key or click goes on). */
  settle(): void;
  undo(): void;
  redo(): void;
  show(view: ViewName, openFile?: string): void;
  focus(target: Place, view: ViewName): void;
  /** The view of request `seq` has put the focus there (or given up). */
  focusHandled(seq: number): void;
  /** Opens the view that edits `place` and puts the focus on it (a change listed in Versions). */
  reveal(place: Place): void;
  /** Shows `panel` beside the views, or hides it when it is showing (or when `open` is false). */
  togglePanel(panel: SidePanel, open?: boolean): void;
  /** Asks "Try it" (opened on its drafting tab) to suggest improvements to the text in `file`. */
  askImprovement(file: string): void;
  /** Another tab took the solution over (true), or this tab owns it again (false). */
  setReadOnly(readOnly: boolean): void;
  /** Marks a row as just added. */
  markFresh(row: FreshRow): void;
  /**
   * Ends the grace of the fresh rows within `pointer` of `file` (the row itself, or a list whose
   * items moved or were removed, so its pointers no longer name the rows added); of every row
   * when no file is given (the person asked to export).
   */
  settleFresh(file?: string, pointer?: string): void;
}

/** Where a newly opened solution starts, and the views it can show. */
export interface StoreStart {
  /** The registered views, in navigation order; the last one owns every file no other view claims. */
  readonly views: readonly ViewPlaces[];
  readonly view?: ViewName;
  readonly openFile?: string;
  readonly readOnly?: boolean;
  readonly now?: () => number;
  /** When the views hear of a typed change: the app's after the next frame; by default, after the current task's own work (a microtask). */
  readonly soon?: (settle: () => void) => void;
}

function samePanel(a: SidePanel, b: SidePanel): boolean {
  const panel = (p: SidePanel) => (p === 'draft' ? 'try' : p);
  return panel(a) === panel(b);
}

/** Creates the store for a tree that was just opened or created (a fresh history). */
export function createWorkspaceStore(tree: FileTree, start: StoreStart): WorkspaceStore {
  const { views } = start;
  const now = start.now ?? Date.now;
  const soon = start.soon ?? queueMicrotask;
  const firstView = views[0]?.name;
  if (firstView === undefined) throw new Error('A workspace needs at least one view.');
  let state: WorkspaceState = {
    // Files the builder just wrote (a new solution) get the time they were made.
    history: startHistory(stampTimes(tree, now())),
    view: start.view ?? firstView,
    ...(start.openFile !== undefined ? { openFile: start.openFile } : {}),
    sidePanel: undefined,
    readOnly: start.readOnly ?? false,
    fresh: [],
  };
  const everyone = createListeners();
  const drawers = createListeners();
  let focusSeq = 0;
  // A typed change the views have not heard of yet, and who waits for them to.
  let viewsBehind = false;
  let afterViews: (() => void)[] = [];

  /** The new state; everyone hears at once, the views too unless the change was `typed`. */
  function set(next: WorkspaceState, typed = false): void {
    if (next === state) return;
    state = next;
    everyone.tell();
    if (!typed) return tellViews();
    if (!viewsBehind) soon(settle);
    viewsBehind = true;
  }

  function tellViews(): void {
    viewsBehind = false;
    drawers.tell();
    const waiting = afterViews;
    afterViews = [];
    for (const done of waiting) done();
  }

  function settle(): void {
    if (viewsBehind) tellViews();
  }

  function apply(
    operation: (tree: FileTree) => OperationResult,
    options: ChangeOptions | undefined,
    typed = false,
  ): OperationError | undefined {
    const result = operation(state.history.present);
    if (!result.ok) return result.error;
    const notes = result.notes ?? options?.notes;
    change(() => result.tree, notes ? { ...options, notes } : options, typed);
    return undefined;
  }

  function change(update: (tree: FileTree) => FileTree, options: ChangeOptions = {}, typed = false): void {
    if (state.readOnly) return;
    const before = state.history.present;
    const after = update(before);
    if (after === before) return;
    const at = now();
    const stamped = stampTimes(after, at);
    const history =
      options.undoable === false
        ? keepOutOfUndo(state.history, stamped)
        : record(state.history, stamped, at, options.group, options.place);
    const noticed = options.notes
      ? { notes: options.notes, seq: (state.noticed?.seq ?? 0) + 1 }
      : state.noticed;
    set({ ...state, history, ...(noticed ? { noticed } : {}) }, typed);
  }

  /**
   * Undo or redo, then put the focus back on what changed (in the view it was made in when it
   * said, else the view that edits it): the place the change was made at when it said, else where
   * the files differ.
   */
  function travel(
    step: (history: History) => History,
    placeOf: (history: History) => Place | undefined,
  ): void {
    if (state.readOnly) return;
    const history = step(state.history);
    if (history === state.history) return;
    const said = placeOf(state.history);
    // Stay in the current view when it shows part of the change; else go where the change is.
    const places = said ? [said] : placesOfChange(state.history.present, history.present);
    const inView = places.find((p) => viewShows(views, history.present, state.view, state.openFile, p));
    const place = inView ?? places.find((p) => state.history.present.has(p.file));
    if (!place) return set({ ...state, history });
    const view = inView
      ? state.view
      : (place.view ?? viewOf(views, history.present, place.file, place.pointer));
    set({ ...focused(place, view), history });
  }

  /** A view's name is a string the registry gives: a name it does not list is a mistake in the code. */
  function known(view: ViewName): void {
    if (!views.some((entry) => entry.name === view)) throw new Error(`No view is named “${view}”.`);
  }

  /** The state with the focus on `place` in `view` (a one-file view opens the place's file). */
  function focused(place: Place, view: ViewName): WorkspaceState {
    known(view);
    focusSeq += 1;
    return {
      ...state,
      view,
      ...(opensFiles(views, view) ? { openFile: place.file } : {}),
      focus: { ...place, seq: focusSeq, view },
    };
  }

  return {
    getState: () => state,
    subscribe: everyone.subscribe,
    subscribeViews: drawers.subscribe,
    change: (update, options) => change(update, options),
    run: (operation, options) => apply(operation, options),
    runTyped(operation, options, done) {
      const error = apply(operation, options, true);
      if (!done) return;
      if (error === undefined && viewsBehind) afterViews.push(() => done(undefined));
      else done(error);
    },
    settle,
    undo: () => travel(undo, undoPlace),
    redo: () => travel(redo, redoPlace),
    show(view, openFile) {
      known(view);
      set({ ...state, view, ...(openFile !== undefined ? { openFile } : {}) });
    },
    focus(target, view) {
      set(focused(target, view));
    },
    focusHandled(seq) {
      if (state.focus?.seq === seq && !state.focus.handled)
        set({ ...state, focus: { ...state.focus, handled: true } });
    },
    reveal(place) {
      set(focused(place, viewOf(views, state.history.present, place.file, place.pointer)));
    },
    togglePanel(panel, open) {
      // "Try it" is one panel whichever tab it opened on.
      const same = state.sidePanel !== undefined && samePanel(state.sidePanel, panel);
      const showing = open ?? !same;
      set({ ...state, sidePanel: showing ? panel : same ? undefined : state.sidePanel });
    },
    askImprovement(file) {
      set({ ...state, sidePanel: 'draft', improving: { file, seq: (state.improving?.seq ?? 0) + 1 } });
    },
    setReadOnly(readOnly) {
      if (readOnly !== state.readOnly) set({ ...state, readOnly });
    },
    markFresh(row) {
      const others = state.fresh.filter((r) => !(r.file === row.file && r.pointer === row.pointer));
      set({ ...state, fresh: [...others, row] });
    },
    settleFresh(file, pointer = '') {
      const kept =
        file === undefined
          ? []
          : state.fresh.filter(
              (r) => r.file !== file || (r.pointer !== pointer && !r.pointer.startsWith(`${pointer}/`)),
            );
      if (kept.length !== state.fresh.length) set({ ...state, fresh: kept });
    },
  };
}

/** Gives every entry the model wrote without a time (new or edited) the time of the change. */
function stampTimes(tree: FileTree, at: number): FileTree {
  let stamped: Map<string, TreeEntry> | undefined;
  for (const [path, entry] of tree) {
    if (entry.mtime !== undefined) continue;
    stamped ??= new Map(tree);
    stamped.set(path, { ...entry, mtime: at });
  }
  return stamped ?? tree;
}
