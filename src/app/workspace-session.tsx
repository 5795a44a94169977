import { useCallback, useEffect, useMemo, useState } from 'react';
import { countBySeverity, type Diagnostic } from '../validate/diagnostic';
import type { NoticeText } from '../flows/notice-text';
import type { SolutionSession } from '../flows/session';
import { createVersionsAccess, VersionsContext } from '../features/versions/versions-access';
import { Workspace } from './workspace';
import { takeOver } from './solution-session';
import { useSessionState } from './use-session-state';
import { library, versionStore } from './library';
import { useLibraryTitleInStep } from './library-title';
import { ExportQuestion, useExportFlow } from './export-flow';
import { packOpenedAhead } from '../archive/page/pack-ahead';
import { clearStartMarker, recordFault } from '../persist/start-marker';
import { SessionBanner } from './session-banner';
import { ImportChoice } from './import-choice';
import { ConversionOffer } from './conversion-offer';

export interface WorkspaceSessionProps {
  readonly session: SolutionSession;
  /** A sentence about the last attempt that failed (a refused zip), with its technical detail if any. */
  readonly message?: NoticeText | undefined;
  readonly progress?: { readonly label: string; readonly ratio: number } | undefined;
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
  const [importing, setImporting] = useState(false);
  const [notes, setNotes] = useState<readonly NoticeText[]>(session.warnings);
  const say = useCallback((note: NoticeText) => setNotes([note]), []);
  const exporting = useExportFlow(session, versions, say);
  // What a change noticed on the way (a conversion's losses, a typed key kept out of a server's
  // settings: WorkspaceState.noticed) is said above the workspace, once per change.
  useEffect(() => {
    let told = store.getState().noticed;
    return store.subscribe(() => {
      const noticed = store.getState().noticed;
      if (noticed === told) return;
      told = noticed;
      if (noticed) setNotes(noticed.notes);
    });
  }, [store]);
  useLibraryTitleInStep(session, library);
  // Storage was cleared under the open solution (the site's data deleted): the session wrote it
  // all again; the person hears of it, since other solutions in the library may be gone.
  useEffect(
    () =>
      session.subscribeStoredAgain(() =>
        say({
          message:
            "This browser's storage for this site was cleared while the solution was open. All of this solution has been saved again; other solutions kept in this browser may be gone.",
        }),
      ),
    [session, say],
  );

  // Stable for as long as the session is open, so the workspace's header and list of views, memoised
  // on them, are not drawn again when the save status changes (every second while typing goes on).
  const { flow } = exporting;
  const onExport = useCallback(
    (diagnostics: readonly Diagnostic[]) => flow.start(countBySeverity(diagnostics).error),
    [flow],
  );
  const onImport = useCallback(() => setImporting(true), []);
  // The opening is over once the workspace is drawn with its problem count: the start has finished
  // (a reload opens this solution again), the first save starts, and a zip just opened is packed
  // ahead for its download (#33).
  const onDrawn = useCallback(() => {
    clearStartMarker(localStorage);
    session.drawn();
    packOpenedAhead();
  }, [session]);

  const { at, downloaded } = exporting.state;
  // The "Downloaded" notice belongs to the moment of the download: it goes once the person moves
  // on, to another view or to a change, instead of staying over every view.
  useEffect(() => {
    if (!downloaded) return;
    const { view, history } = store.getState();
    return store.subscribe(() => {
      const now = store.getState();
      if (now.view !== view || now.history.present !== history.present) flow.dismissDownloaded();
    });
  }, [downloaded, store, flow]);
  const writing = at.step === 'writing' ? { label: 'Writing the zip…', ratio: at.ratio } : undefined;
  return (
    <VersionsContext value={versions}>
      <Workspace
        store={store}
        onImport={onImport}
        onExport={onExport}
        onHome={onHome}
        saveStatus={saveStatus}
        onDrawn={onDrawn}
        onFault={rememberFault}
        banner={
          <SessionBanner
            ownership={ownership}
            onTakeOver={() => void takeOver(session.id).then(onReopen)}
            // A failed opening is said instead of the notes.
            said={message ? [message] : notes}
            failed={message !== undefined}
            onDismiss={() => (message ? onDismissMessage() : setNotes([]))}
            downloaded={downloaded}
            onDismissDownloaded={flow.dismissDownloaded}
            busy={progress ?? writing}
          />
        }
      />
      <ImportChoice
        open={importing}
        onClose={() => setImporting(false)}
        onOpenZip={onOpenZip}
        onOpenFolder={onOpenFolder}
      />
      <ExportQuestion flow={flow} state={exporting.state} session={session} />
      <ConversionOffer
        store={store}
        offered={session.pluginKind === 'claude-code-plugin'}
        onNotes={setNotes}
      />
    </VersionsContext>
  );
}

/** A part failed: the next start opens the library rather than the place that failed. */
function rememberFault(): void {
  recordFault(localStorage);
}
