/**
 * Whether the person wants to be asked, before each download, what changed and which version it
 * takes (the Package view's checkbox). By default nobody is asked: the version moves on by itself.
 * A choice of this browser, not of one solution, so it lives in localStorage; a browser that
 * refuses storage simply keeps the default.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'solution-builder:ask-before-download';
const listeners = new Set<() => void>();
/** The choice made on this page, which holds even where storage refuses to keep it. */
let chosen: boolean | undefined;

export function asksBeforeDownload(): boolean {
  if (chosen !== undefined) return chosen;
  try {
    return localStorage.getItem(KEY) === 'yes';
  } catch {
    return false;
  }
}

export function setAskBeforeDownload(ask: boolean): void {
  chosen = ask;
  try {
    if (ask) localStorage.setItem(KEY, 'yes');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice, kept current for a component. */
export function useAskBeforeDownload(): boolean {
  return useSyncExternalStore(subscribe, asksBeforeDownload, () => false);
}
