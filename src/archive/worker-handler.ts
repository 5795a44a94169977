/**
 * What the archive worker does with one request, kept apart from the worker's global scope so
 * that Node tests can drive it directly. Progress is posted at most every 50 ms: on a large zip
 * the reader reports thousands of chunks, and each message costs the page a task.
 */
import type { FileTree } from '../model/file-tree';
import { sha256Hex } from '../model/sha256';
import { refusal } from './archive-messages';
import type { ArchiveReply, ArchiveRequest } from './archive-protocol';
import { zipLimits, type ZipLimits } from './limits';
import { readPluginZip, type ZipProgress, type ZipReadResult } from './read-zip';
import { warmUpReading } from './reading-warm-up';
import type { PackHelper } from './write-zip';
import { unpackShare, type ReadShare, type ShareOutcome, type UnpackOptions } from './unpack-archive';

/** Posts a reply, handing over the listed buffers. */
export type PostReply = (reply: ArchiveReply, transfer: ArrayBuffer[]) => void;

const PROGRESS_INTERVAL_MS = 50;

/**
 * Another reader of the same zip, beside this one: unpacks share `share` of its files and answers
 * with them, or undefined when it was lost (it stopped, or answered with something else).
 */
export type ReadHelper = (
  source: Blob,
  share: ReadShare,
  limits: Partial<ZipLimits> | undefined,
) => Promise<ShareOutcome | undefined>;

/**
 * The workers that may work beside this one (the archive worker's own, page side:
 * `page/helper-workers.ts`); none under Node and in the tests.
 */
export interface HelperWorkers {
  /** Workers that pack a share of a zip being written. */
  pack(): PackHelper[];
  /** Starts the readers of the next zip opened, before it comes (`expect-zip`). */
  expectZip(): void;
  /** The readers started for the zip being opened, if any (taken once). */
  takeReaders(): ReadHelper[];
}

const NO_HELPERS: HelperWorkers = { pack: () => [], expectZip: () => {}, takeReaders: () => [] };

/**
 * A zip of at most this many bytes is read by this worker and its helpers side by side: each
 * helper holds a copy of it, which for a larger zip would weigh on the page's memory more than
 * the reading gains (a zip this large is mostly large files, read at the pace of the inflater).
 */
const SPLIT_AT_MOST_BYTES = 48 * 2 ** 20;

/**
 * Handles one request and posts its progress and outcome; never rejects. `ownCopy`: the request is
 * this worker's own copy of what was posted to it (never under Node, where the tests hand over the
 * page's own objects), so a tree to write is let go of once the writer has listed it.
 */
