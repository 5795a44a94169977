/**
 * Modules loaded on first use, each loaded once: the next calls get the same promise, already
 * resolved once it has loaded. A module imported again is found loaded, but the browser takes a
 * task or two to resolve its promise, and a zip chosen waited for three of them on its way to the
 * workspace. A load that failed is tried again at the next call.
 */

/** `load`, called once until it fails. */
export function loadedOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The readers of a chosen zip or folder (open-plugin.ts), which the open buttons load ahead. */
export const loadOpenPlugin = loadedOnce(() => import('./open-plugin'));
