/**
 * The workspace drawn once off the page, for the warm-up plugin (model/warm-up-plugin.ts),
 * while the person chooses a plugin to open: the header, the list of views, the view most plugins
 * open on, the repair offer and the problems, with their checks. The browser compiles each function
 * the first time it runs, so the plugin she chose is then drawn by code that is ready (A/B, both
 * builds alternating, zip chosen → problem count drawn: 300 files 86 → 80 ms, 1,500 files 181 → 177).
 *
 * Nothing of it reaches the page or storage: its element is never attached, its store belongs to
 * no session (nothing saves it, no tab claims it), its faults are let go of, and it is taken down
 * once drawn.
 */
import { createRoot } from 'react-dom/client';
import { createWorkspaceStore } from '../workspace/store';
import { warmUpPlugin } from '../model/warm-up-plugin';
import { viewRegistry } from './view-registry';
import { Workspace } from './workspace';

/** How long the warm-up may stay drawn at most, if it never says it was drawn. */
const AT_MOST_MS = 5000;

/** Draws the workspace for the warm-up plugin off the page, and takes it down once drawn. */
export function warmUpWorkspace(): void {
  const store = createWorkspaceStore(warmUpPlugin(), { views: viewRegistry });
  const root = createRoot(document.createElement('div'), {
    onUncaughtError: ignore,
    onCaughtError: ignore,
    onRecoverableError: ignore,
  });
  let ended = false;
  // Out of React's own work: a fault is heard while React is still drawing.
  const end = () =>
    setTimeout(() => {
      if (ended) return;
      ended = true;
      root.unmount();
    });
  root.render(
    <Workspace
      store={store}
      onImport={ignore}
      onExport={ignore}
      onHome={ignore}
      onDrawn={end}
      onFault={end}
    />,
  );
  setTimeout(end, AT_MOST_MS);
}

function ignore(): void {}
