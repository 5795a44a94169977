import type { SolutionSession } from '../flows/session';

/** Downloads what is open, for when the workspace itself cannot be shown. */
export async function downloadCopy(open: SolutionSession): Promise<void> {
  const [{ saveZipInWorker }, { downloadBytes }, { exportFileName, solutionHeadline }] = await Promise.all([
    import('../archive/page/archive-client'),
    import('../features/files/download'),
    import('../model/solution-headline'),
  ]);
  const tree = open.store.getState().history.present;
  downloadBytes(exportFileName(solutionHeadline(tree)), await saveZipInWorker(tree), 'application/zip');
  open.markExported();
}
