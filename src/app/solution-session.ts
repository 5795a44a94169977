/**
 * The session flow (`flows/session.ts`) wired to the page: the library in IndexedDB, the
 * browser's tabs, localStorage for the journal, the page's frames, and what an open session adds
 * to the page. Loaded with the workspace; the App keeps one session at a time.
 */
import { flushSync } from 'react-dom';
import type { FileTree } from '../model/file-tree';
import type { PluginKind } from '../model/plugin-root';
import type { SolutionId } from '../persist/ids';
import { guardPageLifecycle } from '../persist/page-lifecycle';
import type { WorkspaceStore } from '../workspace/store';
import * as session from '../flows/session';
import { firstViewOf } from '../flows/first-view';
import type { NoticeText } from '../flows/notice-text';
import { library } from './library';
import { viewEntry, viewRegistry } from './view-registry';
import { afterNextFrame } from '../ui/after-next-frame';

const ports: session.SessionPorts = {
  library,
  storage: localStorage,
  views: viewRegistry,
  clock: { afterNextFrame, after: (ms, then) => void setTimeout(then, ms) },
  attach(store, saver) {
    const stopSettling = settleBeforeInput(store);
    const stopGuard = saver ? guardPageLifecycle(saver, { window, document }) : () => {};
    return () => {
      stopSettling();
      stopGuard();
    };
  },
};

/**
 * Fetches the code of the view most plugins read from a zip or a folder open on (the Assistant
 * view; the view of a plugin's errors loads once it is read), while it is being read: otherwise
 * drawing it would wait for that code once it is read.
 */
export function preloadOpeningView(): Promise<void> {
  return viewEntry(firstViewOf()).load();
}

/** The claim on the next new solution's id, made ahead (`claimAhead`) until a session takes it. */
let nextClaim: session.NewClaim | undefined;

/**
 * Claims the next new solution's id while the person chooses what to open or make, so that its
 * session does not wait for the lock (`flows/session.ts`, `NewClaim`). One at a time.
 */
export function claimAhead(): void {
  nextClaim ??= session.claimNew(ports);
}

/** Starts a session for a tree that is not stored yet (new, template, import). */
export async function startNewSession(
  tree: FileTree,
  pluginKind: PluginKind,
  warnings: readonly NoticeText[],
): Promise<session.SolutionSession> {
  const claimed = nextClaim ?? session.claimNew(ports);
  nextClaim = undefined;
  return withFirstView(await session.startNewSession(ports, tree, pluginKind, warnings, claimed));
}

/** Reopens a stored solution (see `flows/session.ts`), once the code of its view has loaded. */
export async function openStoredSession(
  id: SolutionId,
  options: session.ReopenOptions = {},
): Promise<session.SolutionSession | session.Unreadable | undefined> {
  const opened = await session.openStoredSession(ports, id, options);
  return opened && 'store' in opened ? withFirstView(opened) : opened;
}

/** Asks the other tab to hand the solution over; the App then reopens it with `openStoredSession`. */
export function takeOver(id: SolutionId): Promise<void> {
  return session.takeOver(ports, id);
}

/**
 * Resolves with `opened` once the code of the view it opens on is loaded, so that view is drawn
 * with the workspace: a view drawn before its code arrived would show a fallback, and React then
 * holds the view back until about 300 ms after that fallback. A chunk that fails to load here is
 * asked for again when the view is drawn, which says so.
 */
async function withFirstView(opened: session.SolutionSession): Promise<session.SolutionSession> {
  await viewEntry(opened.store.getState().view)
    .load()
    .catch(() => undefined);
  return opened;
}

/**
 * Before the person's next key, click, touch or drop goes on, the views are drawn with what was
 * typed (`store.settle` in `flushSync`): a field then holds the document's text again before an
 * undo takes it back, or it would keep showing the key its form last reported while the document
 * is back to the text it had before (the same value, so no field would be drawn again).
 */
function settleBeforeInput(store: WorkspaceStore): () => void {
  const settle = () => flushSync(() => store.settle());
  const kinds = ['keydown', 'pointerdown', 'click', 'drop'] as const;
  for (const kind of kinds) document.addEventListener(kind, settle, true);
  return () => {
    for (const kind of kinds) document.removeEventListener(kind, settle, true);
  };
}
