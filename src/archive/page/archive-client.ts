/**
 * The page's way to open and save zips in a Web Worker. Each call takes its own worker (one started
 * ahead by `warmArchiveWorker`, or a new one) and ends it when done, so a large zip's memory goes
 * with it. Buffers are transferred, not copied, except
 * the tree being saved: the page keeps using it, and a transfer would empty it.
 */
import { DEFAULT_FILE_MODE, type FileTree, type TreeEntry } from '../../model/file-tree';
import type { ArchiveReply, ArchiveRequest, OpenZipOptions } from '../archive-protocol';
import type { ZipProgress, ZipReadResult } from '../read-zip';
import type { PackedFile } from '../write-zip';
import type { LinkReadResult } from '../share-link';
import { nextTask } from '../../model/next-task';
import { startArchiveWorker } from './start-worker';
import { endPackingAhead, packedAheadOf, rememberOpened } from './pack-ahead';
import { deflateLevelFor, fileBytesOf } from '../deflate-level';

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
  if (spare) return;
  spare = startArchiveWorker();
  // It starts its helpers at once: the zip it opens is read by all of them side by side.
  spare.postMessage({ id: 0, op: 'expect-zip' } satisfies ArchiveRequest);
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
  options: OpenZipOptions & WorkerCallOptions & { readonly onEarly?: (files: FileTree) => void } = {},
): Promise<ZipReadResult> {
  const { signal, onEarly, ...openOptions } = options;
  // The files asked for first (`early`), copies of the tree's: the tree that comes takes these very
  // arrays in their place, so that what was worked out from them is found again by identity.
  let early: FileTree | undefined;
  const heardEarly = (files: ReadonlyMap<string, Uint8Array>) => {
    early = new Map(
      [...files].map(([path, bytes]) => [path, { kind: 'file', bytes, mode: DEFAULT_FILE_MODE, mtime: 0 }]),
    );
    onEarly?.(early);
  };
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
    heardEarly,
  ).then((answer) => {
    const { result } = expectReply(answer, 'opened', 'an open request');
    if (result.kind === 'refused') return result;
    const root = result.kind === 'choose-plugin' ? '' : result.root;
    const tree = early ? withEarlyBytes(result.tree, root, early) : result.tree;
    rememberOpened(tree);
    return { ...result, tree };
  });
}

/**
 * `tree` (of the plugin at `root` in the zip) with each of the `early` files (paths from the zip's
 * top) that it holds with the same bytes taking the early copy's array in place of its own.
 */
function withEarlyBytes(tree: FileTree, root: string, early: FileTree): FileTree {
  const next = new Map(tree);
  for (const [path, sent] of early) {
    const at = root === '' ? path : path.startsWith(`${root}/`) ? path.slice(root.length + 1) : undefined;
    const entry = at === undefined ? undefined : next.get(at);
    if (sent.kind !== 'file' || entry?.kind !== 'file' || !sameBytes(entry.bytes, sent.bytes)) continue;
    next.set(at!, { ...entry, bytes: sent.bytes });
  }
  return next;
}

/** Whether `a` and `b` hold the same bytes, compared four at a time (the tree's task waits for it). */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const words = a.length >>> 2;
    const wa = new Uint32Array(a.buffer, a.byteOffset, words);
    const wb = new Uint32Array(b.buffer, b.byteOffset, words);
    for (; i < words; i++) if (wa[i] !== wb[i]) return false;
    i = words * 4;
  }
  for (; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Reads a shared link's address fragment in a worker, under every check (see readShareLink). */
export function readLinkInWorker(fragment: string): Promise<LinkReadResult> {
  return call({ id: 0, op: 'read-link', fragment }, [], () => {}, undefined).then(
    (reply) => expectReply(reply, 'link-read', 'a link').result,
  );
}

/** Writes the tree as zip bytes in a worker (see writePluginZip); the tree is copied, not moved. */
export function saveZipInWorker(
  tree: FileTree,
  onProgress: (progress: ZipProgress) => void = () => {},
  options: WorkerCallOptions = {},
): Promise<Uint8Array> {
  return save(tree, 'bytes', onProgress, options.signal).then(
    (reply) => expectReply(reply, 'saved', 'a save request').zip,
  );
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
    const { zip, sha256 } = expectReply(reply, 'saved-blob', 'a save request');
    return { zip, sha256 };
  });
}

