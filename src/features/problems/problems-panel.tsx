import { useMemo, useState } from 'react';
import { ChevronDown, ChevronUp, CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { compareDiagnostics, countBySeverity, type Diagnostic } from '../../validate/diagnostic';
import { Button } from '../../ui/button';

export interface ProblemsPanelProps {
  readonly diagnostics: readonly Diagnostic[];
  readonly onSelect: (diagnostic: Diagnostic) => void;
  readonly onFix: (diagnostic: Diagnostic) => void;
}

const icons = {
  error: <CircleAlert aria-hidden className="size-4 shrink-0 text-red-600 dark:text-red-400" />,
  warning: <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />,
  info: <Info aria-hidden className="size-4 shrink-0 text-neutral-500" />,
};

/**
 * How many problems of one file are listed until the person asks for more. A long file can hold
 * tens of thousands of the same problem (a link repeated on every page); drawing them all would
 * freeze the page, and the first ones say what is wrong.
 */
export const SHOWN_PER_FILE = 50;

/** Every diagnostic, grouped by file with the files holding errors first; collapsible. */
export function ProblemsPanel({ diagnostics, onSelect, onFix }: ProblemsPanelProps) {
  const [open, setOpen] = useState(true);
  const [shown, setShown] = useState<ReadonlyMap<string, number>>(new Map());
  const groups = useMemo(() => groupByFile(diagnostics), [diagnostics]);
  const counts = countBySeverity(diagnostics);
  return (
    <section
      id="problems-list"
      tabIndex={-1}
      aria-label="Problems"
      className="flex max-h-[40vh] flex-col border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="flex items-center gap-3 px-4 py-2">
        <h2 className="text-sm font-semibold">Problems</h2>
        <span className="text-xs text-neutral-600 dark:text-neutral-400" aria-live="polite">
          {diagnostics.length === 0
            ? 'None — everything checks out.'
            : `${counts.error} ${counts.error === 1 ? 'error' : 'errors'} · ${counts.warning} ${counts.warning === 1 ? 'warning' : 'warnings'}`}
        </span>
        <Button
          variant="ghost"
          className="ml-auto"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          aria-label={open ? 'Hide problems' : 'Show problems'}
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
          {groups.map(([file, items]) => (
            <div key={file} className="mb-1">
              <h3 className="px-2 py-1 font-mono text-xs text-neutral-600 dark:text-neutral-400">{file}</h3>
              <ul>
                {items.slice(0, shown.get(file) ?? SHOWN_PER_FILE).map((d, index) => (
                  <li
                    key={`${d.code}-${index}`}
                    className="flex items-start gap-2 rounded-lg px-2 py-1 hover:bg-neutral-100 dark:hover:bg-neutral-800"
                  >
                    <button
                      type="button"
                      className="flex min-w-0 flex-1 items-start gap-2 text-left text-sm"
                      onClick={() => onSelect(d)}
                    >
                      {icons[d.severity]}
                      <span className="sr-only">{d.severity}:</span>
                      <span>{d.message}</span>
                    </button>
                    {d.fix && (
                      <Button
                        variant="secondary"
                        className="shrink-0 py-0.5 text-xs"
                        onClick={() => onFix(d)}
                      >
                        {d.fix.label}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {items.length > (shown.get(file) ?? SHOWN_PER_FILE) && (
                <Button
                  variant="ghost"
                  className="ml-2 py-0.5 text-xs"
                  onClick={() =>
                    setShown(
                      new Map(shown).set(file, (shown.get(file) ?? SHOWN_PER_FILE) + 4 * SHOWN_PER_FILE),
                    )
                  }
                >
                  Show more ({items.length - (shown.get(file) ?? SHOWN_PER_FILE)} not listed)
                </Button>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Files with errors first, then warnings, then the rest; within a file, errors first. */
function groupByFile(diagnostics: readonly Diagnostic[]): [string, Diagnostic[]][] {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of [...diagnostics].sort(compareDiagnostics)) {
    const list = byFile.get(d.file) ?? [];
    list.push(d);
    byFile.set(d.file, list);
  }
  return [...byFile.entries()];
}
