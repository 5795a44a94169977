import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { StartScreen } from './start-screen';
import { carriesFiles, filesOfFolderInput, readDrop } from './dropped-files';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store';
import { ChoosePluginDialog, ConfirmDialog, type Choice } from './app-dialogs';
import type { OpenOutcome, FolderFile } from './open-plugin';
import type { TemplateId } from './template-list';
import type { PluginKind } from '../model/plugin-root';

const WorkspaceSession = lazy(() => import('./workspace-session'));

/** An opened plugin, with what the workspace should tell the person first. */
export interface Opened {
  /** Distinguishes one opening from the next, so the workspace starts afresh for each. */
  readonly id: number;
  readonly store: WorkspaceStore;
  readonly pluginKind: PluginKind;
  readonly warnings: readonly string[];
}

type Progress = { label: string; ratio: number };

let openings = 0;

/**
 * The application: the start screen until a solution is open, then the workspace. Opening goes
 * through one path whatever the source (new, template, zip, folder, drop), and a failed opening
 * never touches what is open.
 */
export function App() {
  const [opened, setOpened] = useState<Opened>();
  const [message, setMessage] = useState<string>();
  const [progress, setProgress] = useState<Progress>();
  const [choice, setChoice] = useState<Choice>();
  const [pendingOpen, setPendingOpen] = useState<(() => void) | undefined>();

  function accept(outcome: OpenOutcome): void {
    setProgress(undefined);
    switch (outcome.kind) {
      case 'refused':
        setMessage(outcome.message);
        return;
      case 'choose':
        setChoice({ candidates: outcome.candidates, open: async (root) => accept(await outcome.open(root)) });
        return;
      case 'opened':
        setMessage(undefined);
        openings += 1;
        setOpened({
          id: openings,
          store: createWorkspaceStore(
            outcome.tree,
            outcome.pluginKind === 'solution' ? 'assistant' : 'files',
          ),
          pluginKind: outcome.pluginKind,
          warnings: outcome.warnings,
        });
    }
  }

  const onProgress = (label: string, ratio: number) => setProgress({ label, ratio });

  /** Runs `open` now, or after the person agrees to leave the changed solution that is open. */
  function guard(open: () => void): void {
    const changed = opened && opened.store.getState().history.past.length > 0;
    if (changed) setPendingOpen(() => open);
    else open();
  }

  const openZipFile = (file: File) =>
    guard(async () => {
      const { openZip } = await import('./open-plugin');
      accept(await openZip(file, onProgress));
    });
  const openFolderFiles = (files: FolderFile[]) =>
    guard(async () => {
      const { openFolder } = await import('./open-plugin');
      accept(await openFolder(files, onProgress));
    });
  const create = (title: string, template?: string) =>
    guard(async () => {
      const { createSolution } = await import('./templates');
      accept({
        kind: 'opened',
        tree: createSolution(title, template as TemplateId | undefined),
        pluginKind: 'solution',
        warnings: [],
      });
    });

  // The drop handlers are registered once and call the latest openers through a ref.
  const openers = useRef({ openZipFile, openFolderFiles });
  useEffect(() => {
    openers.current = { openZipFile, openFolderFiles };
  });

  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (carriesFiles(event.dataTransfer)) event.preventDefault();
    };
    const onDrop = async (event: DragEvent) => {
      if (!event.dataTransfer || !carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      const dropped = await readDrop(event.dataTransfer);
      if (dropped.kind === 'zip') openers.current.openZipFile(dropped.file);
      else if (dropped.kind === 'folder') openers.current.openFolderFiles(dropped.files);
      else setMessage('Drop a .zip file or a plugin folder to open it.');
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  return (
    <>
      {opened ? (
        <Suspense fallback={<p className="p-8 text-neutral-500">Opening…</p>}>
          <WorkspaceSession
            key={opened.id}
            opened={opened}
            message={message}
            progress={progress}
            onDismissMessage={() => setMessage(undefined)}
            onOpenZip={openZipFile}
            onHome={() => guard(() => setOpened(undefined))}
          />
        </Suspense>
      ) : (
        <StartScreen
          onCreate={create}
          onOpenZip={openZipFile}
          onOpenFolder={(files) => openFolderFiles(filesOfFolderInput(files))}
          message={message}
          progress={progress}
        />
      )}
      {choice && <ChoosePluginDialog choice={choice} onDone={() => setChoice(undefined)} />}
      {pendingOpen && (
        <ConfirmDialog
          title="Open another plugin?"
          confirm="Open"
          onCancel={() => setPendingOpen(undefined)}
          onConfirm={() => {
            const open = pendingOpen;
            setPendingOpen(undefined);
            open();
          }}
        >
          The solution open now has changes. Export it first if you want to keep a copy of them.
        </ConfirmDialog>
      )}
    </>
  );
}
