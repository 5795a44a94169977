/**
 * The panels beside the current view: the Preview, and "Try it" (its conversation, or a draft).
 * Each is a chunk of its own, loaded when first shown, behind its own fault boundary; a column on
 * a wide screen, the whole screen on a narrow one.
 */
import { lazy, Suspense, useState } from 'react';
import type { SidePanel, WorkspaceStore } from '../workspace/store';
import { useWorkspace } from '../workspace/react/use-workspace';
import { Button } from '../ui/button';
import { FaultBoundary } from '../ui/error-boundary';
import { FaultSwitch } from './fault-switch';

const PreviewPanel = lazy(() => import('../features/preview/preview-panel'));
const TryPanel = lazy(() => import('../features/try-it/try-panel'));

export function SidePanels({
  store,
  sidePanel,
  onFault,
}: {
  readonly store: WorkspaceStore;
  readonly sidePanel: SidePanel | undefined;
  /** A panel failed (the next start then opens the library). */
  readonly onFault: () => void;
}) {
  const tree = useWorkspace(store, (s) => s.history.present);
  const tryShown = sidePanel === 'try' || sidePanel === 'draft';
  const tryOpened = useOnceTrue(tryShown);
  return (
    <>
      {sidePanel === 'preview' && (
        <div className="absolute inset-0 z-10 lg:static">
          <FaultBoundary
            message="The preview could not be shown. Your work is kept."
            resetKeys={[tree]}
            onFault={onFault}
            className="bg-white dark:bg-neutral-900"
            actions={() => (
              <Button onClick={() => store.togglePanel('preview', false)}>Close the preview</Button>
            )}
          >
            <Suspense fallback={null}>
              <FaultSwitch part="preview" />
              <PreviewPanel store={store} />
            </Suspense>
          </FaultBoundary>
        </div>
      )}
      {/* Once opened, "Try it" stays mounted (hidden when closed), so its conversation is kept
        while the person works elsewhere. A column on a wide screen; the whole screen on a
        narrow one, with its own close button. */}
      {tryOpened && (
        <div className={tryShown ? 'fixed inset-0 z-30 lg:static' : 'hidden'}>
          <FaultBoundary
            message="“Try it” could not be shown. Your work is kept."
            onFault={onFault}
            className="bg-white dark:bg-neutral-900"
            actions={() => <Button onClick={() => store.togglePanel('try', false)}>Close “Try it”</Button>}
          >
            <Suspense fallback={null}>
              <TryPanel store={store} drafting={sidePanel === 'draft'} />
            </Suspense>
          </FaultBoundary>
        </div>
      )}
    </>
  );
}

/** Whether `value` has been true at any render so far. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