export async function handleArchiveRequest(
  request: ArchiveRequest,
  post: PostReply,
  helpers: HelperWorkers = NO_HELPERS,
  ownCopy = false,
): Promise<void> {
  const onProgress = throttled((progress) => post({ id: request.id, type: 'progress', progress }, []));
  try {
    if (request.op === 'expect-zip') {
      helpers.expectZip();
      // While the person chooses: the zip then meets code already compiled. Nothing of it is
      // posted, a failure included: it answers no request.
      await warmUpReading().catch(() => undefined);
    } else if (request.op === 'read-share') {
      const bytes = new Uint8Array(await request.source.arrayBuffer());
      const outcome = await unpackShare(bytes, zipLimits(request.limits), request.share);
      post(
        { id: request.id, type: 'share-read', outcome },
        outcome.kind === 'files' ? wholeBuffers([...outcome.files.values()]) : [],
      );
    } else if (request.op === 'read-link') {
      // Loaded on the first link: a worker started to open a zip never loads it.
      const { readShareLink } = await import('./share-link');
      const result = await readShareLink(request.fragment);
      const files =
        result.kind === 'draft' ? result.tree : result.kind === 'changes' ? result.changed : undefined;
      post({ id: request.id, type: 'link-read', result }, files ? ownBuffers(files) : []);
    } else if (request.op === 'open') {
      const onEarly = (files: ReadonlyMap<string, Uint8Array>) =>
        post({ id: request.id, type: 'early', files }, []);
      const result = await open(request.source, request.options ?? {}, { onProgress, onEarly }, helpers);
      post(
        { id: request.id, type: 'opened', result },
        result.kind === 'refused' ? [] : ownBuffers(result.tree),
      );
    } else if (request.op === 'pack') {
      const { packData } = await import('./write-zip');
      const packed = request.files.map((bytes) => packData(bytes, request.level));
      post({ id: request.id, type: 'packed', packed }, wholeBuffers(packed.map((p) => p.data)));
    } else {
      // Writing is loaded on the first save: a worker started to open a zip never loads it (nor
      // fflate, which deflates), so it starts sooner.
      const { writePluginZip } = await import('./write-zip');
      const { tree } = request;
      const written = await writePluginZip(tree, {
        onProgress,
        helpers: helpers.pack(),
        ...(request.packed ? { packed: request.packed } : {}),
        ...(ownCopy && tree instanceof Map ? { releaseTree: () => tree.clear() } : {}),
      });
      if (request.as === 'blob') {
        // Made here, the Blob's copy of the zip and its fingerprint cost the page nothing (a 70 MB
        // zip's digest is one task of about 40 ms, its read back from a Blob more); posting the
        // Blob copies no bytes.
        const sha256 = await sha256Hex(written);
        const zip = new Blob([written as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
        post({ id: request.id, type: 'saved-blob', zip, sha256 }, []);
        return;
      }
      const zip =
        written.byteOffset === 0 && written.byteLength === written.buffer.byteLength
          ? written
          : written.slice();
      post({ id: request.id, type: 'saved', zip }, [zip.buffer as ArrayBuffer]);
    }
  } catch (error) {
    post(
      { id: request.id, type: 'failed', message: error instanceof Error ? error.message : String(error) },
      [],
    );
  }
}

async function open(
  source: Blob | ArrayBuffer,
  options: NonNullable<Extract<ArchiveRequest, { op: 'open' }>['options']>,
  heard: Pick<UnpackOptions, 'onProgress' | 'onEarly'>,
  helpers: HelperWorkers,
): Promise<ZipReadResult> {
  const limits = zipLimits(options.limits);
  const readers = helpers.takeReaders();
  // A File is only a handle: refuse an oversized one from its size, before reading a byte of it.
  if (source instanceof Blob && source.size > limits.maxZipBytes) {
    return {
      kind: 'refused',
      refused: refusal('zip-too-large', { size: source.size, limit: limits.maxZipBytes }),
    };
  }
  // The helpers read the file themselves (a Blob is a handle), at the same time as this worker.
  const { early } = options;
  const others =
    source instanceof Blob && source.size <= SPLIT_AT_MOST_BYTES
      ? readers.map((read, k) =>
          read(
            source,
            { index: k + 1, count: readers.length + 1, ...(early ? { early } : {}) },
            options.limits,
          ),
        )
      : [];
  const bytes = new Uint8Array(source instanceof Blob ? await source.arrayBuffer() : source);
  return readPluginZip(bytes, { ...options, ...heard, others });
}

// Each unpacked file has a buffer of its own (see zip-unpack.ts), so all can be handed over.
function ownBuffers(tree: FileTree): ArrayBuffer[] {
  return wholeBuffers([...tree.values()].flatMap((entry) => (entry.kind === 'file' ? [entry.bytes] : [])));
}

/** The buffers these arrays fill entirely, once each: those can be handed over without a copy. */
function wholeBuffers(arrays: readonly Uint8Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const { buffer, byteOffset, byteLength } of arrays)
    if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength)
      buffers.add(buffer);
  return [...buffers];
}

// Only news is posted: an empty file, or a folder, moves nothing forward.
function throttled(report: (progress: ZipProgress) => void): (progress: ZipProgress) => void {
  let lastTime = -Infinity;
  let lastDone = -1;
  return (progress) => {
    const now = performance.now();
    if (progress.done === lastDone) return;
    if (now - lastTime < PROGRESS_INTERVAL_MS && progress.done < progress.total) return;
    lastTime = now;
    lastDone = progress.done;
    report(progress);
  };
}
