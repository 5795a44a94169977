/**
 * The page's way to open and save zips in a Web Worker. Each call starts its own worker and ends
 * it when done, so a large zip's memory goes with it. Buffers are transferred, not copied, except
 * the tree being saved: the page keeps using it, and a transfer would empty it.
 */
import type { FileTree } from '../model/file-tree';
import type { ArchiveReply, ArchiveRequest, OpenZipOptions } from './archive-protocol';
import type { ZipProgress, ZipReadResult } from './read-zip';

export type { OpenZipOptions } from './archive-protocol';

/** Lets the caller stop a call; the worker is ended and the promise rejects with an AbortError. */
export interface WorkerCallOptions {
  readonly signal?: AbortSignal;
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

/** Writes the tree as zip bytes in a worker (see writePluginZip); the tree is copied, not moved. */
export function saveZipInWorker(
  tree: FileTree,
  onProgress: (progress: ZipProgress) => void = () => {},
  options: WorkerCallOptions = {},
): Promise<Uint8Array> {
  return call({ id: 0, op: 'save', tree }, [], onProgress, options.signal).then((reply) => {
    if (reply.type !== 'saved')
      throw new Error('The archive worker answered a save request with something else.');
    return reply.zip;
  });
}

function call(
  request: ArchiveRequest,
  transfer: Transferable[],
  onProgress: (progress: ZipProgress) => void,
  signal: AbortSignal | undefined,
): Promise<Exclude<ArchiveReply, { type: 'progress' }>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const worker = new Worker(new URL('./archive.worker.ts', import.meta.url), { type: 'module' });
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
