/**
 * Remembers, across reloads, that showing the solution last open did not finish — the page
 * failed while drawing it, or the tab died before it was drawn. The next start then opens the
 * library instead of the same failing view, so a fault can never lock the library away.
 *
 * The marker is set before a stored solution is reopened on start, cleared once its view has been
 * drawn, and set again whenever a part of the page fails. It lives in localStorage because it must
 * be read synchronously and survive a crash of the tab.
 *
 * Leaving the page on purpose (a reload or close before the view was drawn) is not a failure: the
 * page's `pagehide` clears the marker, unless a part of this page failed. A crashed or killed tab
 * fires no `pagehide`, so its marker stays.
 */
const KEY = 'solution-builder:unfinished-start';

/** The part of `Storage` the marker needs (the page's localStorage, or a fake in tests). */
export interface MarkerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Records that showing a solution is under way, or failed; kept until `clearStartMarker`. */
export function setStartMarker(storage: MarkerStorage): void {
  try {
    storage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, full): reopening stays as it was, nothing else is lost.
  }
}

/** The storages a part of this page failed in: leaving such a page keeps its marker. */
const faultedIn = new WeakSet<MarkerStorage>();

/** Records that a part of the page failed: the next start opens the library. */
export function recordFault(storage: MarkerStorage): void {
  faultedIn.add(storage);
  setStartMarker(storage);
}

/** The page is being left on purpose (`pagehide`): an unfinished start was not a failure. */
export function leavePage(storage: MarkerStorage): void {
  if (!faultedIn.has(storage)) clearStartMarker(storage);
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
