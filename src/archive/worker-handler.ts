/**
 * What the archive worker does with one request, kept apart from the worker's global scope so
 * that Node tests can drive it directly. Progress is posted at most every 50 ms: on a large zip
 * the reader reports thousands of chunks, and each message costs the page a task.
 */
import type { FileTree } from '../model/file-tree';
import { sha256Hex } from '../model/sha256';
import { refusal } from './archive-messages';
import type { ArchiveReply, ArchiveRequest } from './archive-protocol';
import { zipLimits } from './limits';
import { readPluginZip, type ZipProgress, type ZipReadResult } from './read-zip';
import type { PackHelper } from './write-zip';

/** Posts a reply, handing over the listed buffers. */
export type PostReply = (reply: ArchiveReply, transfer: ArrayBuffer[]) => void;

const PROGRESS_INTERVAL_MS = 50;

/**
 * Handles one request and posts its progress and outcome; never rejects. `helpers` gives the
 * workers that may pack a share of a zip beside this one (the archive worker's own, page side:
 * `page/pack-helpers.ts`); none under Node and in the tests.
 */
export async function handleArchiveRequest(
  request: ArchiveRequest,
  post: PostReply,
  helpers: () => PackHelper[] = () => [],
): Promise<void> {
  const onProgress = throttled((progress) => post({ id: request.id, type: 'progress', progress }, []));
  try {
    if (request.op === 'read-link') {
      // Loaded on the first link: a worker started to open a zip never loads it.
      const { readShareLink } = await import('./share-link');
      const result = await readShareLink(request.fragment);
      const files =
        result.kind === 'draft' ? result.tree : result.kind === 'changes' ? result.changed : undefined;
      post({ id: request.id, type: 'link-read', result }, files ? ownBuffers(files) : []);
    } else if (request.op === 'open') {
      const result = await open(request.source, request.options ?? {}, onProgress);
      post(
        { id: request.id, type: 'opened', result },
        result.kind === 'refused' ? [] : ownBuffers(result.tree),
      );
    } else if (request.op === 'pack') {
      const { packData } = await import('./write-zip');
      const packed = request.files.map(packData);
      post({ id: request.id, type: 'packed', packed }, wholeBuffers(packed.map((p) => p.data)));
    } else {
      // Writing is loaded on the first save: a worker started to open a zip never loads it (nor
      // fflate, which deflates), so it starts sooner.
      const { writePluginZip } = await import('./write-zip');
      const written = await writePluginZip(request.tree, {
        onProgress,
        helpers: helpers(),
        ...(request.packed ? { packed: request.packed } : {}),
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
  onProgress: (progress: ZipProgress) => void,
): Promise<ZipReadResult> {
  const limits = zipLimits(options.limits);
  // A File is only a handle: refuse an oversized one from its size, before reading a byte of it.
  if (source instanceof Blob && source.size > limits.maxZipBytes) {
    return {
      kind: 'refused',
      refused: refusal('zip-too-large', { size: source.size, limit: limits.maxZipBytes }),
    };
  }
  const bytes = new Uint8Array(source instanceof Blob ? await source.arrayBuffer() : source);
  return readPluginZip(bytes, { ...options, onProgress });
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
