/**
 * The export flow (`flows/export.ts`) on the page: the archive worker writes the zip, the browser
 * downloads it, and the flow's questions are drawn as dialogs.
 */
import { useMemo, useSyncExternalStore } from 'react';
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
  const flow = useMemo(
    () =>
      createExportFlow({
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
        markExported: session.markExported,
        afterNextFrame,
        now: () => new Date(),
        say,
        outdated: pageIsOutdated,
      }),
    [session, versions, say],
  );
  const state = useSyncExternalStore(flow.subscribe, flow.getState);
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
