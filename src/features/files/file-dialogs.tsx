import { useState } from 'react';
import {
  addFolder,
  getFile,
  isFolder,
  movePath,
  removePath,
  writeFile,
  type FileTree,
} from '../../model/file-tree';
import type { WorkspaceStore } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { FormDialog } from '../../ui/form-dialog';
import { TextDialog } from '../../ui/text-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { allFolders, joinPath, nameProblem } from './file-names';
import { baseName, parentOf } from './folder-nodes';

/** A file action waiting for the person's answer. */
export type Pending =
  | { kind: 'new-file' | 'new-folder'; folder: string }
  | { kind: 'rename'; path: string }
  | { kind: 'move'; path: string }
  | { kind: 'delete'; path: string };

/**
 * The dialog of a pending file action: a name to give, a folder to move to, or a deletion to
 * confirm. `onDone` hears that it closed, with the path to select when it made, renamed or moved one.
 */
export function PendingDialog({
  pending,
  store,
  onDone,
}: {
  pending: Pending | undefined;
  store: WorkspaceStore;
  onDone: (selected?: string) => void;
}) {
  const tree = useWorkspace(store, (s) => s.history.present);
  const [moveTo, setMoveTo] = useState('');
  if (!pending) return null;
  switch (pending.kind) {
    case 'new-file':
    case 'new-folder': {
      const isFile = pending.kind === 'new-file';
      return (
        <TextDialog
          monospace
          title={isFile ? 'New file' : 'New folder'}
          label={pending.folder ? `Name, inside ${pending.folder}` : 'Name'}
          initial=""
          confirm="Create"
          check={(name) => nameProblem(tree, pending.folder, name)}
          onDone={(name) => {
            if (!name) return onDone();
            const path = joinPath(pending.folder, name);
            store.change((t) => (isFile ? writeFile(t, path, new Uint8Array()) : addFolder(t, path)));
            onDone(path);
            if (isFile) store.show('files', path);
          }}
        />
      );
    }
    case 'rename': {
      const folder = parentOf(pending.path);
      return (
        <TextDialog
          monospace
          title="Rename"
          label="New name"
          initial={baseName(pending.path)}
          confirm="Rename"
          check={(name) => nameProblem(tree, folder, name, pending.path)}
          onDone={(name) => {
            if (!name) return onDone();
            const path = joinPath(folder, name);
            store.change((t) => movePath(t, pending.path, path));
            onDone(path);
            if (getFile(tree, pending.path)) store.show('files', path);
          }}
        />
      );
    }
    case 'move': {
      const folders = allFolders(tree).filter((f) => f !== pending.path && !f.startsWith(`${pending.path}/`));
      const problem = nameProblem(tree, moveTo, baseName(pending.path), pending.path);
      return (
        <FormDialog
          title={`Move ${baseName(pending.path)}`}
          confirm="Move"
          usable={problem === undefined}
          onConfirm={() => {
            const path = joinPath(moveTo, baseName(pending.path));
            store.change((t) => movePath(t, pending.path, path));
            onDone(path);
          }}
          onCancel={() => onDone()}
        >
          <label className="flex flex-col gap-1">
            <span className="font-medium">Move to folder</span>
            <select
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
              className="rounded-lg border border-neutral-300 bg-transparent px-2 py-1.5 font-mono dark:border-neutral-700"
            >
              {folders.map((f) => (
                <option key={f} value={f}>
                  {f === '' ? '(top level)' : f}
                </option>
              ))}
            </select>
          </label>
          {problem && <p className="text-red-700 dark:text-red-400">{problem}</p>}
        </FormDialog>
      );
    }
    case 'delete': {
      const folder = isFolder(tree, pending.path);
      return (
        <ConfirmDialog
          title={`Delete ${baseName(pending.path)}?`}
          confirm="Delete"
          tone="danger"
          onDone={(confirmed) => {
            if (confirmed) store.change((t) => removePath(t, pending.path));
            onDone();
          }}
        >
          {`${folder ? folderDeleteText(tree, pending.path) : 'The file will be removed.'} You can undo this.`}
        </ConfirmDialog>
      );
    }
  }
}

/** What deleting a folder takes with it, counted: "The folder and its 3 files will be removed." */
function folderDeleteText(tree: FileTree, folder: string): string {
  let files = 0;
  for (const [path, entry] of tree) if (entry.kind === 'file' && path.startsWith(`${folder}/`)) files += 1;
  if (files === 0) return 'The empty folder will be removed.';
  return `The folder and the ${files === 1 ? 'file' : `${files} files`} in it will be removed.`;
}
