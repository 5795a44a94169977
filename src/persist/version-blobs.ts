/**
 * How a kept version's file contents share bytes with the working copy. A `blobs` record holds
 * either the bytes, or only a pointer: the path of the working copy's entry that holds exactly
 * those bytes. A pointer is written only after the stored entry was compared with the bytes, in
 * the transaction that keeps the version; and every save copies the bytes of a pointed-at entry
 * into its blob in the same transaction, before it overwrites or deletes that entry. So a version
 * costs only the bytes that have changed since, and no commit ever leaves a pointer at other bytes.
 */
import type { SolutionId } from './ids';
import { promiseOf } from './idb';
import { POINTERS_INDEX, STORE } from './schema';

/** A record of `blobs`: a content's bytes, or where the working copy holds them. */
export type BlobRecord =
  | { readonly solutionId: string; readonly hash: string; readonly bytes: Uint8Array }
  | { readonly solutionId: string; readonly hash: string; readonly path: string };

/** The entry bytes of a stored record, when it is an entry record that holds bytes. */
export function bytesOfRecord(record: unknown): Uint8Array | undefined {
  const bytes = (record as { bytes?: unknown } | undefined)?.bytes;
  return bytes instanceof Uint8Array ? bytes : undefined;
}

/** The path a `blobs` record points at, when it is a pointer. */
export function pointerPath(record: unknown): string | undefined {
  const path = (record as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
}

/**
 * Before the entries at `paths` (or every entry in `range`) are overwritten or deleted in `tx`
 * (which must span `entries` and `blobs`), copies the bytes of each one a version points at into
 * that version's blob. Entries no version points at cost one index lookup each.
 */
export async function copyPointedBytes(
  tx: IDBTransaction,
  id: SolutionId,
  paths: readonly string[] | IDBKeyRange,
): Promise<void> {
  const blobs = tx.objectStore(STORE.blobs);
  const index = blobs.index(POINTERS_INDEX);
  const found = Array.isArray(paths)
    ? (await Promise.all(paths.map((path) => promiseOf(index.getAll([id, path]))))).flat()
    : await promiseOf(index.getAll(paths as IDBKeyRange));
  const pointers = found.filter(
    (record): record is { hash: string; path: string } =>
      pointerPath(record) !== undefined && typeof (record as { hash?: unknown }).hash === 'string',
  );
  if (pointers.length === 0) return;
  const entries = tx.objectStore(STORE.entries);
  const held = await Promise.all(pointers.map(({ path }) => promiseOf(entries.get([id, path]))));
  pointers.forEach(({ hash }, i) => {
    const bytes = bytesOfRecord(held[i]);
    // Not awaited one by one: a failed put (a full disk) aborts the save with it.
    if (bytes) blobs.put({ solutionId: id, hash, bytes } satisfies BlobRecord);
  });
}
