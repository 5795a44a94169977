import { useMemo, useState } from 'react';
import { ChevronDown, ChevronUp, CircleAlert, CircleDashed, Info, TriangleAlert } from 'lucide-react';
import { compareDiagnostics, type Diagnostic, type QuickFix } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { Emphasis } from '../../ui/emphasis';
import { isToFillIn } from '../forms/fresh-rows';
import { problemCounts, problemCountsText } from './problem-counts';

/** The place a problem is listed under (the shell works it out from the tree). */
export interface PanelPlace {
  /** What is wrong where: "Skill “Returns”"; for files no view owns, the file's name. */
  readonly title: string;
  /** Whether the title is a file's name (then the file needs no secondary mention). */
  readonly kind: string;
  readonly key: string;
  /** Places are listed by rank (the order of the views), then by key. */
  readonly rank: number;
}

export interface ProblemsPanelProps {
  readonly placeOf: (diagnostic: Diagnostic) => PanelPlace;
  /** The diagnostics as shown (rows just added are "to fill in"). */
  readonly diagnostics: readonly Diagnostic[];
  readonly onSelect: (diagnostic: Diagnostic) => void;
  /** Absent while the solution is read-only here: no fix is offered. */
  readonly onFix?: (diagnostic: Diagnostic, fix: QuickFix) => void;
  /** Whether the list shows; the bar with the counts always does. */
  readonly open: boolean;
  /** The person opens or closes the list: its toggle, or a focus moved onto the panel. */
  readonly onOpenChange: (open: boolean) => void;
}

const icons = {
  error: <CircleAlert aria-hidden className="size-4 shrink-0 text-red-600 dark:text-red-400" />,
  warning: <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />,
  info: <Info aria-hidden className="size-4 shrink-0 text-neutral-500" />,
  toFillIn: <CircleDashed aria-hidden className="size-4 shrink-0 text-neutral-500" />,
};
const spoken = { error: 'Error', warning: 'Warning', info: 'Note', toFillIn: 'To fill in' };

/**
 * How many problems of one place are listed until the person asks for more. A long file can hold
 * tens of thousands of the same problem (a link repeated on every page); drawing them all would
 * freeze the page, and the first ones say what is wrong.
 */
export const SHOWN_PER_PLACE = 50;

/**
 * Every diagnostic, grouped under the place a person knows (Assistant, Skill “Returns”, Tool server
 * “Shop orders”, Package; a file's name only for files no view owns); collapsible. It opens only
 * when asked: its toggle, or the focus moved onto the panel itself (the header's counts, an
 * export's "Show problems"). Opening by itself when a row was added or a problem appeared would
 * move the form under the person's pointer.
 */
export function ProblemsPanel({
  placeOf,
  diagnostics,
  onSelect,
  onFix,
  open,
  onOpenChange,
}: ProblemsPanelProps) {
  const [shown, setShown] = useState<ReadonlyMap<string, number>>(new Map());
  const groups = useMemo(() => groupByPlace(placeOf, diagnostics), [placeOf, diagnostics]);
  const counts = problemCounts(diagnostics);
  return (
    <section
      id="problems-list"
      tabIndex={-1}
      aria-label="Problems"
      onFocus={(event) => event.target === event.currentTarget && onOpenChange(true)}
      className="flex max-h-[40vh] flex-col border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="flex items-center gap-3 px-4 py-2">
        <h2 className="text-sm font-semibold">Problems</h2>
        <span className="text-xs text-neutral-600 dark:text-neutral-400" aria-live="polite">
          {diagnostics.length === 0 ? 'None — everything checks out.' : problemCountsText(counts)}
        </span>
        <Button
          variant="ghost"
          className="ml-auto"
          aria-expanded={open}
          onClick={() => onOpenChange(!open)}
          aria-label={open ? 'Hide problems' : 'Show problems'}
          title={open ? 'Hide problems' : 'Show problems'}
        >
          {open ? (
            <ChevronDown aria-hidden className="size-4" />
          ) : (
            <ChevronUp aria-hidden className="size-4" />
          )}
        </Button>
      </div>
      {open && diagnostics.length > 0 && (
        <div className="overflow-auto px-2 pb-2">
          {groups.map(({ place, files, items }) => {
            const limit = shown.get(place.key) ?? SHOWN_PER_PLACE;
            return (
              <section key={place.key} className="mb-1" aria-label={place.title}>
                {/* The file is a secondary detail for Dev, on hover; Maya reads the place. */}
                <h3
                  className="px-2 py-1 text-xs font-semibold text-neutral-700 dark:text-neutral-300"
                  title={place.kind === 'file' ? undefined : files.join(', ')}
                >
                  {place.title}
                </h3>
                <ul>
                  {items.slice(0, limit).map((d, index) => {
                    const look = isToFillIn(d) ? 'toFillIn' : d.severity;
                    return (
                      <li
                        key={`${d.code}-${index}`}
                        className="flex items-start gap-2 rounded-lg px-2 py-1 hover:bg-neutral-100 dark:hover:bg-neutral-800"
                      >
                        <button
                          type="button"
                          className="flex min-w-0 flex-1 items-start gap-2 text-left text-sm"
                          onClick={() => onSelect(d)}
                        >
                          {icons[look]}
                          <span>
                            <span className={look === 'toFillIn' ? 'mr-1 font-medium' : 'sr-only'}>
                              {spoken[look]}:
                            </span>
                            <Emphasis text={d.message} />
                          </span>
                        </button>
                        {onFix &&
                          d.fixes?.map((fix) => (
                            <Button
                              key={fix.label}
                              variant="secondary"
                              className="shrink-0 py-0.5 text-xs"
                              onClick={() => onFix(d, fix)}
                            >
                              {fix.label}
                            </Button>
                          ))}
                      </li>
                    );
                  })}
                </ul>
                {items.length > limit && (
                  <Button
                    variant="ghost"
                    className="ml-2 py-0.5 text-xs"
                    onClick={() => setShown(new Map(shown).set(place.key, limit + 4 * SHOWN_PER_PLACE))}
                  >
                    Show more ({items.length - limit} not listed)
                  </Button>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}

interface PlaceGroup {
  readonly place: PanelPlace;
  readonly files: string[];
  readonly items: Diagnostic[];
}

/** Places in the order of the views (Assistant, Skills, Tools, Package, files); errors first within. */
function groupByPlace(
  placeOf: (diagnostic: Diagnostic) => PanelPlace,
  diagnostics: readonly Diagnostic[],
): PlaceGroup[] {
  const byPlace = new Map<string, PlaceGroup>();
  for (const d of [...diagnostics].sort(compareDiagnostics)) {
    const place = placeOf(d);
    let group = byPlace.get(place.key);
    if (!group) byPlace.set(place.key, (group = { place, files: [], items: [] }));
    if (!group.files.includes(d.file)) group.files.push(d.file);
    group.items.push(d);
  }
  return [...byPlace.values()].sort(
    (a, b) =>
      a.place.rank - b.place.rank || (a.place.key < b.place.key ? -1 : a.place.key > b.place.key ? 1 : 0),
  );
}
