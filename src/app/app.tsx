import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { StartScreen } from './start-screen';
import {
  loadHeadlineReaders,
  loadLibrary,
  loadShowing,
  prepareOpening,
  workspaceSession,
  type KeptPlugins,
} from './loading-ahead';
import { takeEarlyInput } from './early-input';
import { filesOfFolderInput } from './dropped-files';
import { usePageDrops } from './use-page-drops';
import { ChoosePluginDialog, type Choice } from './app-dialogs';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { LibraryPending } from './library-pending';
import { Button } from '../ui/button';
import { FaultBoundary } from '../ui/error-boundary';
import { afterNextFrame } from '../ui/after-next-frame';
import {
  clearStartMarker,
  hasStartMarker,
  leavePage,
  recordFault,
  setStartMarker,
} from '../persist/start-marker';
import type { OpenOutcome } from './open-plugin';
import type { FolderItem } from '../archive/folder-entries';
import type { TemplateId } from './template-list';
import type { SolutionSession, Unreadable } from './solution-session';
import type { SolutionId } from '../persist/ids';
import type { NoticeText } from '../ui/notice';

const WorkspaceSession = workspaceSession.Component;
type LibraryListComponent = typeof import('./library-list').LibraryList;
const ReimportDialog = lazy(() =>
  import('../features/versions/reimport-dialog').then((m) => ({ default: m.ReimportDialog })),
);

type Progress = { label: string; ratio: number };

const codeDidNotLoad =
  'The solution could not be opened: part of the builder did not load. Check the connection and try again.';

const failedLastTime =
  'The solution you had open could not be shown last time, so the library opens instead. Your work is kept: open it below.';

/**
 * The application: the start screen until a solution is open, then the workspace. Opening goes
 * through one path whatever the source (new, template, zip, folder, drop, the library), and a
 * failed opening never touches what is open. The start screen shows at once (it is in index.html
 * before any script runs); when storage answers, the solution last worked on reopens, unless the
 * person has already begun something on the start screen.
 */
