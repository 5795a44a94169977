import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { countBySeverity, type Diagnostic, type QuickFix } from '../validate/diagnostic';
import type { SaveStatus } from '../persist/autosaver';
import { tryFix } from '../validate/fixes';
import { prepareValidation, prepareWithin, validate } from '../validate/validate';
import { ProblemsPanel } from '../features/problems/problems-panel';
import { RepairNotice } from '../features/problems/repair-notice';
import { repair } from '../validate/repair';
import { FreshRowsContext, freshRowsOf, showFreshRows, type PointerHold } from '../features/forms/fresh-rows';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceNav } from './workspace-nav';
import { ExportMenu } from './export-menu';
import type { WorkspaceStore } from '../workspace/store';
import type { FileTree } from '../model/file-tree';
import { escapePointerSegment } from '../model/json-document';
import { useWorkspace } from '../workspace/react/use-workspace';
import type { ViewName } from '../workspace/views';
import { solutionHeadline } from '../model/solution-headline';
import { placeOf, targetOf } from './navigation';
import { viewEntry } from './view-registry';
import type { ViewBadge } from './workspace-nav';
import { Button } from '../ui/button';
import { FaultBoundary } from '../ui/error-boundary';
import { ReadOnlyRegion } from '../ui/read-only-region';
import { afterNextFrame } from '../ui/after-next-frame';
import { FaultSwitch } from './fault-switch';
import { SidePanels } from './side-panels';
import { useWorkspaceKeys } from './workspace-keys';

export interface WorkspaceProps {
  readonly store: WorkspaceStore;
  /** Stable while the workspace is open (the header is memoised on it), like `onExport`. */
  readonly onImport: () => void;
  readonly onExport: (diagnostics: readonly Diagnostic[]) => void;
  readonly onHome: () => void;
  /** Messages and progress shown above the current view. */
  readonly banner?: ReactNode;
  readonly saveStatus?: SaveStatus | undefined;
  /** Called once the current view is first drawn, with its problem count. */
  readonly onDrawn: () => void;
  /** Called when a part of the workspace failed while drawing (its boundary shows a sentence). */
  readonly onFault: () => void;
}

