import { useCallback, useEffect, useMemo, useState } from 'react';
import { convertClaudePlugin, isClaudePlugin } from '../model/claude-conversion';
import { readText } from '../model/file-tree';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import { countBySeverity, type Diagnostic } from '../validate/diagnostic';
import { saveZipBlobInWorker } from '../archive/archive-client';
import { downloadBytes } from '../features/files/download';
import { Button } from '../ui/button';
import { FileDigest } from '../ui/file-digest';
import { Dialog } from '../ui/dialog';
import { Workspace } from './workspace';
import { afterNextFrame } from '../ui/after-next-frame';
import { usePluginPickers } from './plugin-pickers';
import { FileArchive, FolderOpen } from 'lucide-react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { exportFileName, solutionHeadline } from '../model/solution-headline';
import type { SolutionSession } from './solution-session';
import { takeOver } from './solution-session';
import { useSessionState } from './use-session-state';
import { versionStore } from './library';
import { createVersionsAccess, VersionsContext } from '../features/versions/versions-access';
import {
  BeforeExportDialog,
  changesSinceDownload,
  type ChangesSinceDownload,
} from '../features/versions/before-export';
import { detailsOf, Notice, type NoticeText } from '../ui/notice';

export interface WorkspaceSessionProps {
  readonly session: SolutionSession;
  /** A sentence about the last attempt that failed (a refused zip), with its technical detail if any. */
  readonly message?: NoticeText;
  readonly progress?: { readonly label: string; readonly ratio: number };
  readonly onDismissMessage: () => void;
  readonly onOpenZip: (file: File) => void;
  /** Opens a picked folder's files, the way the start screen does (after the same confirmation). */
  readonly onOpenFolder: (files: File[]) => void;
  /** Opens this solution again from storage (after taking it over from another tab). */
  readonly onReopen: () => void;
  readonly onHome: () => void;
}

/**
 * An open solution: the workspace, plus what surrounds it — import and export, the offer to
 * convert a Claude Code plugin, and notes from opening it.
 */
