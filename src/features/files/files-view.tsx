import { useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import { FilePlus, FolderInput, FolderPlus, Pencil, Trash2, Upload } from 'lucide-react';
import { getFile, isFolder, movePath, writeFile, type FileTree } from '../../model/file-tree';
import type { Diagnostic } from '../../validate/diagnostic';
import { inferProgramModes } from '../../model/program-files';
import type { WorkspaceStore } from '../../workspace/store';
import type { ViewName } from '../../workspace/views';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { Button } from '../../ui/button';
import { FileTreePanel } from './file-tree-panel';
import { FilePane } from './file-pane';
import { PendingDialog, type Pending } from './file-dialogs';
import { joinPath, nameProblem } from './file-names';
import { baseName, parentOf, problemCounts } from './folder-nodes';

export interface FilesViewProps {
  /** Its name (the Files view takes focus requests from the store's open file and focus). */
  readonly name: ViewName;
  readonly store: WorkspaceStore;
  readonly diagnostics: readonly Diagnostic[];
}

/** The Files view: every file and folder, with the selected file open beside the tree. */
export default function FilesView({ name, store, diagnostics }: FilesViewProps) {
  const tree = useWorkspace(store, (s) => s.history.present);
  const openFile = useWorkspace(store, (s) => s.openFile);
  const [selected, setSelected] = useState<string | undefined>(openFile);
  const [pending, setPending] = useState<Pending | undefined>();
  const uploadInput = useRef<HTMLInputElement>(null);
  const counts = useMemo(() => problemCounts(diagnostics.map((d) => d.file)), [diagnostics]);
  const file = openFile ? getFile(tree, openFile) : undefined;
  const fileDiagnostics = useMemo(
    () => diagnostics.filter((d) => d.file === openFile),
    [diagnostics, openFile],
  );
  const target = selected ?? openFile;
  const folderForNew = target === undefined ? '' : isFolder(tree, target) ? target : parentOf(target);

  const change = useCallback((update: (t: FileTree) => FileTree) => store.change(update), [store]);

  const upload = async (files: FileList | File[], folder: string) => {
    const read = await Promise.all(
      [...files].map(async (f) => ({
        name: f.name,
        bytes: new Uint8Array(await f.arrayBuffer()),
        mtime: f.lastModified,
      })),
    );
    change((t) => {
      const written = read.reduce(
        (acc, f) => writeFile(acc, joinPath(folder, f.name), f.bytes, { mtime: f.mtime }),
        t,
      );
      // Uploads come without file modes: a script or a command the tools name becomes a program.
      return inferProgramModes(
        written,
        read.map((f) => joinPath(folder, f.name)),
      ).tree;
    });
    const first = read[0];
    if (first) store.show('files', joinPath(folder, first.name));
  };

  /** A file action's dialog closed, having made, renamed or moved `path` when it names one. */
  const closeDialog = (path?: string) => {
    setPending(undefined);
    if (path !== undefined) setSelected(path);
  };

  const onDropFromDesktop = (event: DragEvent) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    void upload(event.dataTransfer.files, folderForNew);
  };

  return (
    <div className="grid h-full min-h-0 grid-rows-[auto_1fr] md:grid-cols-[minmax(14rem,18rem)_1fr] md:grid-rows-1">
      <div
        className="flex min-h-0 flex-col border-b border-neutral-200 md:border-r md:border-b-0 dark:border-neutral-800"
        onDrop={onDropFromDesktop}
        onDragOver={(event) => event.preventDefault()}
      >
        <div
          className="flex flex-wrap gap-1 border-b border-neutral-200 p-2 dark:border-neutral-800"
          role="toolbar"
          aria-label="File actions"
        >
          <Button variant="ghost" onClick={() => setPending({ kind: 'new-file', folder: folderForNew })}>
            <FilePlus aria-hidden className="size-4" /> New file
          </Button>
          <Button variant="ghost" onClick={() => setPending({ kind: 'new-folder', folder: folderForNew })}>
            <FolderPlus aria-hidden className="size-4" /> New folder
          </Button>
          <Button variant="ghost" onClick={() => uploadInput.current?.click()}>
            <Upload aria-hidden className="size-4" /> Upload
          </Button>
          {(
            [
              [Pencil, 'Rename', 'rename'],
              [FolderInput, 'Move to', 'move'],
              [Trash2, 'Delete', 'delete'],
            ] as const
          ).map(([Icon, label, kind]) => (
            <Button
              key={kind}
              variant="ghost"
              disabled={!target}
              onClick={() => target && setPending({ kind, path: target })}
            >
              <Icon aria-hidden className="size-4" /> {label}
            </Button>
          ))}
          <input
            ref={uploadInput}
            type="file"
            multiple
            hidden
            aria-label="Upload files"
            onChange={(event) => {
              if (event.target.files) void upload(event.target.files, folderForNew);
              event.target.value = '';
            }}
          />
        </div>
        <div className="min-h-0 flex-1 overflow-auto p-1">
          <FileTreePanel
            tree={tree}
            selected={target}
            problems={counts}
            onSelect={setSelected}
            onOpen={(path) => store.show('files', path)}
            onRename={(path) => setPending({ kind: 'rename', path })}
            onDelete={(path) => setPending({ kind: 'delete', path })}
            onMove={(from, to) => {
              const destination = joinPath(to, baseName(from));
              if (!nameProblem(tree, to, baseName(from))) change((t) => movePath(t, from, destination));
            }}
          />
        </div>
      </div>
      <div className="min-h-0 overflow-hidden">
        {openFile && file ? (
          <FilePane store={store} view={name} path={openFile} file={file} diagnostics={fileDiagnostics} />
        ) : (
          <p className="p-6 text-sm text-neutral-600 dark:text-neutral-400">
            Choose a file to see or change it. Drop files from your computer onto the list to add them.
          </p>
        )}
      </div>
      <PendingDialog pending={pending} store={store} onDone={closeDialog} />
    </div>
  );
}
