/**
 * The helper workers of an archive worker writing a large zip: each packs a share of its files (a
 * `pack` request), beside it. Page side: it starts workers, which only a worker's (or a page's)
 * scope can.
 */
import type { ArchiveReply, ArchiveRequest } from '../archive-protocol';
import type { PackHelper } from '../write-zip';

/** At most this many helper workers deflate beside the one writing a zip. */
const MOST_HELPERS = 3;

/**
 * Workers that pack a share of a zip's files, one per processor beyond this one's, up to
 * MOST_HELPERS. Each is another archive worker, started from this one's own script address (the
 * page's start-up blob, so it runs under the page's policy too) when its share is handed to it,
 * and ended once it has answered. None where this worker cannot start workers.
 */
export function packHelpers(scope: {
  readonly location: { readonly href: string };
  readonly navigator: { readonly hardwareConcurrency: number };
}): PackHelper[] {
  const here = scope.location.href;
  if (typeof Worker !== 'function') return [];
  const count = Math.min(MOST_HELPERS, (scope.navigator.hardwareConcurrency || 1) - 1);
  return Array.from(
    { length: Math.max(0, count) },
    () => (files, transferable) =>
      new Promise((resolve, reject) => {
        const helper = new Worker(here, { type: 'module' });
        const finish = () => helper.terminate();
        helper.onmessage = (event: MessageEvent<ArchiveReply>) => {
          const reply = event.data;
          if (reply.type === 'progress') return;
          finish();
          if (reply.type === 'packed') resolve(reply.packed);
          else
            reject(
              new Error(reply.type === 'failed' ? reply.message : 'A helper answered with something else.'),
            );
        };
        helper.onerror = () => {
          finish();
          reject(new Error('A helper worker stopped.'));
        };
        // The buffers only these files use are handed over, not copied: a large zip's share
        // would otherwise be in memory twice.
        helper.postMessage({ id: 0, op: 'pack', files } satisfies ArchiveRequest, [...transferable]);
      }),
  );
}
