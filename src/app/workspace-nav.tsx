import { memo, useId } from 'react';
import type { ViewName } from '../workspace/views';
import type { ViewEntry } from '../workspace/react/view-entry';
import { viewRegistry } from './view-registry';

/** A view's problem badge: how many errors and warnings, and whether any is an error (red). */
export interface ViewBadge {
  readonly count: number;
  readonly errors: boolean;
}

export interface WorkspaceNavProps {
  readonly current: ViewName;
  /** Errors and warnings per view, shown as a badge: red with an error, amber with warnings only. */
  readonly problems: Partial<Record<ViewName, ViewBadge>>;
  /** Counts shown beside a view's name (skills, servers). */
  readonly counts: Partial<Record<ViewName, number>>;
  readonly onShow: (view: ViewName) => void;
}

/**
 * The list of views on the left (on narrow screens, rows of tabs that wrap: none is ever cut off),
 * the views for whoever works with the raw files under an "Advanced" heading.
 * Memoised: the Workspace keeps its props stable while typing, so a keystroke does not draw it.
 */
export const WorkspaceNav = memo(function WorkspaceNav({
  current,
  problems,
  counts,
  onShow,
}: WorkspaceNavProps) {
  const advancedId = useId();
  const item = ({ name: view, label, icon: Icon }: ViewEntry) => {
    const badge = problems[view];
    const problemCount = badge?.count ?? 0;
    const noun = badge?.errors ? 'problem' : 'warning';
    return (
      <li key={view}>
        <button
          type="button"
          aria-current={current === view ? 'page' : undefined}
          onClick={() => onShow(view)}
          className={`flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap ${
            current === view
              ? 'bg-accent-100 font-medium text-accent-700 dark:bg-accent-700/30 dark:text-accent-100'
              : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800'
          }`}
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          {label}
          {counts[view] !== undefined && (
            <span aria-hidden className="text-xs text-neutral-500">
              {counts[view]}
            </span>
          )}
          {problemCount > 0 && (
            <span
              className={`ml-auto rounded-full px-1.5 text-xs ${
                badge?.errors
                  ? 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'
                  : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
              }`}
            >
              {problemCount}
              <span className="sr-only">
                {' '}
                {noun}
                {problemCount === 1 ? '' : 's'}
              </span>
            </span>
          )}
        </button>
      </li>
    );
  };
  const advanced = viewRegistry.filter((entry) => entry.advanced);
  return (
    <nav
      aria-label="Views"
      className="flex flex-wrap items-center gap-1 border-b border-neutral-200 p-2 md:flex-col md:flex-nowrap md:items-stretch md:border-r md:border-b-0 dark:border-neutral-800"
    >
      <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
        {viewRegistry.filter((entry) => !entry.advanced).map(item)}
      </ul>
      {advanced.length > 0 && (
        <>
          <h2
            id={advancedId}
            className="px-3 text-xs font-medium text-neutral-600 md:pt-4 dark:text-neutral-400"
          >
            Advanced
          </h2>
          <ul aria-labelledby={advancedId} className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {advanced.map(item)}
          </ul>
        </>
      )}
    </nav>
  );
});
