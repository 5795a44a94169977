/**
 * The helper workers of an archive worker: ones that pack a share of a large zip being written
 * (`pack` requests), and ones that unpack a share of a zip being opened (`read-share` requests).
 * Page side: it starts workers, which only a worker's (or a page's) scope can. Each helper is
 * another archive worker, started from this one's own script address (the page's start-up blob,
 * so it runs under the page's policy too), and ended once it has answered; helpers still unused
 * end with this worker.
 */
import type { ArchiveReply, ArchiveRequest } from '../archive-protocol';
import type { HelperWorkers, ReadHelper } from '../worker-handler';
import type { PackHelper } from '../write-zip';

/** At most this many helper workers work beside the archive worker. */
const MOST_HELPERS = 3;

interface WorkerScope {
  readonly location: { readonly href: string };
  readonly navigator: { readonly hardwareConcurrency: number };
}

/**
 * The helpers of the archive worker running in `scope`: to pack, one per processor beyond its
 * own; to read, one per processor beyond its own and the page's.
 */
export function helperWorkers(scope: WorkerScope): HelperWorkers {
  let readers: ReadHelper[] = [];
  return {
    pack: () => Array.from({ length: helperCount(scope, 1) }, () => packHelper(scope)),
    expectZip() {
      // Started now, so that each has loaded its script by the time the zip comes. One processor
      // fewer than for packing: while a zip is read, the page checks its skills (`early`).
      if (readers.length === 0)
        readers = Array.from({ length: helperCount(scope, 2) }, () => readHelper(startHelper(scope)));
    },
    takeReaders() {
      const taken = readers;
      readers = [];
      return taken;
    },
  };
}

/** One helper per processor beyond the `busy` ones (this worker's, the page's), up to MOST_HELPERS. */
function helperCount(scope: WorkerScope, busy: number): number {
  if (typeof Worker !== 'function') return 0;
  return Math.max(0, Math.min(MOST_HELPERS, (scope.navigator.hardwareConcurrency || 1) - busy));
}

function startHelper(scope: WorkerScope): Worker {
  return new Worker(scope.location.href, { type: 'module' });
}

/** Sends `request` to `helper` and gives its one answer (not progress); the helper is then ended. */
function ask(helper: Worker, request: ArchiveRequest, transfer: Transferable[] = []): Promise<ArchiveReply> {
  return new Promise((resolve, reject) => {
    helper.onmessage = (event: MessageEvent<ArchiveReply>) => {
      if (event.data.type === 'progress') return;
      helper.terminate();
      resolve(event.data);
    };
    helper.onerror = () => {
      helper.terminate();
      reject(new Error('A helper worker stopped.'));
    };
    helper.postMessage(request, transfer);
  });
}

function packHelper(scope: WorkerScope): PackHelper {
  // The buffers only these files use are handed over, not copied: a large zip's share would
  // otherwise be in memory twice.
  return (files, transferable, level) =>
    ask(startHelper(scope), { id: 0, op: 'pack', files, level }, [...transferable]).then((reply) => {
      if (reply.type === 'packed') return reply.packed;
      throw new Error(reply.type === 'failed' ? reply.message : 'A helper answered with something else.');
    });
}

/** A reader started ahead; a reader lost (stopped, or answering otherwise) gives undefined. */
function readHelper(helper: Worker): ReadHelper {
  return (source, share, limits) =>
    ask(helper, { id: 0, op: 'read-share', source, share, ...(limits ? { limits } : {}) }).then(
      (reply) => (reply.type === 'share-read' ? reply.outcome : undefined),
      () => undefined,
    );
}
