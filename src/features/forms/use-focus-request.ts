/**
 * Honours the workspace's focus requests (the Problems panel asks for a file and a pointer or a
 * line): a request names the view the registry picked, from what each view's entry says it owns,
 * so a view says only how to focus a place. Each request is handled once (the engine keeps that),
 * even when the view mounts later or is shown again.
 */
import { useEffect } from 'react';
import type { FocusRequest, WorkspaceStore } from '../../workspace/store';
import type { ViewName } from '../../workspace/views';
import { useWorkspace } from '../../workspace/react/use-workspace';
import type { FileTextFocus } from '../editor/text-at';

/**
 * Calls `focus(request)` for each new request to `view` until it returns true; a view still
 * loading (a lazy editor) is retried for about a second.
 */
export function useFocusRequest(
  store: WorkspaceStore,
  view: ViewName,
  focus: (request: FocusRequest) => boolean,
): void {
  const request = useWorkspace(store, (state) => state.focus);
  const seq = request !== undefined && request.view === view && !request.handled ? request.seq : undefined;
  useEffect(() => {
    const asked = store.getState().focus;
    if (seq === undefined || asked?.seq !== seq) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (focus(asked) || (tries += 1) > 60) return store.focusHandled(seq);
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
    // `focus` is rebuilt on every render; the request itself decides when to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq, store]);
}

/**
 * Where in a writing editor a request for a line of its file puts the cursor: the editor shows the
 * file from the line after `offset` (a SKILL.md's text, after its details block). `undefined` when
 * the request names a member, no line, or a line before the text.
 */
export function editorFocusOf(request: FocusRequest, offset: number): FileTextFocus | undefined {
  if (request.pointer !== undefined || request.line === undefined || request.line <= offset) return undefined;
  return { file: request.file, line: request.line - offset, column: request.column, seq: request.seq };
}
