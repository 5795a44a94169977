/**
 * The other ways to export, beside the plain Export button: a menu of the export targets, each
 * saying in one line what it makes; choosing one opens a dialog that lists, before anything is
 * written, what that target cannot carry, then downloads its files and shows each with its
 * SHA-256 fingerprint under Details. The targets load with the first opening of the menu.
 */
import { ChevronDown, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FileTree } from '../model/file-tree';
import type { ExportTarget } from '../export-targets/targets';
import type { ExportResult } from '../export-targets/types';
import { sha256Hex } from '../model/sha256';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FileDigest } from '../ui/file-digest';
import { Notice } from '../ui/notice';
import { usePopup } from '../ui/popup';
import { useShareLinks } from './share-link-dialog';

interface MadeFile {
  readonly name: string;
  readonly sha256: string;
}

type Step =
  | { readonly kind: 'review'; readonly result: ExportResult }
  | { readonly kind: 'writing'; readonly result: ExportResult }
  | { readonly kind: 'done'; readonly result: ExportResult; readonly files: readonly MadeFile[] }
  | { readonly kind: 'failed'; readonly result: ExportResult };

const loadTargets = () => import('../export-targets/targets');

export interface ExportMenuProps {
  /** The tree to export, read when a choice is made. */
  readonly getTree: () => FileTree;
  /** How many errors the solution has now (asked when a choice is made, as the main Export asks). */
  readonly getErrorCount?: () => number;
  /** The plain Export, offered when a link would be too long. */
  readonly onDownloadZip: () => void;
}

export function ExportMenu({ getTree, getErrorCount, onDownloadZip }: ExportMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const { open, setOpen, holder } = usePopup((event) => {
    if (event.key === 'Escape') {
      event.currentTarget.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
    }
  });
  const [targets, setTargets] = useState<readonly ExportTarget[] | undefined>();
  const [chosen, setChosen] = useState<{ target: ExportTarget; step: Step; errors: number } | undefined>();
  const menuId = useId();
  const share = useShareLinks(getTree, onDownloadZip);

  useEffect(() => {
    if (open && !targets) void loadTargets().then((module) => setTargets(module.EXPORT_TARGETS));
  }, [open, targets]);
  // The first choice takes the keyboard when the menu opens.
  useEffect(() => {
    if (open && targets) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, targets]);

  const choose = (target: ExportTarget) => {
    setOpen(false);
    setChosen({
      target,
      step: { kind: 'review', result: target.run(getTree()) },
      errors: getErrorCount?.() ?? 0,
    });
  };

  const write = async (target: ExportTarget, result: ExportResult) => {
    setChosen((was) => was && { ...was, step: { kind: 'writing', result } });
    try {
      const [{ saveZipBlobInWorker }, { downloadBytes }] = await Promise.all([
        import('../archive/page/archive-client'),
        import('../features/files/download'),
      ]);
      const files: MadeFile[] = [];
      for (const output of result.outputs) {
        // A zip is hashed in the worker that writes it; the other outputs are small texts.
        const { zip: blob, sha256 } =
          output.kind === 'zip'
            ? await saveZipBlobInWorker(output.tree)
            : {
                zip: new Blob([output.bytes as BlobPart], { type: output.type }),
                sha256: await sha256Hex(output.bytes),
              };
        downloadBytes(output.name, blob, blob.type);
        files.push({ name: output.name, sha256 });
      }
      setChosen((was) => was && { ...was, step: { kind: 'done', result, files } });
    } catch {
      setChosen((was) => was && { ...was, step: { kind: 'failed', result } });
    }
  };

  return (
    <div className="relative" {...holder}>
      <Button
        variant="primary"
        className="px-2"
        aria-label="Other ways to export"
        title="Other ways to export"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <ChevronDown aria-hidden className="size-4" />
      </Button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Other ways to export"
          className="absolute right-0 z-30 mt-1 flex w-80 flex-col gap-0.5 rounded-xl bg-white p-1 shadow-lg ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700"
        >
          {!targets && <p className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">Loading…</p>}
          {targets?.map((target) => (
            <MenuEntry key={target.id} target={target} onChoose={() => choose(target)} />
          ))}
          {targets &&
            share.choices.map((choice) => (
              <MenuEntry
                key={choice.id}
                target={choice}
                onChoose={() => {
                  setOpen(false);
                  choice.choose();
                }}
              />
            ))}
        </div>
      )}
      {chosen && (
        <ExportDialog
          target={chosen.target}
          step={chosen.step}
          errors={chosen.errors}
          onWrite={() => void write(chosen.target, chosen.step.result)}
          onClose={() => setChosen(undefined)}
        />
      )}
      {share.dialog}
    </div>
  );
}

function MenuEntry({
  target,
  onChoose,
}: {
  target: Pick<ExportTarget, 'label' | 'summary'>;
  onChoose: () => void;
}) {
  const summaryId = useId();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-describedby={summaryId}
      onClick={onChoose}
      className="flex flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-neutral-100 focus:bg-neutral-100 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800"
    >
      <span className="text-sm font-medium">{target.label}</span>
      <span id={summaryId} className="text-xs text-neutral-600 dark:text-neutral-400">
        {target.summary}
      </span>
    </button>
  );
}

function ExportDialog({
  target,
  step,
  errors,
  onWrite,
  onClose,
}: {
  target: ExportTarget;
  step: Step;
  /** The solution's errors: the dialog asks, as the main Export does, before downloading anyway. */
  errors: number;
  onWrite: () => void;
  onClose: () => void;
}) {
  const { cannotCarry, notes = [], outputs } = step.result;
  const done = step.kind === 'done';
  return (
    <Dialog
      title={target.label}
      open
      onClose={onClose}
      actions={
        done ? (
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="primary"
              disabled={step.kind === 'writing' || outputs.length === 0}
              onClick={onWrite}
            >
              <Download aria-hidden className="size-4" />
              <span>
                {outputs.length > 1 ? `Download ${outputs.length} files` : 'Download'}
                {errors > 0 ? ' anyway' : ''}
              </span>
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <p>{target.summary}</p>
        {errors > 0 && step.kind !== 'done' && (
          <Notice role="alert">
            This solution has {errors} {errors === 1 ? 'error' : 'errors'}. Whoever installs it may have it
            refused until they are fixed. You can still download it to keep your work.
          </Notice>
        )}
        {cannotCarry.length > 0 ? (
          <Sentences title="What it cannot carry" sentences={cannotCarry} />
        ) : (
          <p>It carries everything this solution has.</p>
        )}
        {notes.length > 0 && <Sentences title="Look at before you share it" sentences={notes} />}
        {step.kind === 'writing' && <p role="status">Writing…</p>}
        {step.kind === 'failed' && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            The files could not be written. Your work is unchanged; try again.
          </p>
        )}
        {step.kind === 'done' && (
          <section aria-label="Downloaded" role="status" className="flex flex-col gap-2">
            <h3 className="font-medium text-neutral-900 dark:text-neutral-100">
              Downloaded {step.files.length === 1 ? 'this file' : `these ${step.files.length} files`}
            </h3>
            <ul className="flex flex-col gap-2">
              {step.files.map((file) => (
                <li key={file.name} className="flex flex-col gap-1">
                  <strong className="font-semibold break-all">{file.name}</strong>
                  <FileDigest name={file.name} sha256={file.sha256} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}

/** A titled list of sentences about the export, as a section named by its title. */
function Sentences({ title, sentences }: { readonly title: string; readonly sentences: readonly string[] }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h3 className="font-medium text-neutral-900 dark:text-neutral-100">{title}</h3>
      <ul className="list-disc space-y-1 pl-5">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
