import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { Diagnostic } from '../validate/diagnostic';
import type { SaveStatus } from '../persist/autosaver';
import { applyFix } from '../validate/fixes';
import { validate } from '../validate/validate';
import { ProblemsPanel } from '../features/problems/problems-panel';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceNav } from './workspace-nav';
import type { WorkspaceStore } from '../workspace/store';
import { useWorkspace } from '../workspace/react/use-workspace';
import type { ViewName } from '../workspace/views';
import { summarize } from './solution-summary';
import { targetOf, viewOfFile } from './navigation';
import { viewEntry } from './view-registry';

const PreviewPanel = lazy(() => import('../features/preview/preview-panel'));

export interface WorkspaceProps {
  readonly store: WorkspaceStore;
  readonly onImport: () => void;
  readonly onExport: (diagnostics: readonly Diagnostic[]) => void;
  readonly onHome: () => void;
  /** Messages and progress shown above the current view. */
  readonly banner?: ReactNode;
  readonly saveStatus?: SaveStatus | undefined;
}

/** The frame around every view: header, views, the current view and the Problems panel. */
export function Workspace({ store, onImport, onExport, onHome, banner, saveStatus }: WorkspaceProps) {
  const tree = useWorkspace(store, (s) => s.history.present);
  const view = useWorkspace(store, (s) => s.view);
  const canUndo = useWorkspace(store, (s) => s.history.past.length > 0);
  const canRedo = useWorkspace(store, (s) => s.history.future.length > 0);
  const previewOpen = useWorkspace(store, (s) => s.previewOpen);
  const diagnostics = useMemo(() => validate(tree), [tree]);
  const summary = summarize(tree);
  const problemsPerView = useMemo(() => {
    const counts: Partial<Record<ViewName, number>> = {};
    for (const d of diagnostics) {
      const v = viewOfFile(tree, d.file, d.pointer);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    return counts;
  }, [diagnostics, tree]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        store.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        store.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);

  const select = useCallback(
    (d: Diagnostic) => {
      const target = targetOf(store.getState().history.present, d);
      store.focus({ file: d.file, ...target.where }, target.view);
    },
    [store],
  );
  const fix = useCallback(
    (d: Diagnostic) => d.fix && store.change((t) => applyFix(t, d.fix!.action)),
    [store],
  );
  // Each view is its own chunk, loaded the first time it is shown.
  const View = viewEntry(view).Component;
  // The view and the Problems list change only with the tree: a new banner (export progress) or
  // save status must not draw them again, which takes a large plugin over 100 ms each time.
  const viewElement = useMemo(
    () => <View store={store} diagnostics={diagnostics} />,
    [View, store, diagnostics],
  );
  const problemsPanel = useMemo(
    () => <ProblemsPanel diagnostics={diagnostics} onSelect={select} onFix={fix} />,
    [diagnostics, select, fix],
  );

  return (
    <div className="grid h-dvh grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr_auto]">
      <WorkspaceHeader
        title={summary.title}
        diagnostics={diagnostics}
        canUndo={canUndo}
        canRedo={canRedo}
        previewOpen={previewOpen}
        onUndo={store.undo}
        onRedo={store.redo}
        onPreview={() => store.togglePreview()}
        onImport={onImport}
        onExport={() => onExport(diagnostics)}
        onShowProblems={() => document.getElementById('problems-list')?.focus()}
        onHome={onHome}
        saveStatus={saveStatus}
      />
      <div
        className={`relative grid min-h-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_1fr] md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-1 ${
          previewOpen ? 'lg:grid-cols-[13rem_minmax(0,1fr)_24rem]' : ''
        }`}
      >
        <WorkspaceNav
          current={view}
          problems={problemsPerView}
          counts={{ skills: summary.skillCount, tools: summary.serverCount }}
          onShow={(v) => store.show(v)}
        />
        <main className="flex min-h-0 flex-col overflow-hidden">
          {banner}
          <div className="min-h-0 flex-1 overflow-auto">
            <Suspense fallback={<p className="p-6 text-sm text-neutral-500">Loading…</p>}>
              {viewElement}
            </Suspense>
          </div>
        </main>
        {previewOpen && (
          <div className="absolute inset-0 z-10 lg:static">
            <Suspense fallback={null}>
              <PreviewPanel store={store} />
            </Suspense>
          </div>
        )}
      </div>
      {problemsPanel}
    </div>
  );
}