/** Above this many bytes of files, a tree goes to the worker as copies made a step at a time. */
const COPY_IN_STEPS_ABOVE = 8 * 2 ** 20;
/** How many bytes are copied in one task (a few milliseconds of work). */
const COPY_STEP_BYTES = 4 * 2 ** 20;

/** `reply`, when the worker answered `request` with the kind of reply it asks for; else an error. */
function expectReply<T extends ArchiveReply['type']>(
  reply: ArchiveReply,
  type: T,
  request: string,
): Extract<ArchiveReply, { type: T }> {
  if (reply.type !== type) throw new Error(`The archive worker answered ${request} with something else.`);
  return reply as Extract<ArchiveReply, { type: T }>;
}

async function save(
  tree: FileTree,
  as: 'bytes' | 'blob',
  onProgress: (progress: ZipProgress) => void,
  signal: AbortSignal | undefined,
): Promise<Exclude<ArchiveReply, { type: 'progress' | 'early' }>> {
  await endPackingAhead();
  const { sent, transfer, packed } = await handOver(tree, signal);
  return call(
    {
      id: 0,
      op: 'save',
      tree: sent,
      ...(as === 'blob' ? { as } : {}),
      ...(packed.size > 0 ? { packed } : {}),
    },
    transfer,
    onProgress,
    signal,
  );
}

/** What a file packed ahead goes to the worker with in place of its bytes, which it does not need. */
const NO_BYTES = new Uint8Array(0);

/**
 * The tree as it goes to the worker, with the files packed ahead (`packAhead`) as their packed
 * data, by path: those stored, and those deflated at the tree's level (deflate-level.ts). Posting
 * copies every buffer (structured clone) in one task, which holds the page for hundreds of
 * milliseconds on a plugin of tens of megabytes; so when more than a few
 * megabytes travel, they are copied here a few megabytes per task instead, and the copies are
 * handed over (transferred) with no further copy. The caller's tree is never touched.
 */
async function handOver(
  tree: FileTree,
  signal: AbortSignal | undefined,
): Promise<{ sent: FileTree; transfer: ArrayBuffer[]; packed: Map<string, PackedFile> }> {
  const packed = new Map<string, PackedFile>();
  const level = deflateLevelFor(fileBytesOf(tree));
  let total = 0;
  for (const [path, entry] of tree) {
    if (entry.kind !== 'file') continue;
    const ahead = packedAheadOf(entry.bytes, level);
    if (!ahead) {
      total += entry.bytes.byteLength;
      continue;
    }
    const data = ahead.data ?? entry.bytes;
    packed.set(path, { method: ahead.method, crc: ahead.crc, data, size: entry.bytes.length });
    total += data.byteLength;
  }
  const withoutPacked = (entry: TreeEntry, path: string): TreeEntry =>
    entry.kind === 'file' && packed.has(path) ? { ...entry, bytes: NO_BYTES } : entry;
  if (total <= COPY_IN_STEPS_ABOVE) {
    const sent =
      packed.size === 0 ? tree : new Map([...tree].map(([path, e]) => [path, withoutPacked(e, path)]));
    return { sent, transfer: [], packed };
  }
  const sent = new Map<string, TreeEntry>();
  const transfer: ArrayBuffer[] = [];
  let sinceBreak = 0;
  const copy = async (bytes: Uint8Array) => {
    const copied = bytes.slice();
    transfer.push(copied.buffer);
    sinceBreak += copied.byteLength;
    if (sinceBreak >= COPY_STEP_BYTES) {
      sinceBreak = 0;
      await nextTask();
      if (signal?.aborted) throw abortError();
    }
    return copied;
  };
  for (const [path, entry] of tree) {
    const ahead = packed.get(path);
    if (ahead) {
      packed.set(path, { ...ahead, data: await copy(ahead.data) });
      sent.set(path, withoutPacked(entry, path));
    } else if (entry.kind === 'file') sent.set(path, { ...entry, bytes: await copy(entry.bytes) });
    else sent.set(path, entry);
  }
  return { sent, transfer, packed };
}

function call(
  request: ArchiveRequest,
  transfer: Transferable[],
  onProgress: (progress: ZipProgress) => void,
  signal: AbortSignal | undefined,
  onEarly: (files: ReadonlyMap<string, Uint8Array>) => void = () => {},
): Promise<Exclude<ArchiveReply, { type: 'progress' | 'early' }>> {
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
      if (reply.type === 'early') return onEarly(reply.files);
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
