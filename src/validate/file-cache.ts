/**
 * Per-file results, cached by the identity of the file's bytes. Trees are immutable and an
 * untouched file keeps its byte array across changes (and across renames and mode changes), so
 * after one keystroke only the edited file misses the cache. The path is part of the key because
 * some results mention it (the file, a skill's folder).
 */
import type { FileEntry } from '../model/file-tree';

const cache = new WeakMap<Uint8Array, Map<string, unknown>>();

/** `compute()` for this kind of analysis of `entry` at `path`, computed once per byte array. */
export function perFile<T>(kind: string, path: string, entry: FileEntry, compute: () => T): T {
  let byKey = cache.get(entry.bytes);
  if (!byKey) {
    byKey = new Map();
    cache.set(entry.bytes, byKey);
  }
  const key = `${kind}\u0000${path}`;
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = compute();
  byKey.set(key, value);
  return value;
}
