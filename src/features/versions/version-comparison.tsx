/**
 * What changed from a kept version to now: in plain words (the default), each change a button
 * that opens the place it is about, a reworded text showing its words on demand; or as files (the
 * one place paths are shown), a text file's lines on demand.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { decodeText, type FileTree } from '../../model/file-tree';
import { fileChanges, sizeChange, type FileChange } from '../../versions/file-changes';
import type { PlainChange } from '../../versions/change';
import { plainChanges } from '../../versions/plain-changes';
import type { Version } from '../../versions/version';
import type { WorkspaceStore } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { Button } from '../../ui/button';
import { helpClass } from '../../ui/field-classes';
import { WordChanges } from '../../ui/word-changes';
import type { VersionsAccess } from './versions-access';

const FileDiff = lazy(() => import('../editor/file-diff'));

export interface VersionComparisonProps {
  readonly access: VersionsAccess;
  readonly store: WorkspaceStore;
  readonly version: Version;
  /** "the version of …" */
  readonly label: string;
}

export function VersionComparison({ access, store, version, label }: VersionComparisonProps) {
  const current = useWorkspace(store, (state) => state.history.present);
  const { tree, error } = useVersionTree(access, version, current);
  const [asFiles, setAsFiles] = useState(false);
  const changes = useMemo(() => (tree ? plainChanges(tree, current) : undefined), [tree, current]);
  const files = useMemo(
    () => (tree && asFiles ? fileChanges(tree, current) : undefined),
    [tree, current, asFiles],
  );
  const count = changes?.length ?? 0;
  return (
    <section
      aria-labelledby="versions-compared"
      className="flex flex-col gap-3 rounded-xl bg-neutral-50 p-4 dark:bg-neutral-900"
    >
      <h2 id="versions-compared" className="text-lg font-semibold">
        {changes === undefined
          ? `Changes since ${label}`
          : `${count === 0 ? 'No changes' : `${count} ${count === 1 ? 'change' : 'changes'}`} since ${label}`}
      </h2>
      <div role="group" aria-label="Show the changes" className="flex gap-1">
        <Button
          variant={asFiles ? 'ghost' : 'secondary'}
          aria-pressed={!asFiles}
          onClick={() => setAsFiles(false)}
        >
          In plain words
        </Button>
        <Button
          variant={asFiles ? 'secondary' : 'ghost'}
          aria-pressed={asFiles}
          onClick={() => setAsFiles(true)}
        >
          As files
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      )}
      {!error && !tree && <p className={helpClass}>Reading the version…</p>}
      {changes && !asFiles && (
        <ul aria-label="Changes in plain words" className="flex flex-col gap-1">
          {changes.map((change, index) => (
            <PlainLine key={index} change={change} onOpen={() => store.reveal(change.place)} />
          ))}
        </ul>
      )}
      {changes?.length === 0 && !asFiles && (
        <p className={helpClass}>Nothing has changed since this version.</p>
      )}
      {files && tree && <FileList changes={files} before={tree} after={current} />}
    </section>
  );
}

const linkClass = 'text-left text-sm text-accent-700 underline-offset-2 hover:underline dark:text-accent-300';

/** One change: a button that opens its place, and for reworded prose its words on demand. */
function PlainLine({ change, onOpen }: { change: PlainChange; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-1">
      <span className="flex flex-wrap items-baseline gap-x-3">
        <button type="button" className={linkClass} onClick={onOpen}>
          {change.text}
        </button>
        {change.prose && (
          <ToggleButton open={open} onToggle={setOpen} show="Show the words" hide="Hide the words" />
        )}
      </span>
      {open && change.prose && <WordChanges before={change.prose.before} after={change.prose.after} />}
    </li>
  );
}

function ToggleButton({
  open,
  onToggle,
  show,
  hide,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  show: string;
  hide: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      className="text-xs text-neutral-600 underline underline-offset-2 dark:text-neutral-400"
      onClick={() => onToggle(!open)}
    >
      {open ? hide : show}
    </button>
  );
}

function FileList({
  changes,
  before,
  after,
}: {
  changes: readonly FileChange[];
  before: FileTree;
  after: FileTree;
}) {
  if (changes.length === 0) return <p className={helpClass}>No file has changed since this version.</p>;
  return (
    <ul aria-label="Changed files" className="flex flex-col gap-1 text-sm">
      {changes.map((change) => (
        <FileLine key={change.path} change={change} before={before} after={after} />
      ))}
    </ul>
  );
}

function FileLine({ change, before, after }: { change: FileChange; before: FileTree; after: FileTree }) {
  const [open, setOpen] = useState(false);
  const textOf = (tree: FileTree) => {
    const entry = tree.get(change.path);
    return entry?.kind === 'file' ? (decodeText(entry.bytes) ?? '') : '';
  };
  return (
    <li className="flex flex-col gap-1">
      <span className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-mono break-all">{change.path}</span>
        <span className="text-neutral-600 dark:text-neutral-400">
          {change.change}
          {change.modeOnly
            ? ', permissions only'
            : !change.text && change.change === 'changed'
              ? `, ${sizeChange(change)}`
              : ''}
        </span>
        {change.text && !change.modeOnly && (
          <ToggleButton open={open} onToggle={setOpen} show="Show the lines" hide="Hide the lines" />
        )}
      </span>
      {open && (
        <Suspense fallback={<p className={helpClass}>Opening the comparison…</p>}>
          <FileDiff
            path={change.path}
            before={textOf(before)}
            after={textOf(after)}
            label={`${change.path}: now, with what was taken out since this version`}
          />
        </Suspense>
      )}
    </li>
  );
}

/** The tree of `version`, read again whenever the current tree changes (only what differs is read). */
function useVersionTree(
  access: VersionsAccess,
  version: Version,
  current: FileTree,
): { tree?: FileTree; error?: string } {
  const [state, setState] = useState<{ tree?: FileTree; error?: string }>({});
  useEffect(() => {
    let live = true;
    access.load(version, current).then(
      (tree) => live && setState({ tree }),
      (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [access, version, current]);
  return state;
}
