import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { createOpeningFlow } from '../flows/opening';
import { StartScreen } from './start-screen';
import { loadLibrary, prepareShowing, workspaceSession } from './loading-ahead';
import { downloadCopy } from './download-copy';
import { openingPorts } from './opening-ports';
import { takeEarlyInput } from './early-input';
import { filesOfFolderInput } from './dropped-files';
import { usePageDrops } from './use-page-drops';
import { ChoosePluginDialog } from './app-dialogs';
import { SharedLinks } from './shared-links';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { LibraryPending } from './library-pending';
import { Button } from '../ui/button';
import { FaultBoundary } from '../ui/error-boundary';
import { afterNextFrame } from '../ui/after-next-frame';
import { leavePage, recordFault } from '../persist/start-marker';

const WorkspaceSession = workspaceSession.Component;
type LibraryListComponent = typeof import('./library-list').LibraryList;
const ReimportDialog = lazy(() =>
  import('../features/versions/reimport-dialog').then((m) => ({ default: m.ReimportDialog })),
);

/**
 * The application: the start screen until a solution is open, then the workspace. It draws the
 * opening flow (`flows/opening.ts`: every way in, and the reopening on start) and sends it what the
 * person does. The start screen shows at once (it is in index.html before any script runs).
 */
export function App() {
  const [flow] = useState(() => createOpeningFlow(openingPorts));
  const [{ at, session, refused }, setState] = useState(flow.getState);
  const [LibraryList, setLibraryList] = useState<LibraryListComponent>();
  /** A start from "Describe it and get a draft": its solution opens with "Try it" on drafting. */
  const drafting = useRef(false);
  useEffect(() => {
    if (!session || !drafting.current) return;
    drafting.current = false;
    session.store.togglePanel('draft', true);
  }, [session]);

  useEffect(() => {
    // A solution opened is drawn in a transition, a few milliseconds per task: a large plugin's first
    // view is no long task. A small one is drawn at once: split, its drawing would let other tasks
    // come between its parts and often miss a frame (bench: a 300-file plugin's workspace drawn
    // some 7 ms sooner). The busy start button goes with the start screen, in the same frame.
    let shown = flow.getState().session;
    return flow.subscribe(() => {
      const next = flow.getState();
      if (next.session === shown) return setState(next);
      shown = next.session;
      if (next.session?.small) setState(next);
      else startTransition(() => setState(next));
    });
  }, [flow]);

  // A reload or close before the reopened solution was drawn is not a failure (start-marker.ts).
  useEffect(() => {
    const onLeave = () => leavePage(localStorage);
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, []);

  useEffect(() => {
    let stopped = false;
    // The first thing the person does on the start screen wins over a reopening that comes later.
    const early = takeEarlyInput();
    if (early.acted) flow.personActed();
    const acted = () => flow.personActed();
    const watch = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', acted, watch);
    window.addEventListener('keydown', acted, watch);
    let stopBegin = () => {};
    // The library's code and storage wait until the wired start screen has been drawn: its first
    // frame is not held up by loading, evaluating and opening them.
    const stopWaiting = afterNextFrame(() => {
      void import('./library-list').then(({ LibraryList }) => !stopped && setLibraryList(() => LibraryList));
      stopBegin = flow.begin();
    });
    // What the person pressed before the script ran (a template, "New solution") happens now.
    early.replay();
    return () => {
      stopped = true;
      stopWaiting();
      stopBegin();
      window.removeEventListener('pointerdown', acted, watch);
      window.removeEventListener('keydown', acted, watch);
    };
  }, [flow]);

  usePageDrops({
    onZip: flow.openZip,
    onFolder: flow.openFolder,
    onNothing: () => flow.refuse('Drop a .zip file or a plugin folder to open it.'),
    onDragIn: prepareShowing,
  });

  const progress = at.step === 'reading' ? at : undefined;
  const openFolderFiles = (files: File[]) => flow.openFolder(filesOfFolderInput(files));
  return (
    <>
      {session ? (
        <FaultBoundary
          message="This solution could not be shown. Your work is kept in this browser: download a copy, or go back to the library."
          resetKeys={[session]}
          onFault={() => recordFault(localStorage)}
          actions={() => (
            <>
              <Button
                onClick={() =>
                  void downloadCopy(session).catch(() =>
                    flow.refuse('The copy could not be written. Your work is still kept in this browser.'),
                  )
                }
              >
                Download a copy
              </Button>
              <Button variant="primary" onClick={flow.leave}>
                Go to the library
              </Button>
            </>
          )}
        >
          <Suspense fallback={<p className="p-8 text-neutral-500">Opening…</p>}>
            <WorkspaceSession
              key={session.id}
              session={session}
              message={refused}
              progress={progress}
              onDismissMessage={flow.dismiss}
              onOpenZip={flow.openZip}
              onOpenFolder={openFolderFiles}
              // Taking over keeps this tab where the person is looking.
              onReopen={() => {
                const { view, openFile } = session.store.getState();
                flow.openStored(session.id, { view, openFile });
              }}
              onHome={flow.goHome}
            />
          </Suspense>
        </FaultBoundary>
      ) : (
        <StartScreen
          onCreate={flow.create}
          onDraft={(title) => {
            drafting.current = true;
            flow.create(title);
          }}
          onOpenZip={flow.openZip}
          onOpenFolder={openFolderFiles}
          onChoosing={prepareShowing}
          message={refused}
          progress={progress}
          starting={at.step === 'starting' ? at.pressed : undefined}
          library={LibraryList ? <LibraryList onOpen={flow.openStored} /> : <LibraryPending />}
        />
      )}
      {at.step === 'choosing' && <ChoosePluginDialog candidates={at.candidates} onDone={flow.choose} />}
      <SharedLinks
        open={session}
        onOpenStored={(id) => {
          // A solution a link asks for wins over the reopening on start.
          flow.personActed();
          flow.openStored(id);
        }}
      />
      {at.step === 'reimport' && (
        <Suspense fallback={null}>
          <ReimportDialog
            title={at.kept.title}
            opened={at.tree}
            loadStored={() =>
              loadLibrary()
                .then((library) => library.open(at.kept.id))
                .then((stored) => stored?.tree)
            }
            onCancel={() => flow.reimportAnswered(undefined)}
            onOpenNew={() => flow.reimportAnswered('new')}
            onOpenStored={() => flow.reimportAnswered('stored')}
          />
        </Suspense>
      )}
      {at.step === 'unsaved' && (
        <ConfirmDialog title="Leave work that is not saved?" confirm="Continue" onDone={flow.unsavedAnswered}>
          Some changes to the solution open now are not saved in this browser. Export it first if you want to
          keep a copy of them.
        </ConfirmDialog>
      )}
    </>
  );
}
