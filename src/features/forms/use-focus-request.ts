/**
 * Honours the workspace's focus requests (the Problems panel asks for a file and a pointer or a
 * line): a view says which files it shows and how to focus a place in them. Each request is
 * handled once, even when the view mounts later or is shown again.
 */
import { useEffect } from 'react';
import type { FocusRequest, WorkspaceStore } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';

const handled = new WeakMap<WorkspaceStore, number>();

/**
 * Calls `focus(request)` for each new request about one of `files` until it returns true; a view
 * still loading (a lazy editor) is retried for about a second.
 */
export function useFocusRequest(
  store: WorkspaceStore,
  files: readonly string[],
  focus: (request: FocusRequest) => boolean,
): void {
  const request = useWorkspace(store, (state) => state.focus);
  const mine = request !== undefined && files.includes(request.file) && handled.get(store) !== request.seq;
  useEffect(() => {
    if (!mine || !request) return;
    handled.set(store, request.seq);
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (focus(request) || (tries += 1) > 60) return;
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
    // `focus` is rebuilt on every render; the request itself decides when to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mine, request, store]);
}
