/**
 * A skill's supporting files, grouped the way Agent Skills arranges them (documents it reads,
 * programs it runs, templates and pictures), with a new empty file, upload (any bytes, kept as
 * they are) and remove. File names are shown without their folders.
 */
import { FilePlus, FolderOpen, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import { encodeText, type FileTree } from '../../model/file-tree';
import { ok, type OperationResult } from '../../model/operation-support';
import {
  addSupportingFile,
  fileNameProblem,
  removeSupportingFile,
  SUPPORT_FOLDERS,
  type SupportFolder,
  type SupportingFile,
} from '../../model/supporting-files';
import type { Diagnostic } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { helpClass, iconButtonClass, inputClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import type { Operation } from '../forms/use-operation';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TitledPart } from '../../ui/titled-part';
import { TextDialog } from '../../ui/text-dialog';

const FOLDER_LABELS: Record<SupportFolder, string> = {
  references: 'Documents it reads',
  scripts: 'Programs it runs',
  assets: 'Templates and pictures',
};

/** "2.4 KB" and the like. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? size.toFixed(1) : Math.round(size)} ${units[unit]}`;
}

/** The files in display groups: the three known folders in order, then anything else. */
export function groupFiles(
  files: readonly SupportingFile[],
): { label: string; files: { file: SupportingFile; name: string }[] }[] {
  const groups = SUPPORT_FOLDERS.map((folder) => ({
    label: FOLDER_LABELS[folder],
    files: files
      .filter((file) => file.local.startsWith(`${folder}/`))
      .map((file) => ({ file, name: file.local.slice(folder.length + 1) })),
  }));
  const other = files
    .filter((file) => !SUPPORT_FOLDERS.some((folder) => file.local.startsWith(`${folder}/`)))
    .map((file) => ({ file, name: file.local }));
  return [...groups, { label: 'Other files', files: other }].filter((group) => group.files.length > 0);
}

export interface SupportingFilesProps {
  readonly store: WorkspaceStore;
  readonly run: (operation: Operation) => boolean;
  readonly skill: string;
  readonly title: string;
  readonly files: readonly SupportingFile[];
  /** Problems about these files (a file's own problems are shown under it). */
  readonly problems: readonly Diagnostic[];
}

export function SupportingFiles({ store, run, skill, title, files, problems }: SupportingFilesProps) {
  const folderId = useId();
  const upload = useRef<HTMLInputElement>(null);
  const [folder, setFolder] = useState<SupportFolder>('references');
  const [asking, setAsking] = useState<'new' | { remove: SupportingFile; name: string } | undefined>();

  const onUpload = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (upload.current) upload.current.value = '';
    if (picked.length === 0) return;
    const read = await Promise.all(
      picked.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    );
    // Every upload of one pick is a single change, so one undo takes them all back.
    run((tree: FileTree) =>
      read.reduce<OperationResult>(
        (result, file) =>
          result.ok ? addSupportingFile(result.tree, skill, folder, file.name, file.bytes) : result,
        ok(tree),
      ),
    );
  };

  return (
    <TitledPart
      title="Files it uses"
      help="Documents it reads, programs it runs, templates and pictures. They go into the download with the skill."
    >
      {files.length === 0 && <p className={helpClass}>No files yet.</p>}
      {groupFiles(files).map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <h5 className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {group.label}
          </h5>
          <ul className="flex flex-col divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {group.files.map(({ file, name }) => (
              <li key={file.path} className="flex flex-col gap-1 px-3 py-1.5">
                <div className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm" title={name}>
                    {name}
                  </span>
                  <span className="shrink-0 text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                    {sizeText(file.entry.bytes.length)}
                  </span>
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={`Open ${name} in the Files view`}
                    title="Open in the Files view"
                    onClick={() => store.show('files', file.path)}
                  >
                    <FolderOpen aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButtonClass}
                    aria-label={`Remove ${name}`}
                    title={`Remove ${name}`}
                    onClick={() => setAsking({ remove: file, name })}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
                <ProblemList problems={problems.filter((d) => d.file === file.path)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ProblemList problems={problems.filter((d) => !files.some((file) => file.path === d.file))} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={folderId} className="text-xs font-medium text-neutral-600 dark:text-neutral-400">
            New files go with
          </label>
          <select
            id={folderId}
            className={`${inputClass} w-auto`}
            value={folder}
            onChange={(event) => setFolder(event.target.value as SupportFolder)}
          >
            {SUPPORT_FOLDERS.map((option) => (
              <option key={option} value={option}>
                {FOLDER_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => setAsking('new')}>
          <FilePlus aria-hidden className="size-4" /> New file
        </Button>
        <Button onClick={() => upload.current?.click()}>
          <Upload aria-hidden className="size-4" /> Upload files
        </Button>
        <input
          ref={upload}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void onUpload(event.target.files)}
        />
      </div>
      {asking === 'new' && (
        <TextDialog
          title={`New file for “${title}”`}
          label="File name"
          help={`An empty text file among “${FOLDER_LABELS[folder].toLowerCase()}”, such as checklist.md.`}
          initial=""
          confirm="Create file"
          check={fileNameProblem}
          onDone={(name) => {
            setAsking(undefined);
            if (name !== undefined)
              run((tree) => addSupportingFile(tree, skill, folder, name, encodeText('')));
          }}
        />
      )}
      {asking !== undefined && asking !== 'new' && (
        <ConfirmDialog
          title="Remove file"
          confirm="Remove file"
          onDone={(confirmed) => {
            setAsking(undefined);
            if (confirmed) run((tree) => removeSupportingFile(tree, asking.remove.path));
          }}
          tone="danger"
        >
          {`Remove “${asking.name}” from the skill “${title}”? You can undo this.`}
        </ConfirmDialog>
      )}
    </TitledPart>
  );
}
