/**
 * A version's files without copying them: each file is named by its content hash, and the list of
 * path → hash, mode and time is cut into small chunks that are themselves stored by hash. The cuts
 * fall after paths chosen by a hash of the path alone, so one edit changes one chunk and every
 * other chunk is shared with the versions before it: 200 versions of a 1,800-file plugin with one
 * edit each store 200 small chunks, not 200 lists of 1,800 files.
 */
import type { FileTree, TreeEntry } from '../model/file-tree';
import { comparePaths } from '../model/file-tree';
import { nextTask } from '../model/next-task';
import { contentHash, knownHash, rememberHash } from './content-hash';

/** One entry of a version: a file by content hash, or an explicit folder. */
export type VersionEntry =
  | {
      readonly kind: 'file';
      readonly hash: string;
      readonly size: number;
      readonly mode?: number;
      readonly mtime?: number;
    }
  | { readonly kind: 'folder'; readonly mode?: number; readonly mtime?: number };

/** A version's files: path → entry. */
export type VersionFiles = ReadonlyMap<string, VersionEntry>;

export interface Snapshot {
  readonly files: VersionFiles;
  /** The hashes of the chunks of the file list, in path order: what a version record keeps. */
  readonly chunks: readonly string[];
  /** Every blob the snapshot refers to (file contents and chunks); the store keeps those it lacks. */
  readonly blobs: ReadonlyMap<string, Uint8Array>;
}

/** About one chunk in this many paths ends a chunk (and none holds more than CHUNK_MAX). */
const CHUNK_SPREAD = 32;
const CHUNK_MAX = 256;

/**
 * How many bytes are hashed in one task. Chromium's digest finishes within the task that asks
 * for it, so without breaks the first snapshot of a 70 MB plugin (at its first download) held
 * the page for one task of hundreds of milliseconds. Small files cost more per byte (a digest
 * and a promise turn each): 4 MB of a plugin of 5,000 files of a few kilobytes made tasks of up
 * to 166 ms on a busy machine, so a step is 1 MB.
 */
const HASH_STEP_BYTES = 2 ** 20;

/**
 * How many chunks of the file list are written in one task: about 250 rows, a few milliseconds.
 * All at once, the 57 chunks of a 1,800-file plugin were one task of 35 ms (more on a busy machine).
 */
const CHUNKS_PER_TASK = 8;

/**
 * The snapshot of a tree. Files already hashed (shared byte arrays) are not hashed again; the
 * others are hashed a few megabytes per task, and the file list is written a few chunks per task.
 */
export async function snapshot(tree: FileTree): Promise<Snapshot> {
  const files = new Map<string, VersionEntry>();
  const blobs = new Map<string, Uint8Array>();
  let sinceBreak = 0;
  for (const path of [...tree.keys()].sort(comparePaths)) {
    const entry = tree.get(path)!;
    if (entry.kind === 'folder') {
      files.set(path, { kind: 'folder', ...meta(entry) });
      continue;
    }
    if (knownHash(entry.bytes) === undefined) sinceBreak += entry.bytes.length;
    if (sinceBreak >= HASH_STEP_BYTES) {
      sinceBreak = 0;
      await nextTask();
    }
    const hash = await contentHash(entry.bytes);
    blobs.set(hash, entry.bytes);
    files.set(path, { kind: 'file', hash, size: entry.bytes.length, ...meta(entry) });
  }
  const chunks: string[] = [];
  for (const rows of cut([...files])) {
    if (chunks.length > 0 && chunks.length % CHUNKS_PER_TASK === 0) await nextTask();
    const bytes = new TextEncoder().encode(JSON.stringify(encodeRows(rows)));
    const hash = await contentHash(bytes);
    blobs.set(hash, bytes);
    chunks.push(hash);
  }
  return { files, chunks, blobs };
}

/**
 * The files of a version from its chunks (`chunk` gives a chunk's bytes by hash), or why they
 * cannot be read (a chunk is missing or is not a file list).
 */
export function filesOfChunks(
  chunks: readonly string[],
  chunk: (hash: string) => Uint8Array | undefined,
): VersionFiles | string {
  const files = new Map<string, VersionEntry>();
  for (const hash of chunks) {
    const bytes = chunk(hash);
    if (!bytes) return 'a part of its list of files is missing';
    let rows: unknown;
    try {
      rows = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return 'a part of its list of files cannot be read';
    }
    const decoded = Array.isArray(rows) ? decodeRows(rows) : undefined;
    if (!decoded) return 'a part of its list of files cannot be read';
    for (const [path, entry] of decoded) files.set(path, entry);
  }
  return files;
}

/** The content hashes a version's files need (to read from storage what the working copy lacks). */
export function contentHashes(files: VersionFiles): Set<string> {
  const hashes = new Set<string>();
  for (const entry of files.values()) if (entry.kind === 'file') hashes.add(entry.hash);
  return hashes;
}

/**
 * The tree of a version. `content` gives the bytes of a hash; an entry of `reuse` (the working
 * copy) with the same bytes, mode and time is taken as it is, so a restore shares every untouched
 * entry with the tree it replaces. Returns the hashes that could not be found instead, if any.
 */
