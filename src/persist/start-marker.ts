/**
 * Remembers, across reloads, that showing the solution last open did not finish — the page
 * failed while drawing it, or the tab died before it was drawn. The next start then opens the
 * library instead of the same failing view, so a fault can never lock the library away.
 *
 * The marker is set before a stored solution is reopened on start, cleared once its view has been
 * drawn, and set again whenever a part of the page fails. It lives in localStorage because it must
 * be read synchronously and survive a crash of the tab.
 */
const KEY = 'solution-builder:unfinished-start';

/** The part of `Storage` the marker needs (the page's localStorage, or a fake in tests). */
export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Records that showing a solution is under way, or failed; kept until `clearStartMarker`. */
export function setStartMarker(storage: MarkerStorage): void {
  try {
    storage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, full): reopening stays as it was, nothing else is lost.
  }
}

/** Records that the open solution's view was drawn. */
export function clearStartMarker(storage: MarkerStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** Whether the last start, or the last page, stopped while showing a solution. */
export function hasStartMarker(storage: MarkerStorage): boolean {
  try {
    return storage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
