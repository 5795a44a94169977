import type { FileTree, TreeEntry } from '../model/file-tree';
import type { Connection } from './connection';
import { forEachEntryRecord } from './entry-batches';
import { recordToEntry } from './entry-record';
import { promiseOf } from './idb';
import { scanManifests } from './library-scan';
import { readManifest, type Manifest } from './manifest';
import { setAside, type SetAsideRecord } from './quarantine';
import { STORE } from './schema';
import { StorageError } from './storage-error';

/**
 * The manifest of `id`, migrated if it was older; `undefined` when there is none. An unreadable
 * one is handed to the scan, which sets it aside and recovers the files under a fresh manifest.
 * `tx` must cover the solutions, entries and quarantine stores.
 */
export async function usableManifest(
  connection: Connection,
  tx: IDBTransaction,
  id: string,
  canWrite: boolean,
  at: number,
): Promise<Manifest | undefined> {
  const raw: unknown = await promiseOf(tx.objectStore(STORE.solutions).get(id));
  if (raw === undefined) return undefined;
  const read = readManifest(raw);
  switch (read.kind) {
    case 'newer':
      throw new StorageError('newer-version');
    case 'migrated':
      if (canWrite) await promiseOf(tx.objectStore(STORE.solutions).put(read.manifest));
      return read.manifest;
    case 'current':
      return read.manifest;
    case 'unreadable': {
      const { manifests } = await scanManifests(connection, tx, canWrite, at);
      return manifests.find((m) => m.id === id);
    }
  }
}

/**
 * The entries of `id` as a tree. Unreadable ones are left out and reported; with `canWrite` they
 * are also moved to quarantine, so the next open is clean and nothing is lost.
 */
export async function readEntries(
  connection: Connection,
  tx: IDBTransaction,
  id: string,
  canWrite: boolean,
  at: number,
): Promise<{ tree: FileTree; setAsideNow: SetAsideRecord[] }> {
  const tree = new Map<string, TreeEntry>();
  const setAsideNow: SetAsideRecord[] = [];
  await forEachEntryRecord(connection, tx, id, async (key, value) => {
    const path = Array.isArray(key) ? key[1] : undefined;
    const read = recordToEntry(path, value);
    if (read.ok) {
      tree.set(read.path, read.entry);
      return;
    }
    const quarantineKey = canWrite
      ? await setAside(tx, STORE.entries, key, value, read.reason, at)
      : undefined;
    setAsideNow.push({
      ...(quarantineKey !== undefined ? { key: quarantineKey } : {}),
      store: STORE.entries,
      recordKey: String(path),
      ...(typeof path === 'string' ? { label: path } : {}),
      reason: read.reason,
      at,
    });
  });
  return { tree, setAsideNow };
}
