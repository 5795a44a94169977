/**
 * Packing ahead: the files of a zip just opened are deflated, as its zip will hold them, in a worker
 * of their own while the person looks at what they opened, so that its download has only the
 * records to write (src/archive/README.md). The page's client (`archive-client.ts`) notes the tree
 * opened and takes what is packed at the download.
 */
import type { FileTree } from '../../model/file-tree';
import type { ArchiveReply, ArchiveRequest } from '../archive-protocol';
import type { PackedData } from '../write-zip';
import { startArchiveWorker } from './start-worker';
import { crc32 } from '../crc32';
import { deflateLevelFor, fileBytesOf, LARGE_TREE_BYTES, type DeflateLevel } from '../deflate-level';

/**
 * A file's bytes as the zip will hold them, worked out ahead of the download (`packAhead`), by the
 * very bytes they were packed from: a file changed since has new bytes and is packed again.
 * Stored files keep no copy: their data is their bytes. Deflated ones say their level: a tree's
 * download takes them only at its own (deflate-level.ts).
 */
const packedAhead = new WeakMap<Uint8Array, PackedAhead>();

/** A file's packed data worked out ahead, and the level it was deflated at. */
interface PackedAhead {
  readonly method: number;
  readonly crc: number;
  readonly data?: Uint8Array;
  readonly level: DeflateLevel;
}
/** Files go to the packing worker in batches of about this many bytes; a download waits for two batches at most. */
const PACK_AHEAD_BATCH_BYTES = 2 ** 20;
/** The tree of the zip opened last, until `packOpenedAhead` takes it. */
let opened: FileTree | undefined;

/** Notes the tree of a zip just opened, for `packOpenedAhead` to pack once its opening is over. */
export function rememberOpened(tree: FileTree): void {
  opened = tree;
}

/**
 * What `bytes` were packed to ahead of the download, if they were, as a tree deflating its files at
 * `level` would pack them: stored, or deflated at that level.
 */
export function packedAheadOf(bytes: Uint8Array, level: DeflateLevel): PackedAhead | undefined {
  const ahead = packedAhead.get(bytes);
  return ahead && (ahead.method === STORED || ahead.level === level) ? ahead : undefined;
}

/**
 * Packs the files of the zip opened last ahead of its download (`packAhead`): for the page to call
 * once that opening is over (its workspace drawn with its problem count), so that the packing
 * never competes with it. Does nothing when no zip was opened since the last call.
 */
export function packOpenedAhead(): void {
  const tree = opened;
  opened = undefined;
  if (tree) packAhead(tree);
}

/** The packing under way, if any. */
let packing:
  { readonly stop: () => void; readonly finishOrStop: () => void; readonly done: Promise<void> } | undefined;

/**
 * A download finishes the packing under way when no more than this many bytes of files are left
 * to pack: the packing worker has been deflating for a while and does it sooner than the
 * download's own workers, started cold (5,000 small files, same rounds: 0.91× → 0.81× `zip -qr`).
 * More is left to the download, which shares it with its helpers.
 */
const FINISH_AT_MOST_BYTES = 32 * 2 ** 20;

/**
 * Packs the tree's files (deflates them as the zip will hold them) in a worker of its own, a
 * batch each time the page is idle, while the person looks at what they opened, so that its download has only
 * the zip's records to write. The zip is the same either way: the same `packData` packs each file.
 * A download has it finish the files left when they are few, else stops it (taking what is
 * packed so far); the next tree packed ahead stops it.
 */
