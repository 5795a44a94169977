/**
 * The workspace's keys, from anywhere in it: Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, and
 * Ctrl+Shift+E exports (Export's title says so), not while a dialog is open, which asks its own
 * question first. (⌘ in place of Ctrl on a Mac.)
 */
import { useEffect } from 'react';
import type { WorkspaceStore } from '../workspace/store';

export function useWorkspaceKeys(store: WorkspaceStore, exportNow: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        store.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        store.redo();
      } else if (key === 'e' && event.shiftKey) {
        event.preventDefault();
        if (!document.querySelector('dialog[open]')) exportNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, exportNow]);
}
