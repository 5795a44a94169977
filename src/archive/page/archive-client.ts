/**
 * The page's way to open and save zips in a Web Worker. Each call takes its own worker (one started
 * ahead by `warmArchiveWorker`, or a new one) and ends it when done, so a large zip's memory goes
 * with it. Buffers are transferred, not copied, except
 * the tree being saved: the page keeps using it, and a transfer would empty it.
 */
import type { FileTree, TreeEntry } from '../../model/file-tree';
import type { ArchiveReply, ArchiveRequest, OpenZipOptions } from '../archive-protocol';
import type { ZipProgress, ZipReadResult } from '../read-zip';
import type { LinkReadResult } from '../share-link';
import { nextTask } from '../../model/next-task';
import { startArchiveWorker } from './start-worker';

export type { OpenZipOptions } from '../archive-protocol';

/** Lets the caller stop a call; the worker is ended and the promise rejects with an AbortError. */
export interface WorkerCallOptions {
  readonly signal?: AbortSignal;
}

let spare: Worker | undefined;

/**
 * Starts a worker for the next call, so that its script is loaded and compiled while the person is
 * still choosing a file rather than after. Keeps at most one; the next call takes it.
 */
export function warmArchiveWorker(): void {
  spare ??= startArchiveWorker();
}

function takeWorker(): Worker {
  const started = spare ?? startArchiveWorker();
  spare = undefined;
  return started;
}

/**
 * Opens a zip in a worker. A File/Blob is read inside the worker; a Uint8Array's buffer is
 * transferred when the array spans all of it (the caller's array is then empty), else copied.
 */
export function openZipInWorker(
  source: Blob | Uint8Array,
  onProgress: (progress: ZipProgress) => void = () => {},
  options: OpenZipOptions & WorkerCallOptions = {},
): Promise<ZipReadResult> {
  const { signal, ...openOptions } = options;
  let payload: Blob | ArrayBuffer;
  const transfer: ArrayBuffer[] = [];
  if (source instanceof Uint8Array) {
    const whole =
      source.byteOffset === 0 &&
      source.byteLength === source.buffer.byteLength &&
      source.buffer instanceof ArrayBuffer;
    payload = whole ? (source.buffer as ArrayBuffer) : source.slice().buffer;
    transfer.push(payload);
  } else {
    payload = source;
  }
  return call(
    { id: 0, op: 'open', source: payload, options: openOptions },
    transfer,
    onProgress,
    signal,
  ).then((reply) => {
    if (reply.type !== 'opened')
      throw new Error('The archive worker answered an open request with something else.');
    return reply.result;
  });
}

/** Reads a shared link's address fragment in a worker, under every check (see readShareLink). */
export function readLinkInWorker(fragment: string): Promise<LinkReadResult> {
  return call({ id: 0, op: 'read-link', fragment }, [], () => {}, undefined).then((reply) => {
    if (reply.type !== 'link-read')
      throw new Error('The archive worker answered a link with something else.');
    return reply.result;
  });
}

/** Writes the tree as zip bytes in a worker (see writePluginZip); the tree is copied, not moved. */
export function saveZipInWorker(
  tree: FileTree,
  onProgress: (progress: ZipProgress) => void = () => {},
  options: WorkerCallOptions = {},
): Promise<Uint8Array> {
  return save(tree, 'bytes', onProgress, options.signal).then((reply) => {
    if (reply.type !== 'saved')
      throw new Error('The archive worker answered a save request with something else.');
    return reply.zip;
  });
}

/** A zip written for a download: the Blob to hand to it, and its SHA-256 to show beside it. */
interface ZipForDownload {
  readonly zip: Blob;
  readonly sha256: string;
}

/**
 * `saveZipInWorker`, with the zip as a Blob made in the worker (type application/zip) and its
 * SHA-256 worked out there: for a download, which needs a Blob and shows the fingerprint, so that
 * the page never copies the whole zip into a Blob nor reads it back to hash it.
 */
export function saveZipBlobInWorker(
  tree: FileTree,
  onProgress: (progress: ZipProgress) => void = () => {},
  options: WorkerCallOptions = {},
): Promise<ZipForDownload> {
  return save(tree, 'blob', onProgress, options.signal).then((reply) => {
    if (reply.type !== 'saved-blob')
      throw new Error('The archive worker answered a save request with something else.');
    return { zip: reply.zip, sha256: reply.sha256 };
  });
}

/** Above this many bytes of files, a tree goes to the worker as copies made a step at a time. */
const COPY_IN_STEPS_ABOVE = 8 * 2 ** 20;
/** How many bytes are copied in one task (a few milliseconds of work). */
const COPY_STEP_BYTES = 4 * 2 ** 20;

async function save(
  tree: FileTree,
  as: 'bytes' | 'blob',
  onProgress: (progress: ZipProgress) => void,
  signal: AbortSignal | undefined,
): Promise<Exclude<ArchiveReply, { type: 'progress' }>> {
  const { sent, transfer } = await handOver(tree, signal);
  return call(
    { id: 0, op: 'save', tree: sent, ...(as === 'blob' ? { as } : {}) },
    transfer,
    onProgress,
    signal,
  );
}

/**
 * The tree as it goes to the worker. Posting it copies every file (structured clone) in one
 * task, which holds the page for hundreds of milliseconds on a plugin of tens of megabytes; so a
 * large tree's files are copied here a few megabytes per task instead, and the copies are handed
 * over (transferred) with no further copy. The caller's tree is never touched.
 */
async function handOver(
  tree: FileTree,
  signal: AbortSignal | undefined,
): Promise<{ sent: FileTree; transfer: ArrayBuffer[] }> {
  let total = 0;
  for (const entry of tree.values()) if (entry.kind === 'file') total += entry.bytes.byteLength;
  if (total <= COPY_IN_STEPS_ABOVE) return { sent: tree, transfer: [] };
  const sent = new Map<string, TreeEntry>();
  const transfer: ArrayBuffer[] = [];
  let sinceBreak = 0;
  for (const [path, entry] of tree) {
    if (entry.kind === 'file') {
      const bytes = entry.bytes.slice();
      transfer.push(bytes.buffer);
      sent.set(path, { ...entry, bytes });
      sinceBreak += bytes.byteLength;
      if (sinceBreak >= COPY_STEP_BYTES) {
        sinceBreak = 0;
        await nextTask();
        if (signal?.aborted) throw abortError();
      }
    } else sent.set(path, entry);
  }
  return { sent, transfer };
}

function call(
  request: ArchiveRequest,
  transfer: Transferable[],
  onProgress: (progress: ZipProgress) => void,
  signal: AbortSignal | undefined,
): Promise<Exclude<ArchiveReply, { type: 'progress' }>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const worker = takeWorker();
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<ArchiveReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress(reply.progress);
      finish();
      if (reply.type === 'failed') reject(new Error(reply.message));
      else resolve(reply);
    };
    worker.onerror = (event: ErrorEvent) => {
      finish();
      reject(new Error(event.message || 'The archive worker stopped unexpectedly.'));
    };
    worker.postMessage(request, transfer);
  });
}

function abortError(): Error {
  return new DOMException('The archive operation was cancelled.', 'AbortError');
}
