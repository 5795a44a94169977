/**
 * One skill: its title and what it does, and (expanded) everything to edit it. Memoised on its own
 * SKILL.md entry, files and problems, so typing in one card never re-renders the other 199.
 */
import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import { sentenceTitle } from '../../model/display-names';
import { countBySeverity } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { fieldId } from '../forms/field-id';
import { SkillEditor } from './skill-editor';
import { sameSlice, skillText, type SkillSlice } from './skill-slices';

export interface SkillCardProps {
  readonly store: WorkspaceStore;
  readonly slice: SkillSlice;
  readonly expanded: boolean;
  readonly onToggle: (name: string) => void;
  readonly onRename: (name: string) => void;
  readonly onDelete: (name: string) => void;
  /** A line of the body to put the cursor on (from the Problems panel). */
  readonly focusLine?: { readonly line: number; readonly seq: number };
}

/** The id of a card's heading button, so the view can put the focus back on it. */
export function cardButtonId(path: string): string {
  return `${fieldId(path, '')}__card`;
}

function SkillCardInner({ store, slice, expanded, onToggle, onRename, onDelete, focusLine }: SkillCardProps) {
  const title = sentenceTitle(slice.name);
  const { description } = skillText(slice.entry);
  const counts = countBySeverity(slice.problems);
  const bodyId = `${fieldId(slice.path, '')}__card-body`;
  return (
    <article
      aria-label={title}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-4 shadow-xs dark:border-neutral-800 dark:bg-neutral-900/60"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3 className="min-w-0 flex-1 text-base font-semibold">
          <button
            id={cardButtonId(slice.path)}
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? bodyId : undefined}
            className="flex w-full min-w-0 items-start gap-1.5 rounded-lg text-left"
            onClick={() => onToggle(slice.name)}
          >
            <ChevronRight
              aria-hidden
              className={`mt-0.5 size-5 shrink-0 transition-transform ${expanded ? 'rotate-90' : ''}`}
            />
            <span className="min-w-0 break-words">{title}</span>
            {counts.error + counts.warning > 0 && (
              <ProblemBadge errors={counts.error} warnings={counts.warning} />
            )}
          </button>
        </h3>
        {expanded && (
          <div className="flex gap-1">
            <Button variant="ghost" onClick={() => onRename(slice.name)} aria-label={`Rename ${title}`}>
              <Pencil aria-hidden className="size-4" /> Rename
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 dark:text-red-300"
              onClick={() => onDelete(slice.name)}
              aria-label={`Delete ${title}`}
            >
              <Trash2 aria-hidden className="size-4" /> Delete
            </Button>
          </div>
        )}
      </div>
      {!expanded && (
        <p className="-mt-2 line-clamp-2 pl-6.5 text-sm text-neutral-600 dark:text-neutral-400">
          {description.trim() === '' ? 'No description yet.' : description}
        </p>
      )}
      {expanded && (
        <div id={bodyId} className="flex min-w-0 flex-col gap-6">
          <SkillEditor
            store={store}
            slice={slice}
            title={title}
            onRename={() => onRename(slice.name)}
            focusLine={focusLine}
          />
        </div>
      )}
    </article>
  );
}

function ProblemBadge({ errors, warnings }: { errors: number; warnings: number }) {
  const parts = [
    errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
    warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
  ];
  return (
    <span
      className={`ml-1 shrink-0 self-center rounded-full px-2 py-0.5 text-xs font-medium ${
        errors > 0
          ? 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
      }`}
    >
      {parts.filter(Boolean).join(', ')}
    </span>
  );
}

export const SkillCard = memo(
  SkillCardInner,
  (a, b) =>
    a.store === b.store &&
    a.expanded === b.expanded &&
    a.onToggle === b.onToggle &&
    a.onRename === b.onRename &&
    a.onDelete === b.onDelete &&
    a.focusLine === b.focusLine &&
    sameSlice(a.slice, b.slice),
);