/** The frame around every view: header, views, the current view and the Problems panel. */
export function Workspace({
  store,
  onImport,
  onExport,
  onHome,
  banner,
  saveStatus,
  onDrawn,
  onFault,
}: WorkspaceProps) {
  const tree = useWorkspace(store, (s) => s.history.present);
  const view = useWorkspace(store, (s) => s.view);
  const canUndo = useWorkspace(store, (s) => s.history.past.length > 0);
  const canRedo = useWorkspace(store, (s) => s.history.future.length > 0);
  const sidePanel = useWorkspace(store, (s) => s.sidePanel);
  const readOnly = useWorkspace(store, (s) => s.readOnly);
  const checkedTree = useCheckedTree(store, tree);
  const checked = useMemo(() => (checkedTree ? validate(checkedTree) : NOT_CHECKED), [checkedTree]);
  // Rows just added show their problems as "to fill in" everywhere: fields, panel and counts.
  const fresh = useWorkspace(store, (s) => s.fresh);
  const diagnostics = useMemo(() => showFreshRows(checked, fresh), [checked, fresh]);
  const [pointer] = useState(pointerHold);
  const freshRows = useMemo(() => freshRowsOf(store, pointer.hold), [store, pointer]);
  const openFile = useWorkspace(store, (s) => s.openFile);
  const headline = solutionHeadline(tree);
  const problemsPerView = useMemo(() => {
    const badges: Partial<Record<ViewName, ViewBadge>> = {};
    if (!checkedTree) return badges;
    for (const d of diagnostics) {
      if (d.severity === 'info') continue;
      const v = placeOf(checkedTree, d).view;
      const badge = badges[v] ?? { count: 0, errors: false };
      badges[v] = { count: badge.count + 1, errors: badge.errors || d.severity === 'error' };
    }
    return badges;
  }, [diagnostics, checkedTree]);

  const select = useCallback(
    (d: Diagnostic) => {
      const target = targetOf(store.getState().history.present, d);
      store.focus({ file: d.file, ...target.where }, target.view);
    },
    [store],
  );
  const fix = useCallback(
    (d: Diagnostic, chosen: QuickFix) => {
      const action = chosen.action;
      if (action.type === 'declare-server-tools') {
        // Only the person can say which tools a server offers: the Tools view takes a request for
        // that server's list of tools as the paste of it, where an empty list was written before.
        const pointer = `/tools/${escapePointerSegment(action.server)}/tools`;
        store.focus({ file: d.file, pointer }, placeOf(store.getState().history.present, d).view);
      } else store.run((t) => tryFix(t, action));
    },
    [store],
  );
  // The header's actions and the list of views are memoised on these (and on the session's own
  // handlers, which are stable), so a keystroke draws neither.
  const togglePreview = useCallback(() => store.togglePanel('preview'), [store]);
  const toggleTry = useCallback(() => store.togglePanel('try'), [store]);
  // The list of problems shows only when asked for, or at an export that finds errors.
  const [problemsOpen, setProblemsOpen] = useState(false);
  const exportNow = useCallback(() => {
    // Asking to export ends the grace of rows just added: their problems count now.
    store.settleFresh();
    // The tree as it is now, even when its checks are not drawn yet.
    const found = validate(store.getState().history.present);
    if (countBySeverity(found).error > 0) setProblemsOpen(true);
    onExport(found);
  }, [store, onExport]);
  useWorkspaceKeys(store, exportNow);
  const exportChoices = useMemo(
    () => (
      <ExportMenu
        getTree={() => store.getState().history.present}
        getErrorCount={() => {
          store.settleFresh();
          return countBySeverity(validate(store.getState().history.present)).error;
        }}
        onDownloadZip={exportNow}
      />
    ),
    [store, exportNow],
  );
  const { skillCount, serverCount } = headline;
  const counts = useMemo(() => ({ skills: skillCount, tools: serverCount }), [skillCount, serverCount]);

  // Each view is its own chunk, loaded the first time it is shown.
  const View = viewEntry(view).Component;
  // The view and the Problems list change only with the tree: a new banner (export progress) or
  // save status must not draw them again, which takes a large plugin over 100 ms each time.
  const viewElement = useMemo(
    () => <View name={view} store={store} diagnostics={diagnostics} />,
    [View, view, store, diagnostics],
  );
  const problemsPanel = useMemo(
    () => (
      <FaultBoundary message="The list of problems could not be shown. Your work is kept." onFault={onFault}>
        <FaultSwitch part="problems" />
        {checkedTree ? (
          <ProblemsPanel
            placeOf={(d) => placeOf(checkedTree, d)}
            diagnostics={diagnostics}
            onSelect={select}
            {...(readOnly ? {} : { onFix: fix })}
            open={problemsOpen}
            onOpenChange={setProblemsOpen}
          />
        ) : (
          <section
            id="problems-list"
            tabIndex={-1}
            aria-label="Problems"
            className="flex items-center gap-3 border-t border-neutral-200 bg-white px-4 py-2 dark:border-neutral-800 dark:bg-neutral-900"
          >
            <h2 className="text-sm font-semibold">Problems</h2>
            <span className="text-xs text-neutral-600 dark:text-neutral-400" aria-live="polite">
              {CHECKING}
            </span>
          </section>
        )}
      </FaultBoundary>
    ),
    [checkedTree, diagnostics, select, fix, readOnly, problemsOpen, onFault],
  );

  return (
    <div
      className="grid h-dvh grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr_auto]"
      onPointerDownCapture={pointer.down}
      onPointerUpCapture={pointer.up}
      onPointerCancelCapture={pointer.up}
    >
      <FreshRowsContext value={freshRows}>
        <FaultSwitch part="workspace" />
        {/* First in the page: past the header and the list of views in one key. */}
        <a
          href={`#${VIEW_ID}`}
          onClick={(event) => {
            event.preventDefault();
            skipToForm();
          }}
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg dark:focus:bg-neutral-900"
        >
          Skip to the form
        </a>
        <WorkspaceHeader
          title={headline.title}
          diagnostics={diagnostics}
          {...(checkedTree ? {} : { checking: CHECKING })}
          canUndo={canUndo && !readOnly}
          canRedo={canRedo && !readOnly}
          sidePanel={sidePanel}
          onUndo={store.undo}
          onRedo={store.redo}
          onPreview={togglePreview}
          onTry={toggleTry}
          onImport={onImport}
          onExport={exportNow}
          exportChoices={exportChoices}
          onShowProblems={() => document.getElementById('problems-list')?.focus()}
          onHome={onHome}
          saveStatus={saveStatus}
        />
        <div
          className={`relative grid min-h-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr] md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-1 ${
            sidePanel ? 'lg:grid-cols-[13rem_minmax(0,1fr)_24rem]' : ''
          }`}
        >
          <WorkspaceNav current={view} problems={problemsPerView} counts={counts} onShow={store.show} />
          <main className="flex min-h-0 flex-col overflow-hidden">
            {banner}
            {!readOnly && (
              <RepairNotice
                diagnostics={checkedTree ? checked : undefined}
                onRepair={() => store.change((t) => repair(t).tree)}
              />
            )}
            {/* Positioned, so that text kept for screen readers (`sr-only`, positioned absolutely)
              scrolls and is clipped with the view instead of making the whole page scroll. */}
            <div id={VIEW_ID} className="relative min-h-0 flex-1 overflow-auto">
              <FaultBoundary
                message="This view could not be shown. Your work is kept: choose another view, undo the last change, export, or go back to the library."
                resetKeys={[view, tree, openFile]}
                onFault={onFault}
                actions={(retry) => <Button onClick={retry}>Try again</Button>}
              >
                <Suspense fallback={<p className="p-6 text-sm text-neutral-500">Loading…</p>}>
                  <FaultSwitch part={view} />
                  {/* Read-only (another tab owns it): changes are blocked, browsing is not. */}
                  <ReadOnlyRegion readOnly={readOnly}>{viewElement}</ReadOnlyRegion>
                  {checkedTree && <ViewDrawn onDrawn={onDrawn} />}
                </Suspense>
              </FaultBoundary>
            </div>
          </main>
          <SidePanels store={store} sidePanel={sidePanel} onFault={onFault} />
        </div>
        {problemsPanel}
      </FreshRowsContext>
    </div>
  );
}

