/**
 * The export flow (`flows/export.ts`) on the page: the archive worker writes the zip, the browser
 * downloads it, and the flow's questions are drawn as dialogs.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { sameEntries, type FileTree } from '../model/file-tree';
import { saveZipBlobInWorker } from '../archive/page/archive-client';
import { createExportFlow, type ExportFlow, type ExportState, type ExportVersions } from '../flows/export';
import type { NoticeText } from '../flows/notice-text';
import type { SolutionSession } from '../flows/session';
import { downloadBytes } from '../features/files/download';
import { pageIsOutdated } from '../sw/register';
import { asksBeforeDownload } from '../features/package/ask-before-download';
import { BeforeExportDialog } from '../features/versions/before-export';
import { afterNextFrame } from '../ui/after-next-frame';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The session's export flow and its state, kept current; `say` hears what went wrong. */
export function useExportFlow(
  session: SolutionSession,
  versions: ExportVersions,
  say: (note: NoticeText) => void,
): { readonly flow: ExportFlow; readonly state: ExportState } {
  const { flow, mark } = useMemo(() => {
    // The tree last downloaded, and whether the library's "exported" mark holds for what is saved.
    const mark: { downloaded?: FileTree; holds: boolean } = { holds: false };
    const flow = createExportFlow({
      tree: () => session.store.getState().history.present,
      change: (operation) => void session.store.run(operation),
      askFirst: asksBeforeDownload,
      versions,
      async download(tree, name, progress) {
        const { zip, sha256 } = await saveZipBlobInWorker(tree, (p) =>
          progress(p.total > 0 ? p.done / p.total : 0),
        );
        downloadBytes(name, zip, 'application/zip');
        return sha256;
      },
      markExported: (tree) => {
        mark.downloaded = tree;
        mark.holds = true;
        session.markExported();
      },
      afterNextFrame,
      now: () => new Date(),
      say,
      outdated: pageIsOutdated,
    });
    return { flow, mark };
  }, [session, versions, say]);
  const state = useSyncExternalStore(flow.subscribe, flow.getState);
  // Undo back to exactly what was downloaded is no change since the export: once that is saved,
  // the library says "exported" again instead of "changed since the export".
  useEffect(
    () =>
      session.subscribeSaveStatus(() => {
        if (session.saveStatus() !== 'saved') return;
        const last = mark.downloaded;
        const same = last !== undefined && sameEntries(session.store.getState().history.present, last);
        if (same && !mark.holds) session.markExported();
        mark.holds = same;
      }),
    [session, mark],
  );
  return { flow, state };
}

/** The question the export is asking, if any: the changes since the last download, or the errors. */
export function ExportQuestion({
  flow,
  state,
  session,
}: {
  readonly flow: ExportFlow;
  readonly state: ExportState;
  readonly session: SolutionSession;
}) {
  const { at } = state;
  if (at.step === 'version')
    return <BeforeExportDialog found={at.found} store={session.store} onDone={flow.versionAnswered} />;
  if (at.step !== 'errors') return null;
  return (
    <ConfirmDialog
      title={`This solution has ${at.errors} ${at.errors === 1 ? 'error' : 'errors'}`}
      confirm="Export anyway"
      onDone={flow.errorsAnswered}
      extra={
        <Button
          onClick={() => {
            flow.errorsAnswered(false);
            requestAnimationFrame(() => document.getElementById('problems-list')?.focus());
          }}
        >
          Show problems
        </Button>
      }
    >
      Bailey may refuse to install it until they are fixed. You can still download it to keep your work.
    </ConfirmDialog>
  );
}
