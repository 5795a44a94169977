/**
 * What the shell loads ahead of need, so that what the person asks for is drawn at once: the
 * workspace and the view most solutions open on, the library, and what reads a plugin's headline.
 * Each is a chunk of its own, never in the first bundle.
 */
import { lazyChunk } from '../workspace/react/lazy-chunk';
import { loadedOnce } from './loaded-once';
import type { SolutionSummary } from '../persist/solution-summary';

export const workspaceSession = lazyChunk(() => import('./workspace-session'));

// The library, its list and its storage code are not in the first bundle: they start loading once
// the wired start screen has been drawn, so they never hold it up.
const loadLibraryModule = loadedOnce(() => import('./library'));
export const loadLibrary = () => loadLibraryModule().then((m) => m.library);

export const loadHeadlineReaders = loadedOnce(() =>
  Promise.all([import('../model/solution-headline'), import('../model/plugin-manifest')]),
);
/** The start of a solution's session (solution-session.ts). */
export const loadSolutionSession = loadedOnce(() => import('./solution-session'));

/**
 * Starts fetching what showing a solution takes: the workspace and the view most open on; and
 * claims the new solution's id (`claimAhead`). A chunk that fails to load here is asked for again
 * where it is needed, which says so.
 */
export function loadShowing(): void {
  const ahead = [
    loadSolutionSession().then((session) => {
      session.claimAhead();
      return session.preloadOpeningView();
    }),
    workspaceSession.load(),
  ];
  for (const loading of ahead) loading.catch(() => undefined);
}

/**
 * Starts loading what showing a plugin takes (the workspace, the view most open on, what reads its
 * headline) while the person chooses it or drags it over the page, so that it is drawn as soon as
 * it is read. Nothing loads before they ask: the start screen's first figures stay as they are.
 */
export function prepareShowing(): void {
  loadShowing();
  loadHeadlineReaders().catch(() => undefined);
  warmUpShowing();
}

let warmedUp = false;

/**
 * Warms up showing a plugin while the page is idle (the person is still choosing), once per page,
 * so that the code it takes is compiled before the plugin comes: the browser compiles each function
 * on its first call, and the first plugin opened paid for all of it. The checks run on an example
 * solution (A/B, 10 rounds: from the workspace drawn to its problem count 27 → 13 ms at 300 files,
 * 33 → 26 ms at 1,500), and the workspace is drawn off the page for a small plugin
 * (`warmUpWorkspace`). What they work out is let go of.
 */
function warmUpShowing(): void {
  if (warmedUp || typeof requestIdleCallback !== 'function') return;
  warmedUp = true;
  Promise.all([import('../validate/validate'), import('./templates')])
    .then(([{ validate }, { createSolution }]) =>
      requestIdleCallback(() => validate(createSolution('Example', 'shop-support'))),
    )
    .catch(() => undefined);
  Promise.all([import('./workspace-warm-up'), workspaceSession.load()])
    .then(([{ warmUpWorkspace }]) => requestIdleCallback(warmUpWorkspace))
    .catch(() => undefined);
}

/** The solutions in the library, and the package name of each that has one. */
export interface KeptPlugins {
  readonly kept: readonly SolutionSummary[];
  readonly names: ReadonlyMap<string, string>;
}

/**
 * Starts fetching what showing a plugin takes, and looking up the library's solutions it may be a
 * new version of, while it is being read: what `acceptFile` needs then is ready.
 */
export function prepareOpening(): Promise<KeptPlugins> {
  prepareShowing();
  return loadLibraryModule()
    .then(async ({ library, versionStore }) => {
      const kept = await library.list().catch(() => []);
      const names = await versionStore
        .packageNames(kept.map((s) => s.id))
        .catch(() => new Map<string, string>());
      return { kept, names };
    })
    .catch(() => ({ kept: [], names: new Map<string, string>() }));
}
