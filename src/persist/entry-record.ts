import { unsafePathReason, type TreeEntry } from '../model/file-tree';
import type { SolutionId } from './ids';

/**
 * One file or explicit folder of a solution, as stored in the `entries` store under the key
 * [solutionId, path]. Bytes are stored as a Uint8Array (structured clone), never as text or
 * base64. Absent mode or time stay absent, so a round trip gives back the very same entry.
 */
export interface EntryRecord {
  readonly solutionId: string;
  readonly path: string;
  readonly kind: 'file' | 'folder';
  readonly bytes?: Uint8Array;
  readonly mode?: number;
  readonly mtime?: number;
}

/** The record that stores `entry` at `path`. */
export function entryToRecord(solutionId: SolutionId, path: string, entry: TreeEntry): EntryRecord {
  return {
    solutionId,
    path,
    kind: entry.kind,
    ...(entry.kind === 'file' ? { bytes: ownBuffer(entry.bytes) } : {}),
    ...(entry.mode !== undefined ? { mode: entry.mode } : {}),
    ...(entry.mtime !== undefined ? { mtime: entry.mtime } : {}),
  };
}

/** A stored entry read back: the tree entry, or why it cannot be used. */
export type ReadEntry =
  | { readonly ok: true; readonly path: string; readonly entry: TreeEntry }
  | { readonly ok: false; readonly reason: string };

/**
 * Reads a stored record without trusting it: anything malformed comes back as a reason, so the
 * caller can set it aside instead of failing to open the solution. `path` comes from the key,
 * which IndexedDB guarantees, rather than from the value.
 */
export function recordToEntry(path: unknown, value: unknown): ReadEntry {
  if (typeof path !== 'string') return bad('its path is not text');
  const unsafe = unsafePathReason(path);
  if (unsafe !== undefined) return bad(`its path is not a safe plugin path (${unsafe})`);
  if (typeof value !== 'object' || value === null) return bad('it is not a record');
  const record = value as Record<string, unknown>;
  const mode = record['mode'];
  const mtime = record['mtime'];
  if (
    mode !== undefined &&
    !(Number.isInteger(mode) && (mode as number) >= 0 && (mode as number) <= 0o7777)
  ) {
    return bad('its permission bits are not a number');
  }
  if (mtime !== undefined && !(typeof mtime === 'number' && Number.isFinite(mtime))) {
    return bad('its modification time is not a number');
  }
  const meta = {
    ...(mode !== undefined ? { mode: mode as number } : {}),
    ...(mtime !== undefined ? { mtime: mtime as number } : {}),
  };
  if (record['kind'] === 'folder') return { ok: true, path, entry: { kind: 'folder', ...meta } };
  if (record['kind'] !== 'file') return bad('it is neither a file nor a folder');
  const bytes = asBytes(record['bytes']);
  if (!bytes) return bad('its content is not bytes');
  return { ok: true, path, entry: { kind: 'file', bytes, ...meta } };
}

function bad(reason: string): ReadEntry {
  return { ok: false, reason };
}

/** Accepts an ArrayBuffer too: a record written by hand or by an older build may hold one. */
function asBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return undefined;
}

/**
 * Structured clone copies a typed array's whole buffer, so a file that is a view into a larger
 * buffer (a zip unpacked in place) would store the whole zip. Such views are copied first.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}