export default function WorkspaceSession({
  session,
  message,
  progress,
  onDismissMessage,
  onOpenZip,
  onOpenFolder,
  onReopen,
  onHome,
}: WorkspaceSessionProps) {
  const { store } = session;
  const { saveStatus, ownership } = useSessionState(session);
  const versions = useMemo(() => createVersionsAccess(session.id, versionStore), [session.id]);
  const { pickZip, pickFolder, inputs } = usePluginPickers(onOpenZip, onOpenFolder);
  const [importing, setImporting] = useState(false);
  const [exportErrors, setExportErrors] = useState<number | undefined>();
  const [changed, setChanged] = useState<
    { found: ChangesSinceDownload; diagnostics: readonly Diagnostic[] } | undefined
  >();
  const [exporting, setExporting] = useState<number | undefined>();
  /** The zip just downloaded, for the notice that confirms it: its name and fingerprint. */
  const [downloaded, setDownloaded] = useState<{ name: string; sha256: string } | undefined>();
  const [notes, setNotes] = useState<readonly NoticeText[]>(session.warnings);
  const [offerConversion, setOfferConversion] = useState(session.pluginKind === 'claude-code-plugin');
  // Storage was cleared under the open solution (the site's data deleted): the session wrote it
  // all again; the person hears of it, since other solutions in the library may be gone.
  useEffect(
    () =>
      session.subscribeStoredAgain(() =>
        setNotes([
          {
            message:
              "This browser's storage for this site was cleared while the solution was open. All of this solution has been saved again; other solutions kept in this browser may be gone.",
          },
        ]),
      ),
    [session],
  );

  // Stable for as long as the session is open, so the workspace's header and list of views, memoised
  // on them, are not drawn again when the save status changes (every second while typing goes on).
  const runExport = useCallback(async () => {
    setExportErrors(undefined);
    setDownloaded(undefined);
    const tree = store.getState().history.present;
    setExporting(0);
    try {
      const { zip, sha256 } = await saveZipBlobInWorker(tree, (p) =>
        setExporting(p.total > 0 ? p.done / p.total : 0),
      );
      const fileName = exportFileName(solutionHeadline(tree));
      downloadBytes(fileName, zip, 'application/zip');
      session.markExported();
      setDownloaded({ name: fileName, sha256 });
      // Every download is kept as a version, so the next one can say what changed since. Kept once
      // the notice is drawn: the first of its steps would otherwise run in the task that draws it.
      afterNextFrame(
        () =>
          void versions
            .keep(tree, { exported: true })
            .catch((e: unknown) =>
              setNotes([{ message: `This download was not kept as a version: ${messageOf(e)}` }]),
            ),
      );
    } catch {
      setNotes([{ message: 'The zip could not be written. Your work is unchanged; try again.' }]);
    } finally {
      setExporting(undefined);
    }
  }, [store, session, versions]);

  const exportChecked = useCallback(
    (diagnostics: readonly Diagnostic[]) => {
      const errors = countBySeverity(diagnostics).error;
      if (errors > 0) setExportErrors(errors);
      else void runExport();
    },
    [runExport],
  );

  // First what changed since the last download (and the version to give this one), then errors.
  const onExport = useCallback(
    (diagnostics: readonly Diagnostic[]) => {
      void changesSinceDownload(versions, store.getState().history.present).then((found) =>
        found ? setChanged({ found, diagnostics }) : exportChecked(diagnostics),
      );
    },
    [versions, store, exportChecked],
  );
  const onImport = useCallback(() => setImporting(true), []);

  const convert = () => {
    setOfferConversion(false);
    const result = convertClaudePlugin(store.getState().history.present);
    if (!result.ok) return setNotes([{ message: result.error.message }]);
    store.change(() => result.tree);
  };

  // However the conversion is made (the offer, the problem's fix, the Package view), what it could
  // not carry over is said, and the offer goes away.
  useEffect(() => {
    let before = store.getState().history.present;
    return store.subscribe(() => {
      const after = store.getState().history.present;
      const converted = after !== before && isClaudePlugin(before) && !isClaudePlugin(after);
      const result = converted ? convertClaudePlugin(before) : undefined;
      before = after;
      if (
        !result?.ok ||
        readText(result.tree, PLUGIN_MANIFEST_PATH) !== readText(after, PLUGIN_MANIFEST_PATH)
      )
        return;
      setOfferConversion(false);
      setNotes(
        result.notCarried.length > 0
          ? [{ message: 'These parts could not be carried over:' }, ...result.notCarried]
          : [],
      );
    });
  }, [store]);

  // A failed opening is said instead of the notes; either way, the sentences run on as one text.
  const said = message ? [message] : notes;
  const banner = said.length > 0 ? said.map((one) => one.message).join(' ') : undefined;
  const busy =
    progress ?? (exporting !== undefined ? { label: 'Writing the zip…', ratio: exporting } : undefined);

  return (
    <VersionsContext value={versions}>
      <Workspace
        store={store}
        onImport={onImport}
        onExport={onExport}
        onHome={onHome}
        saveStatus={saveStatus}
        onDrawn={session.drawn}
        banner={
          banner || busy || downloaded || ownership !== 'owner' ? (
            <div className="flex flex-col gap-2 px-4 py-2 text-sm">
              {ownership !== 'owner' && (
                <Notice as="div" role="alert" className="flex flex-wrap items-center gap-3">
                  <span className="flex-1">
                    {ownership === 'lost'
                      ? 'This solution is now being edited in another tab. This tab is read-only, so nothing is overwritten.'
                      : 'This solution is open in another tab. This tab is read-only until you take over.'}
                  </span>
                  <Button onClick={() => void takeOver(session.id).then(onReopen)}>Take over</Button>
                </Notice>
              )}
              {banner && (
                <Notice
                  as="div"
                  tone={message ? 'error' : 'warning'}
                  role={message ? 'alert' : 'status'}
                  className="flex flex-wrap items-start gap-3"
                  details={detailsOf(said)}
                >
                  <span className="flex-1">{banner}</span>
                  <Button
                    variant="ghost"
                    className="py-0.5"
                    onClick={() => (message ? onDismissMessage() : setNotes([]))}
                  >
                    Dismiss
                  </Button>
                </Notice>
              )}
              {downloaded && (
                <Notice as="div" tone="done" role="status" className="flex flex-wrap items-start gap-3">
                  <span className="flex flex-1 flex-col gap-1">
                    <span>
                      Downloaded <strong className="font-semibold">{downloaded.name}</strong>. Next, install
                      it in Bailey, or send it to the person who will.
                    </span>
                    <FileDigest name={downloaded.name} sha256={downloaded.sha256} />
                  </span>
                  <Button variant="ghost" className="py-0.5" onClick={() => setDownloaded(undefined)}>
                    Dismiss
                  </Button>
                </Notice>
              )}
              {busy && (
                <div role="status" className="flex items-center gap-3">
                  <span>
                    {busy.label} {Math.round(busy.ratio * 100)}%
                  </span>
                  <progress
                    className="h-2 flex-1 accent-accent-600"
                    value={busy.ratio}
                    max={1}
                    aria-label={busy.label}
                  />
                </div>
              )}
            </div>
          ) : undefined
        }
      />
      {inputs}
      {importing && (
        <Dialog
          title="Import a plugin"
          open
          onClose={() => setImporting(false)}
          actions={<Button onClick={() => setImporting(false)}>Cancel</Button>}
        >
          <p className="mb-3">Open a plugin in place of this solution, from a zip file or a folder.</p>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                setImporting(false);
                pickZip();
              }}
            >
              <FileArchive aria-hidden className="size-4" /> A zip file
            </Button>
            <Button
              onClick={() => {
                setImporting(false);
                pickFolder();
              }}
            >
              <FolderOpen aria-hidden className="size-4" /> A folder
            </Button>
          </div>
        </Dialog>
      )}
      {changed && (
        <BeforeExportDialog
          found={changed.found}
          store={store}
          onDone={(download) => {
            setChanged(undefined);
            if (download) exportChecked(changed.diagnostics);
          }}
        />
      )}
      {exportErrors !== undefined && (
        <ConfirmDialog
          title={`This solution has ${exportErrors} ${exportErrors === 1 ? 'error' : 'errors'}`}
          confirm="Export anyway"
          onDone={(confirmed) => {
            if (confirmed) void runExport();
            else setExportErrors(undefined);
          }}
          extra={
            <Button
              onClick={() => {
                setExportErrors(undefined);
                requestAnimationFrame(() => document.getElementById('problems-list')?.focus());
              }}
            >
              Show problems
            </Button>
          }
        >
          Bailey may refuse to install it until they are fixed. You can still download it to keep your work.
        </ConfirmDialog>
      )}
      {offerConversion && (
        <Dialog
          title="Make this Claude Code plugin portable?"
          open
          onClose={() => setOfferConversion(false)}
          actions={
            <>
              <Button onClick={() => setOfferConversion(false)}>Not now</Button>
              <Button variant="primary" onClick={convert}>
                Convert
              </Button>
            </>
          }
        >
          This plugin is made for Claude Code. Bailey reads the portable layout: converting adds it beside
          what is there (Claude Code keeps working), and lists anything that cannot be carried over. You can
          undo it. With Not now, you can convert it later from the Problems panel or the Package view.
        </Dialog>
      )}
    </VersionsContext>
  );
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.charAt(0).toLowerCase() + text.slice(1);
}