function packAhead(tree: FileTree): void {
  packing?.stop();
  // A large tree is not packed ahead: its packed copies would weigh on the page.
  const treeBytes = fileBytesOf(tree);
  if (treeBytes > LARGE_TREE_BYTES) return;
  const level = deflateLevelFor(treeBytes);
  const files: Uint8Array[] = [];
  for (const entry of tree.values()) {
    if (entry.kind !== 'file' || entry.bytes.length === 0 || packedAhead.has(entry.bytes)) continue;
    files.push(entry.bytes);
  }
  // Only on a page, which says when it is idle (not under Node, where nothing waits to download).
  if (files.length === 0 || typeof requestIdleCallback !== 'function') return;
  let stopped = false;
  // Resolved when a download comes (or packing stops): no batch waits for the page to be idle.
  let downloading = () => {};
  const hurried = new Promise<void>((resolve) => (downloading = resolve));
  let worker: PackingWorker | undefined;
  let next = 0;
  // The batch the worker is packing while the next one is sent: it never waits between two.
  let inFlight: Promise<void> | undefined;
  const done = (async () => {
    while (next < files.length) {
      // Each batch waits for the page to be idle: packing never holds up the page's own work.
      await pageIdle(hurried);
      if (stopped) break;
      const batch: Uint8Array[] = [];
      for (let bytes = 0; next < files.length && bytes < PACK_AHEAD_BATCH_BYTES; next++) {
        batch.push(files[next]!);
        bytes += files[next]!.length;
      }
      worker ??= packingWorker();
      const sent = worker.pack(batch, level).then((packed) => {
        // Each file's packed data beside its own bytes, or none: a download then packs them itself.
        // Its checksum must be that of those bytes (about 1 ms a batch, while the page is idle): a
        // file written into a download with another file's data would be lost without a word.
        const theirs =
          packed.length === batch.length && batch.every((bytes, k) => crc32(bytes) === packed[k]!.crc);
        if (!theirs) throw new Error('The packing worker answered with another batch.');
        batch.forEach((bytes, k) => {
          const { method, crc, data } = packed[k]!;
          packedAhead.set(bytes, method === STORED ? { method, crc, level } : { method, crc, data, level });
        });
      });
      // A failure is heard where the batch is awaited (the next time round, or after the loop).
      sent.catch(() => undefined);
      const previous = inFlight;
      inFlight = sent;
      await previous;
    }
    await inFlight;
  })()
    .catch(() => undefined)
    .finally(() => worker?.end());
  const stop = () => {
    stopped = true;
    downloading();
  };
  packing = {
    stop,
    finishOrStop: () => {
      let left = 0;
      for (let k = next; k < files.length; k++) left += files[k]!.length;
      if (left > FINISH_AT_MOST_BYTES) stop();
      else downloading();
    },
    done,
  };
}

/** The zip's method for a file kept as it is. */
const STORED = 0;

/**
 * Ends packing ahead for a download: the files left are packed at once, batch after batch, when
 * they are few enough (`FINISH_AT_MOST_BYTES`), else it stops once the batches under way are back.
 */
export async function endPackingAhead(): Promise<void> {
  const under = packing;
  packing = undefined;
  under?.finishOrStop();
  await under?.done;
}

/** A worker that packs batches of files, each answer found by its request's number. */
interface PackingWorker {
  /** The files packed (a `pack` request; their bytes are copied to the worker, not moved). */
  pack(files: readonly Uint8Array[], level: DeflateLevel): Promise<readonly PackedData[]>;
  end(): void;
}

function packingWorker(): PackingWorker {
  const worker = startArchiveWorker();
  // By number, not by order: the worker may answer a later batch first (its first request loads
  // the writer, and a second one sent meanwhile can be answered before it).
  const waiting = new Map<
    number,
    { resolve: (packed: readonly PackedData[]) => void; reject: (error: Error) => void }
  >();
  let sent = 0;
  const failAll = (error: Error) => {
    for (const one of waiting.values()) one.reject(error);
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<ArchiveReply>) => {
    const reply = event.data;
    if (reply.type === 'progress') return;
    const one = waiting.get(reply.id);
    if (reply.type !== 'packed' || !one)
      return failAll(new Error('The packing worker answered with something else.'));
    waiting.delete(reply.id);
    one.resolve(reply.packed);
  };
  worker.onerror = () => failAll(new Error('The packing worker stopped.'));
  return {
    pack: (files, level) =>
      new Promise((resolve, reject) => {
        const id = ++sent;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, op: 'pack', files, level } satisfies ArchiveRequest);
      }),
    end: () => worker.terminate(),
  };
}

/**
 * Resolves at the page's next idle period (nothing left to run before the next frame), after 1 s
 * at the latest, or at once when `stopped` resolves first.
 */
function pageIdle(stopped: Promise<void>): Promise<void> {
  let handle = 0;
  const idle = new Promise<void>((resolve) => {
    handle = requestIdleCallback(() => resolve(), { timeout: 1000 });
  });
  return Promise.race([idle, stopped.then(() => cancelIdleCallback(handle))]);
}