export function treeOfFiles(
  files: VersionFiles,
  content: (hash: string) => Uint8Array | undefined,
  reuse: FileTree,
  reuseHash: (bytes: Uint8Array) => string | undefined,
): FileTree | { readonly missing: readonly string[] } {
  const tree = new Map<string, TreeEntry>();
  const missing: string[] = [];
  for (const [path, entry] of files) {
    const current = reuse.get(path);
    if (entry.kind === 'folder') {
      tree.set(
        path,
        current?.kind === 'folder' && sameMeta(current, entry) ? current : { kind: 'folder', ...meta(entry) },
      );
      continue;
    }
    if (current?.kind === 'file' && reuseHash(current.bytes) === entry.hash && sameMeta(current, entry)) {
      tree.set(path, current);
      continue;
    }
    const bytes = content(entry.hash);
    if (!bytes) {
      missing.push(entry.hash);
      continue;
    }
    rememberHash(bytes, entry.hash);
    tree.set(path, { kind: 'file', bytes, ...meta(entry) });
  }
  return missing.length > 0 ? { missing } : tree;
}

function meta(entry: { readonly mode?: number; readonly mtime?: number }): { mode?: number; mtime?: number } {
  return {
    ...(entry.mode !== undefined ? { mode: entry.mode } : {}),
    ...(entry.mtime !== undefined ? { mtime: entry.mtime } : {}),
  };
}

function sameMeta(a: TreeEntry, b: VersionEntry): boolean {
  return a.mode === b.mode && a.mtime === b.mtime;
}

/** Splits rows where a path's hash says so, so the same paths always end the same chunks. */
function cut<T>(rows: readonly (readonly [string, T])[]): (readonly [string, T])[][] {
  const chunks: (readonly [string, T])[][] = [];
  let current: (readonly [string, T])[] = [];
  for (const row of rows) {
    current.push(row);
    if (pathHash(row[0]) % CHUNK_SPREAD === 0 || current.length >= CHUNK_MAX) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** FNV-1a over the path's UTF-16 code units: cheap, and the same on every machine. */
function pathHash(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i += 1) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A row of a chunk, written small, for a chunk is stored anew at every edit of a file in it:
 * [length of the path shared with the row before, the rest of the path, the content hash in
 * base64url (0 for a folder), size, mode, time less the row before's time] (null for unknown).
 * Chunks kept by earlier builds hold [path, hex hash | 0, size, mode, time] rows, read as before.
 */
type Row = [number, string, string | 0, number, number | null, number | null];
type FullRow = [string, string | 0, number, number | null, number | null];

function encodeRows(rows: readonly (readonly [string, VersionEntry])[]): Row[] {
  let path = '';
  let time = 0;
  return rows.map(([next, entry]) => {
    let shared = 0;
    while (shared < path.length && shared < next.length && path[shared] === next[shared]) shared += 1;
    const mtime = entry.mtime === undefined ? null : entry.mtime - time;
    path = next;
    if (entry.mtime !== undefined) time = entry.mtime;
    return [
      shared,
      next.slice(shared),
      entry.kind === 'file' ? hexToBase64(entry.hash) : 0,
      entry.kind === 'file' ? entry.size : 0,
      entry.mode ?? null,
      mtime,
    ];
  });
}

function decodeRows(rows: readonly unknown[]): [string, VersionEntry][] | undefined {
  const out: [string, VersionEntry][] = [];
  let path = '';
  let time = 0;
  for (const row of rows) {
    if (!Array.isArray(row)) return undefined;
    let full: unknown[] = row;
    if (row.length === 6) {
      const [shared, rest, hash, size, mode, mtime] = row as unknown[];
      if (typeof shared !== 'number' || typeof rest !== 'string' || shared > path.length) return undefined;
      if (hash !== 0 && (typeof hash !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(hash))) return undefined;
      full = [
        path.slice(0, shared) + rest,
        hash === 0 ? 0 : base64ToHex(hash),
        size,
        mode,
        typeof mtime === 'number' ? time + mtime : mtime,
      ] satisfies unknown[];
    }
    const decoded = decodeRow(full);
    if (!decoded) return undefined;
    out.push(decoded);
    path = decoded[0];
    if (decoded[1].mtime !== undefined) time = decoded[1].mtime;
  }
  return out;
}

function decodeRow(row: unknown[]): [string, VersionEntry] | undefined {
  if (row.length !== 5) return undefined;
  const [path, hash, size, mode, mtime] = row as FullRow | unknown[];
  if (typeof path !== 'string' || typeof size !== 'number') return undefined;
  if ((mode !== null && typeof mode !== 'number') || (mtime !== null && typeof mtime !== 'number'))
    return undefined;
  const extra = { ...(mode !== null ? { mode } : {}), ...(mtime !== null ? { mtime } : {}) };
  if (hash === 0) return [path, { kind: 'folder', ...extra }];
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return undefined;
  return [path, { kind: 'file', hash, size, ...extra }];
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 64 hex digits as 43 base64url characters (no padding), and back. */
function hexToBase64(hex: string): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const digit of hex) {
    value = (value << 4) | parseInt(digit, 16);
    bits += 4;
    if (bits >= 6) {
      bits -= 6;
      out += BASE64URL[(value >> bits) & 63];
    }
  }
  return bits > 0 ? out + BASE64URL[(value << (6 - bits)) & 63] : out;
}

function base64ToHex(text: string): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = ((value << 6) | BASE64URL.indexOf(char)) & 0xffff;
    bits += 6;
    while (bits >= 4) {
      bits -= 4;
      out += ((value >> bits) & 15).toString(16);
    }
  }
  return out.slice(0, 64);
}
