/** The React binding of the workspace engine: the one place components subscribe to the store. */
import { useSyncExternalStore } from 'react';
import type { WorkspaceState, WorkspaceStore } from '../store';

/**
 * Reads a slice of the workspace state; re-renders only when that slice changes, and for a typed
 * change only after the frame that draws the key (`WorkspaceStore.subscribeViews`).
 */
export function useWorkspace<T>(store: WorkspaceStore, select: (state: WorkspaceState) => T): T {
  return useSyncExternalStore(store.subscribeViews, () => select(store.getState()));
}