/**
 * Whether a pointer is held down in the workspace, fed by its root's pointer events: a row left
 * on pointer down settles only once the pointer is released (after the click it starts).
 */
function pointerHold() {
  let down = false;
  let waiting: (() => void)[] = [];
  const hold: PointerHold = {
    held: () => down,
    afterRelease: (action) => waiting.push(action),
  };
  return {
    hold,
    down: () => {
      down = true;
    },
    up: () => {
      down = false;
      const actions = waiting;
      waiting = [];
      // The click follows the pointer's release in the same task; run after it.
      if (actions.length > 0) setTimeout(() => actions.forEach((action) => action()), 0);
    },
  };
}

const NOT_CHECKED: Diagnostic[] = [];
const CHECKING = 'Checking the files…';
const VIEW_ID = 'workspace-view';

/**
 * "Skip to the form": the keyboard goes to the current view's first field (a text box, a choice),
 * else its first control. Not by the link's address: the page's address is left alone, as a
 * shared link's is read from it.
 */
function skipToForm(): void {
  const view = document.getElementById(VIEW_ID);
  const field =
    view?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):enabled, select:enabled, textarea:enabled, [contenteditable="true"]',
    ) ?? view?.querySelector<HTMLElement>('button:enabled, a[href], summary');
  field?.focus();
}

/**
 * The tree whose checks are shown, or `undefined` while the first check of a large plugin is
 * being prepared. The checks, and what shows them (the Problems panel, the views' badges, the
 * problems beside fields), follow the tree once the change is on screen, in a render of their own
 * in the task after that frame: the frame that draws a keystroke never waits for its file to be
 * checked again. (Not a transition: one that other updates keep interrupting can leave the checks
 * seconds behind on a busy machine.) When a solution opens, a few milliseconds of checking are spent before it is
 * first drawn, which is all a small one needs; a large one is drawn first and checked after, a
 * few files per task.
 */
function useCheckedTree(store: WorkspaceStore, tree: FileTree): FileTree | undefined {
  const [ready, setReady] = useState(() => prepareWithin(tree, 8));
  useEffect(() => {
    if (ready) return;
    let stopped = false;
    // Once the workspace is on screen: the frame that first draws it never waits for the checks.
    const cancel = afterNextFrame(() => void prepareValidation(tree).then(() => !stopped && setReady(true)));
    return () => {
      stopped = true;
      cancel();
    };
  }, [ready, tree]);
  const [shown, setShown] = useState(tree);
  useEffect(
    () =>
      afterNextFrame(() => {
        // The views hear of a key typed since first, so the problems this check shows arrive with
        // the text it checked or a newer one, never under a field given older data than it shows.
        store.settle();
        setShown(tree);
      }),
    [store, tree],
  );
  return ready ? shown : undefined;
}

/**
 * Drawn after the current view (once its chunk loaded and it rendered) and its checks: the start
 * has finished, and `onDrawn` runs once that frame is on screen. Not before the checks: the first
 * save, which waits for it, would otherwise write a plugin's files in the tasks that draw its
 * problem count.
 */
function ViewDrawn({ onDrawn }: { readonly onDrawn: () => void }) {
  useEffect(() => afterNextFrame(onDrawn), [onDrawn]);
  return null;
}
