import { useCallback, useEffect, useId, useState } from 'react';
import { Copy, Download, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { LibraryOverview, SolutionSummary } from '../persist/solution-summary';
import type { NewerRecord } from '../persist/library-scan';
import type { SolutionId } from '../persist/ids';
import { requestPersistence, type PersistenceResult } from '../persist/persistence';
import { Button } from '../ui/button';
import { TextDialog } from '../ui/text-dialog';
import { library } from './library';
import { LibraryPending } from './library-pending';
import { Notice } from '../ui/notice';

export interface LibraryListProps {
  readonly onOpen: (id: SolutionId) => void;
}

// Made when a date is first shown: a formatter costs tens of milliseconds to make (the locale's
// data is loaded), which a first visit, with nothing kept, need not pay.
let dateFormat: Intl.DateTimeFormat | undefined;
const when = (at: number) =>
  (dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(at);

/** How long the list waits for storage before saying, in a sentence, that it has not answered yet. */
const SLOW_STORAGE_MS = 3_000;

/** The solutions kept in this browser, with open, duplicate, rename, export and delete. */
export function LibraryList({ onOpen }: LibraryListProps) {
  const headingId = useId();
  const [listing, setListing] = useState<LibraryOverview>();
  const [unavailable, setUnavailable] = useState<string>();
  const [slow, setSlow] = useState(false);
  const [persistence, setPersistence] = useState<PersistenceResult>();
  const [renaming, setRenaming] = useState<SolutionSummary>();
  const [justDeleted, setJustDeleted] = useState<SolutionSummary>();
  const [busy, setBusy] = useState<string>();

  const refresh = useCallback(async () => {
    try {
      setListing(await library.overview());
      setUnavailable(undefined);
    } catch (error) {
      setUnavailable((error as Error).message);
    }
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_STORAGE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    void (async () => {
      await refresh();
    })();
  }, [refresh]);

  // Asked only once something is kept: on a first visit there is nothing the browser could clear,
  // and some browsers answer the question with a prompt.
  const somethingStored = (listing?.solutions.length ?? 0) + (listing?.deleted.length ?? 0) > 0;
  useEffect(() => {
    if (!somethingStored) return;
    let live = true;
    void requestPersistence().then((result) => {
      if (live) setPersistence(result);
    });
    return () => {
      live = false;
    };
  }, [somethingStored]);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      setBusy((error as Error).message);
    }
    await refresh();
  };

  const exportOne = (summary: SolutionSummary) =>
    act(async () => {
      const stored = await library.open(summary.id);
      if (!stored) return;
      const [{ saveZipInWorker }, { downloadBytes }, { exportFileName, solutionHeadline }] =
        await Promise.all([
          import('../archive/page/archive-client'),
          import('../features/files/download'),
          import('../model/solution-headline'),
        ]);
      const zip = await saveZipInWorker(stored.tree);
      downloadBytes(exportFileName(solutionHeadline(stored.tree)), zip, 'application/zip');
      await library.markExported(summary.id);
    });

  if (unavailable !== undefined) {
    return (
      <Notice role="status">
        {unavailable} You can still build a solution here; export it to keep a copy.
      </Notice>
    );
  }
  if (!listing) return <LibraryPending slow={slow} />;
  const { solutions, deleted, setAside, newer } = listing;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-medium">
        Your solutions in this browser
      </h2>
      {somethingStored && persistence === 'denied' && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          This browser may clear your solutions when space runs low — export to keep a copy.
        </p>
      )}
      {newer.length > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{newerSentence(newer)}</p>
      )}
      {setAside.length > 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {setAside.length} stored {setAside.length === 1 ? 'record' : 'records'} could not be read and{' '}
          {setAside.length === 1 ? 'was' : 'were'} set aside. Nothing was deleted.
        </p>
      )}
      {busy && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {busy}
        </p>
      )}
      {justDeleted && (
        <p role="status" className="flex items-center gap-3 text-sm">
          “{justDeleted.title}” was moved to Recently deleted.
          <Button
            variant="ghost"
            onClick={() =>
              act(async () => {
                await library.restore(justDeleted.id);
                setJustDeleted(undefined);
              })
            }
          >
            <RotateCcw aria-hidden className="size-4" /> Undo
          </Button>
        </p>
      )}
      {solutions.length === 0 ? (
        // Never "nothing here" over records that are kept but cannot be read: the sentences above say what is.
        newer.length === 0 &&
        setAside.length === 0 && (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Nothing here yet. What you build is kept in this browser as you work.
          </p>
        )
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200 rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 dark:divide-neutral-800 dark:bg-neutral-900 dark:ring-neutral-800">
          {solutions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <button type="button" onClick={() => onOpen(s.id)} className="min-w-0 flex-1 text-left">
                <span className="block truncate font-medium">{s.title}</span>
                {s.unreadable ? (
                  <span className="block text-xs text-amber-800 dark:text-amber-200">
                    Its files could not be read from this browser's storage. It is kept as it was.
                  </span>
                ) : (
                  <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    Changed {when(s.changedAt)}
                    {s.problemCount > 0
                      ? ` · ${s.problemCount} ${s.problemCount === 1 ? 'problem' : 'problems'}`
                      : ''}
                    {' · '}
                    {s.exportedAt === undefined
                      ? 'never exported — only in this browser'
                      : s.unexported
                        ? `changed since the export of ${when(s.exportedAt)}`
                        : `exported ${when(s.exportedAt)}`}
                  </span>
                )}
              </button>
              <div className="flex gap-1">
                {!s.unreadable && (
                  <Button
                    variant="ghost"
                    aria-label={`Duplicate ${s.title}`}
                    onClick={() => act(() => library.duplicate(s.id))}
                  >
                    <Copy aria-hidden className="size-4" />
                  </Button>
                )}
                <Button variant="ghost" aria-label={`Rename ${s.title}`} onClick={() => setRenaming(s)}>
                  <Pencil aria-hidden className="size-4" />
                </Button>
                {!s.unreadable && (
                  <Button variant="ghost" aria-label={`Export ${s.title}`} onClick={() => exportOne(s)}>
                    <Download aria-hidden className="size-4" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  aria-label={`Delete ${s.title}`}
                  onClick={() =>
                    act(async () => {
                      await library.remove(s.id);
                      setJustDeleted(s);
                    })
                  }
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleted.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-neutral-600 dark:text-neutral-400">
            Recently deleted ({deleted.length}) — kept for 30 days
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {deleted.map((s) => (
              <li key={s.id} className="flex items-center gap-2">
                <span className="flex-1 truncate">{s.title}</span>
                <Button variant="ghost" onClick={() => act(() => library.restore(s.id))}>
                  Restore
                </Button>
                <Button variant="ghost" onClick={() => act(() => library.deleteForever(s.id))}>
                  Delete forever
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {renaming && (
        <TextDialog
          title="Rename"
          label="Title"
          initial={renaming.title}
          confirm="Rename"
          onDone={(title) => {
            const target = renaming;
            setRenaming(undefined);
            if (title) void act(() => library.rename(target.id, title));
          }}
        />
      )}
    </section>
  );
}

/** "2 saved solutions (“A”, “B”) were made by a newer version of this builder; they are kept untouched." */
function newerSentence(newer: readonly NewerRecord[]): string {
  const one = newer.length === 1;
  const titles = newer.flatMap((record) => (record.title !== undefined ? [`“${record.title}”`] : []));
  const named = titles.length > 0 ? ` (${titles.join(', ')})` : '';
  return `${newer.length} saved ${one ? 'solution' : 'solutions'}${named} ${one ? 'was' : 'were'} made by a newer version of this builder; ${one ? 'it is' : 'they are'} kept untouched. Open ${one ? 'it' : 'them'} with that newer version.`;
}
