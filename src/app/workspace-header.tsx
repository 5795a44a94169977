import { Download, Eye, FolderOpen, Redo2, Undo2 } from 'lucide-react';
import type { Diagnostic } from '../validate/diagnostic';
import { problemCounts } from '../features/problems/problem-counts';
import type { SaveStatus } from '../persist/autosaver';
import { Button } from '../ui/button';

export interface WorkspaceHeaderProps {
  readonly title: string;
  /** The diagnostics as shown: the counts are the Problems panel's. */
  readonly diagnostics: readonly Diagnostic[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly previewOpen: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onPreview: () => void;
  readonly onImport: () => void;
  readonly onExport: () => void;
  readonly onShowProblems: () => void;
  readonly onHome: () => void;
  readonly saveStatus?: SaveStatus | undefined;
}

/** The bar above the workspace: the solution's title, its problem counts and the main actions. */
export function WorkspaceHeader(props: WorkspaceHeaderProps) {
  const counts = problemCounts(props.diagnostics);
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-neutral-200 bg-white px-4 py-2 dark:border-neutral-800 dark:bg-neutral-900">
      <button
        type="button"
        onClick={props.onHome}
        className="flex items-center gap-2 rounded-lg"
        aria-label="All solutions"
      >
        <img src="./favicon.svg" alt="" className="size-6" />
      </button>
      <h1 className="min-w-0 truncate text-base font-semibold">{props.title}</h1>
      <button
        type="button"
        onClick={props.onShowProblems}
        className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <span
          className={
            counts.error > 0 ? 'text-red-700 dark:text-red-400' : 'text-neutral-600 dark:text-neutral-400'
          }
        >
          ● {counts.error} {counts.error === 1 ? 'error' : 'errors'}
        </span>
        <span
          className={
            counts.warning > 0
              ? 'text-amber-700 dark:text-amber-400'
              : 'text-neutral-600 dark:text-neutral-400'
          }
        >
          {counts.warning} {counts.warning === 1 ? 'warning' : 'warnings'}
        </span>
        {counts.toFillIn > 0 && (
          <span className="text-neutral-600 dark:text-neutral-400">{counts.toFillIn} to fill in</span>
        )}
      </button>
      <SaveState status={props.saveStatus} />
      <div className="ml-auto flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!props.canUndo}
          onClick={props.onUndo}
        >
          <Undo2 aria-hidden className="size-4" />
          <span className="hidden sm:inline">Undo</span>
        </Button>
        <Button
          variant="ghost"
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!props.canRedo}
          onClick={props.onRedo}
        >
          <Redo2 aria-hidden className="size-4" />
          <span className="hidden sm:inline">Redo</span>
        </Button>
        <Button
          variant="ghost"
          aria-label="Preview"
          aria-pressed={props.previewOpen}
          onClick={props.onPreview}
        >
          <Eye aria-hidden className="size-4" />
          <span className="hidden sm:inline">Preview</span>
        </Button>
        <Button variant="secondary" aria-label="Import" onClick={props.onImport}>
          <FolderOpen aria-hidden className="size-4" />
          <span className="hidden sm:inline">Import</span>
        </Button>
        <Button variant="primary" aria-label="Export" onClick={props.onExport}>
          <Download aria-hidden className="size-4" />
          <span className="hidden sm:inline">Export</span>
        </Button>
      </div>
    </header>
  );
}

/** "Saved", "Saving…" or why not, told truthfully and announced politely. */
function SaveState({ status }: { status: SaveStatus | undefined }) {
  if (status === undefined) return null;
  const text = status === 'saved' ? 'Saved' : status === 'saving' ? 'Saving…' : status.failed;
  const failed = typeof status === 'object';
  return (
    <span
      role="status"
      className={`text-sm ${failed ? 'font-medium text-red-700 dark:text-red-400' : 'text-neutral-600 dark:text-neutral-400'}`}
    >
      {text}
    </span>
  );
}