export function App() {
  const [session, setSession] = useState<SolutionSession>();
  // What the last attempt that failed says (a refused zip), with its technical detail if any.
  const [message, setMessage] = useState<NoticeText>();
  const [progress, setProgress] = useState<Progress>();
  const [choice, setChoice] = useState<Choice>();
  const [pendingOpen, setPendingOpen] = useState<(() => void) | undefined>();
  const [reimport, setReimport] = useState<
    { outcome: OpenOutcome & { kind: 'opened' }; title: string; id: SolutionId } | undefined
  >();
  const [LibraryList, setLibraryList] = useState<LibraryListComponent>();
  // The start under way (from a template, or none for "New solution"): its button is busy until
  // the solution is drawn.
  const [starting, setStarting] = useState<{ template?: string }>();
  // Set by the first key or pointer press on the start screen: from then on the person leads.
  const personActed = useRef(false);

  // A solution whose last showing failed opens on its first view, not where it failed.
  const failedSolution = useRef<SolutionId>(undefined);

  // A reload or close before the reopened solution was drawn is not a failure (start-marker.ts).
  useEffect(() => {
    const onLeave = () => leavePage(localStorage);
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, []);

  useEffect(() => {
    let cancelled = false;
    // The first thing the person does on the start screen wins: a reopening that arrives later
    // would replace it. Until they act, storage's answer reopens the last solution, however late.
    const early = takeEarlyInput();
    if (early.acted) personActed.current = true;
    const acted = () => {
      personActed.current = true;
    };
    window.addEventListener('pointerdown', acted, { capture: true, once: true });
    window.addEventListener('keydown', acted, { capture: true, once: true });
    const stopWatching = () => {
      window.removeEventListener('pointerdown', acted, { capture: true });
      window.removeEventListener('keydown', acted, { capture: true });
    };
    const startLibrary = async () => {
      void import('./library-list').then(({ LibraryList }) => {
        if (!cancelled) setLibraryList(() => LibraryList);
      });
      const report = await (await loadLibrary()).startup();
      stopWatching();
      const last = report.available ? report.lastOpen : undefined;
      if (hasStartMarker(localStorage)) {
        // The last start or the last page failed while showing a solution: never reopen it blindly.
        clearStartMarker(localStorage);
        failedSolution.current = last;
        if (last && !cancelled && !personActed.current) setMessage({ message: failedLastTime });
      } else if (last && !cancelled && !personActed.current) {
        setStartMarker(localStorage);
        const { openStoredSession } = await import('./solution-session');
        const restored = await openStoredSession(last).catch(() => undefined);
        if (restored && 'unreadable' in restored) {
          clearStartMarker(localStorage);
          if (!cancelled) setMessage({ message: restored.unreadable });
        } else if (!cancelled && restored) setSession(restored);
        else clearStartMarker(localStorage);
      }
    };
    // The library's code and storage wait until the wired start screen has been drawn: its first
    // frame is not held up by loading, evaluating and opening them.
    const stopWaiting = afterNextFrame(() => void startLibrary());
    // What the person pressed before the script ran (a template, "New solution") happens now.
    early.replay();
    return () => {
      cancelled = true;
      stopWaiting();
      stopWatching();
    };
  }, []);

  async function show(next: Promise<SolutionSession | Unreadable | undefined>): Promise<void> {
    // The workspace's code with the session (which waits for its first view's): drawn at once,
    // never behind a fallback. A chunk that fails here is asked for again where it is drawn.
    const [opened] = await Promise.all([
      next.catch(() => 'code did not load' as const),
      workspaceSession.load().catch(() => undefined),
    ]);
    setProgress(undefined);
    if (opened === 'code did not load' || !opened || 'unreadable' in opened) {
      setStarting(undefined);
      return setMessage({
        message:
          opened === 'code did not load'
            ? codeDidNotLoad
            : (opened?.unreadable ??
              'That solution could not be opened. It may have been deleted in another tab.'),
      });
    }
    setMessage(undefined);
    await session?.close();
    // A transition is drawn a few milliseconds per task: a large plugin's first view is no long task.
    // The busy button goes with the start screen, in the same frame.
    startTransition(() => {
      setSession(opened);
      setStarting(undefined);
    });
  }

  /** Shows what opened, once `ready` (code it is drawn with) has loaded too. */
  function accept(outcome: OpenOutcome, ready?: Promise<unknown>): void {
    setProgress(undefined);
    switch (outcome.kind) {
      case 'refused':
        setMessage(outcome.refused);
        return;
      case 'choose':
        setChoice({ candidates: outcome.candidates, open: async (root) => accept(await outcome.open(root)) });
        return;
      case 'opened':
        // A large plugin is drawn first and checked after, a few files per task (workspace.tsx).
        void show(
          Promise.all([
            import('./solution-session').then(({ startNewSession }) =>
              startNewSession(outcome.tree, outcome.pluginKind, outcome.warnings),
            ),
            ready,
          ]).then(([opened]) => opened),
        );
    }
  }

  const onProgress = (label: string, ratio: number) => setProgress({ label, ratio });

  /** Runs `open` now, or after the person agrees to leave work that is not stored. */
  function guard(open: () => void): void {
    if (session?.hasUnsavedChanges()) setPendingOpen(() => open);
    else open();
  }

  /**
   * A plugin read from a file: when the library keeps one with its package name (its title, for a
   * plugin without a name), ask first (Versions).
   */
  async function acceptFile(outcome: OpenOutcome, library: Promise<KeptPlugins>): Promise<void> {
    if (outcome.kind !== 'opened') return accept(outcome);
    const [{ solutionHeadline }, { readManifest }] = await loadHeadlineReaders();
    const name = readManifest(outcome.tree)?.name;
    const { kept, names } = await library;
    const title = solutionHeadline(outcome.tree).title;
    const same = kept.find((s) => (name ? names.get(s.id) === name : s.title === title));
    if (!same) return accept(outcome);
    setProgress(undefined);
    setReimport({ outcome, title: same.title, id: same.id });
  }

  const openZipFile = (file: File) =>
    guard(async () => {
      const library = prepareOpening();
      const { openZip } = await import('./open-plugin');
      await acceptFile(await openZip(file, onProgress), library);
    });
  const openFolderFiles = (items: FolderItem[]) =>
    guard(async () => {
      const library = prepareOpening();
      const { openFolder } = await import('./open-plugin');
      await acceptFile(await openFolder(items, onProgress), library);
    });
  const create = (title: string, template?: string) =>
    guard(async () => {
      // One start at a time: a second press while the first is drawn would make a second solution.
      if (starting) return;
      setStarting(template ? { template } : {});
      // What showing it takes loads with the template, not after it; a new solution shows its
      // instructions, so their writing editor's code comes too (a plugin opened from a file
      // draws its editors after its first frame instead, which they would hold up).
      loadShowing();
      const editor = import('../features/forms/writing-field')
        .then((field) => field.loadWritingEditor())
        .catch(() => undefined);
      const templates = await import('./templates').catch(() => undefined);
      if (!templates) {
        setStarting(undefined);
        setMessage({ message: codeDidNotLoad });
        return;
      }
      accept(
        {
          kind: 'opened',
          tree: templates.createSolution(title, template as TemplateId | undefined),
          pluginKind: 'solution',
          warnings: [],
        },
        editor,
      );
    });
  const openStored = (id: SolutionId, at?: { view: string; openFile?: string | undefined }) =>
    guard(
      () =>
        void show(
          import('./solution-session').then(({ openStoredSession }) =>
            openStoredSession(id, { atFirstView: failedSolution.current === id, ...(at ? { at } : {}) }),
          ),
        ),
    );
  const leave = () => {
    void session?.close();
    void loadLibrary()
      .then((library) => library.setLastOpen(undefined))
      .catch(() => undefined);
    setSession(undefined);
  };
  const goHome = () => guard(leave);
  /** Downloads what is open, for when the workspace itself cannot be shown. */
  const downloadCopy = async (open: SolutionSession) => {
    const [{ saveZipInWorker }, { downloadBytes }, { exportFileName, solutionHeadline }] = await Promise.all([
      import('../archive/archive-client'),
      import('../features/files/download'),
      import('../model/solution-headline'),
    ]);
    const tree = open.store.getState().history.present;
    downloadBytes(exportFileName(solutionHeadline(tree)), await saveZipInWorker(tree), 'application/zip');
    open.markExported();
  };

  usePageDrops({
    onZip: openZipFile,
    onFolder: openFolderFiles,
    onNothing: () => setMessage({ message: 'Drop a .zip file or a plugin folder to open it.' }),
  });

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
                    setMessage({
                      message: 'The copy could not be written. Your work is still kept in this browser.',
                    }),
                  )
                }
              >
                Download a copy
              </Button>
              <Button variant="primary" onClick={leave}>
                Go to the library
              </Button>
            </>
          )}
        >
          <Suspense fallback={<p className="p-8 text-neutral-500">Opening…</p>}>
            <WorkspaceSession
              key={session.id}
              session={session}
              message={message}
              progress={progress}
              onDismissMessage={() => setMessage(undefined)}
              onOpenZip={openZipFile}
              onOpenFolder={(files) => openFolderFiles(filesOfFolderInput(files))}
              // Taking over keeps this tab where the person is looking.
              onReopen={() => {
                const { view, openFile } = session.store.getState();
                openStored(session.id, { view, openFile });
              }}
              onHome={goHome}
            />
          </Suspense>
        </FaultBoundary>
      ) : (
        <StartScreen
          onCreate={create}
          onOpenZip={openZipFile}
          onOpenFolder={(files) => openFolderFiles(filesOfFolderInput(files))}
          message={message}
          progress={progress}
          starting={starting}
          library={LibraryList ? <LibraryList onOpen={openStored} /> : <LibraryPending />}
        />
      )}
      {choice && <ChoosePluginDialog choice={choice} onDone={() => setChoice(undefined)} />}
      {reimport && (
        <Suspense fallback={null}>
          <ReimportDialog
            title={reimport.title}
            opened={reimport.outcome.tree}
            loadStored={() =>
              loadLibrary()
                .then((library) => library.open(reimport.id))
                .then((stored) => stored?.tree)
            }
            onCancel={() => setReimport(undefined)}
            onOpenNew={() => {
              setReimport(undefined);
              accept(reimport.outcome);
            }}
            onOpenStored={() => {
              setReimport(undefined);
              openStored(reimport.id);
            }}
          />
        </Suspense>
      )}
      {pendingOpen && (
        <ConfirmDialog
          title="Leave work that is not saved?"
          confirm="Continue"
          onDone={(confirmed) => {
            const open = pendingOpen;
            setPendingOpen(undefined);
            if (confirmed) open();
          }}
        >
          Some changes to the solution open now are not saved in this browser. Export it first if you want to
          keep a copy of them.
        </ConfirmDialog>
      )}
    </>
  );
}
