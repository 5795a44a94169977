import {
  Download,
  Ellipsis,
  Eye,
  FolderOpen,
  MessagesSquare,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { memo, useId, useState, type ComponentProps, type ReactNode } from 'react';
import type { Diagnostic } from '../validate/diagnostic';
import { problemCounts } from '../features/problems/problem-counts';
import type { SaveStatus } from '../persist/autosaver';
import type { SidePanel } from '../workspace/store';
import { Button } from '../ui/button';
import { usePopup } from '../ui/popup';
import { Logo } from '../ui/logo';

export interface WorkspaceHeaderProps {
  readonly title: string;
  /** The diagnostics as shown: the counts are the Problems panel's. */
  readonly diagnostics: readonly Diagnostic[];
  /** Said in place of the counts while the files are being checked for the first time. */
  readonly checking?: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly sidePanel: SidePanel | undefined;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onPreview: () => void;
  readonly onTry: () => void;
  readonly onImport: () => void;
  readonly onExport: () => void;
  /** The other ways to export, shown right after Export. */
  readonly exportChoices?: ReactNode;
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
        title="All solutions"
      >
        <Logo className="size-6" />
      </button>
      <h1 className="min-w-0 truncate text-base font-semibold">{props.title}</h1>
      <button
        type="button"
        onClick={props.onShowProblems}
        className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        {props.checking !== undefined ? (
          <span className="text-neutral-600 dark:text-neutral-400">{props.checking}</span>
        ) : (
          <Counts counts={counts} />
        )}
      </button>
      <SaveState status={props.saveStatus} />
      <HeaderActions
        canUndo={props.canUndo}
        canRedo={props.canRedo}
        sidePanel={props.sidePanel}
        onUndo={props.onUndo}
        onRedo={props.onRedo}
        onPreview={props.onPreview}
        onTry={props.onTry}
        onImport={props.onImport}
        onExport={props.onExport}
        exportChoices={props.exportChoices}
      />
    </header>
  );
}

type ActionsProps = Pick<
  WorkspaceHeaderProps,
  | 'canUndo'
  | 'canRedo'
  | 'sidePanel'
  | 'onUndo'
  | 'onRedo'
  | 'onPreview'
  | 'onTry'
  | 'onImport'
  | 'onExport'
  | 'exportChoices'
>;

/**
 * The actions at the end of the bar. Memoised (the Workspace keeps its callbacks stable): a
 * keystroke in the title draws the title again, not these buttons and their icons.
 */
const HeaderActions = memo(function HeaderActions(actions: ActionsProps) {
  return (
    <div className="ml-auto flex flex-wrap items-center gap-1">
      {/* On a narrow screen the less used actions sit in a labelled "More" list instead. */}
      <div className="hidden sm:contents">
        <SecondaryActions {...actions} />
      </div>
      <HeaderAction
        icon={Eye}
        label="Preview"
        aria-pressed={actions.sidePanel === 'preview'}
        onClick={actions.onPreview}
      />
      <HeaderAction
        icon={MessagesSquare}
        label="Try it"
        aria-pressed={actions.sidePanel === 'try' || actions.sidePanel === 'draft'}
        onClick={actions.onTry}
      />
      <HeaderAction
        icon={Download}
        label="Export"
        variant="primary"
        title="Export (Ctrl+Shift+E)"
        aria-keyshortcuts="Control+Shift+E"
        onClick={actions.onExport}
      />
      {actions.exportChoices}
      <MoreActions>
        <SecondaryActions {...actions} />
      </MoreActions>
    </div>
  );
});

/** Undo, Redo and Import: in the bar on a wide screen, in the "More" list on a narrow one. */
function SecondaryActions(props: ActionsProps) {
  return (
    <>
      {(
        [
          [Undo2, 'Undo', 'Ctrl+Z', props.canUndo, props.onUndo],
          [Redo2, 'Redo', 'Ctrl+Shift+Z', props.canRedo, props.onRedo],
        ] as const
      ).map(([icon, label, keys, can, run]) => (
        <HeaderAction
          key={label}
          icon={icon}
          label={label}
          title={`${label} (${keys})`}
          disabled={!can}
          onClick={run}
        />
      ))}
      <HeaderAction icon={FolderOpen} label="Import" onClick={props.onImport} />
    </>
  );
}

/** A header button: its icon and its one-word label, which is also its accessible name. */
function HeaderAction({
  icon: Icon,
  label,
  variant = 'ghost',
  ...button
}: Omit<ComponentProps<typeof Button>, 'children' | 'aria-label'> & {
  readonly icon: LucideIcon;
  readonly label: string;
}) {
  return (
    <Button variant={variant} aria-label={label} {...button}>
      <Icon aria-hidden className="size-4" />
      <span>{label}</span>
    </Button>
  );
}

/** A "More" button that shows a short labelled list of actions below it (narrow screens only). */
function MoreActions({ children }: { children: ReactNode }) {
  const { open, setOpen, holder } = usePopup();
  /** Which edge of the button the list hangs from: the side with more room (a wrapped header puts it at the left). */
  const [edge, setEdge] = useState<'left-0' | 'right-0'>('right-0');
  const listId = useId();
  return (
    <div className="relative sm:hidden" {...holder}>
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={listId}
        onClick={(event) => {
          const { left, right } = event.currentTarget.getBoundingClientRect();
          setEdge(left < window.innerWidth - right ? 'left-0' : 'right-0');
          setOpen(!open);
        }}
      >
        <Ellipsis aria-hidden className="size-4" />
        <span>More</span>
      </Button>
      {open && (
        <div
          id={listId}
          role="group"
          aria-label="More actions"
          // Choosing an action closes the list.
          onClick={() => setOpen(false)}
          className={`absolute ${edge} z-20 mt-1 flex min-w-36 flex-col items-stretch gap-1 rounded-xl bg-white p-1 shadow-lg ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700 [&>button]:justify-start`}
        >
          {children}
        </div>
      )}
    </div>
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

/** The header's problem counts: errors, warnings and rows still to fill in. */
function Counts({ counts }: { counts: ReturnType<typeof problemCounts> }) {
  return (
    <>
      <span
        className={
          counts.error > 0 ? 'text-red-700 dark:text-red-400' : 'text-neutral-600 dark:text-neutral-400'
        }
      >
        ● {counts.error} {counts.error === 1 ? 'error' : 'errors'}
      </span>
      <span
        className={
          counts.warning > 0 ? 'text-amber-700 dark:text-amber-400' : 'text-neutral-600 dark:text-neutral-400'
        }
      >
        {counts.warning} {counts.warning === 1 ? 'warning' : 'warnings'}
      </span>
      {counts.toFillIn > 0 && (
        <span className="text-neutral-600 dark:text-neutral-400">{counts.toFillIn} to fill in</span>
      )}
    </>
  );
}
