import type { Connection } from './connection';
import { promiseOf } from './idb';
import { MANIFEST_FORMAT, readManifest, type Manifest } from './manifest';
import { setAside } from './quarantine';
import { STORE } from './schema';
import { StorageError } from './storage-error';

/** A solution saved by a newer build: left untouched, named to people by its title when it has one. */
export interface NewerRecord {
  readonly id: string;
  readonly title?: string;
}

/** What a scan of the manifests found. */
export interface Scan {
  /** Every usable manifest, migrated to the current format, including those in Recently deleted. */
  readonly manifests: readonly Manifest[];
  /** Manifests written by a newer build; left alone, not opened. */
  readonly newer: readonly NewerRecord[];
}

/**
 * Runs `body` in a read-write transaction, and when that fails (a full disk refuses even the
 * small writes of a migration or a quarantine) once more read-only, so the library still lists
 * and opens what it can. `canWrite` tells `body` which of the two it is in.
 */
export async function readTolerantly<T>(
  connection: Connection,
  stores: readonly string[],
  body: (tx: IDBTransaction, canWrite: boolean) => Promise<T>,
): Promise<T> {
  try {
    return await connection.write(stores, (tx) => body(tx, true));
  } catch (error) {
    const retryable = error instanceof StorageError && (error.code === 'full' || error.code === 'failed');
    if (!retryable) throw error;
    return connection.read(stores, (tx) => body(tx, false));
  }
}

/** The stores a scan needs. */
export const SCAN_STORES = [STORE.solutions, STORE.entries, STORE.quarantine] as const;

/**
 * Reads every manifest. Older formats are migrated and written back; an unreadable manifest is
 * set aside, and when entries exist under its id a fresh manifest is made for them, so the work
 * stays listed. When `canWrite` is false, those repairs are made in memory only.
 */
export async function scanManifests(
  connection: Connection,
  tx: IDBTransaction,
  canWrite: boolean,
  at: number,
): Promise<Scan> {
  const solutions = tx.objectStore(STORE.solutions);
  const [keys, values] = await Promise.all([
    promiseOf(solutions.getAllKeys()),
    promiseOf(solutions.getAll()),
  ]);
  const manifests: Manifest[] = [];
  const newer: NewerRecord[] = [];
  for (const [index, value] of values.entries()) {
    const key = keys[index];
    if (key === undefined) continue;
    const read = readManifest(value);
    if (read.kind === 'newer') {
      const title = (value as { title?: unknown }).title;
      newer.push({ id: String(key), ...(typeof title === 'string' && title !== '' ? { title } : {}) });
    } else if (read.kind !== 'unreadable' && read.manifest.id === key) {
      if (read.kind === 'migrated' && canWrite) await promiseOf(solutions.put(read.manifest));
      manifests.push(read.manifest);
    } else {
      const reason = read.kind === 'unreadable' ? read.reason : 'its id differs from its key';
      const recovered = await recover(connection, tx, key, value, reason, canWrite, at);
      if (recovered) manifests.push(recovered);
    }
  }
  return { manifests, newer };
}

/** Sets an unreadable manifest aside and, when its entries are there, lists them under a new one. */
async function recover(
  connection: Connection,
  tx: IDBTransaction,
  key: IDBValidKey,
  value: unknown,
  reason: string,
  canWrite: boolean,
  at: number,
): Promise<Manifest | undefined> {
  if (canWrite) await setAside(tx, STORE.solutions, key, value, reason, at);
  if (typeof key !== 'string') return undefined;
  const entryCount = await storedEntryCount(connection, tx, key);
  if (entryCount === 0) return undefined;
  const oldTitle = (value as { title?: unknown } | null)?.title;
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    id: key,
    title: typeof oldTitle === 'string' && oldTitle !== '' ? oldTitle : 'Recovered solution',
    createdAt: at,
    changedAt: at,
    savedAt: at,
    problemCount: 0,
    revision: 1,
    entryCount,
  };
  if (canWrite) await promiseOf(tx.objectStore(STORE.solutions).put(manifest));
  return manifest;
}

/** How many entry records are stored under solution `id`. */
export function storedEntryCount(connection: Connection, tx: IDBTransaction, id: string): Promise<number> {
  return promiseOf(tx.objectStore(STORE.entries).count(connection.keyRange.bound([id], [id, []])));
}

/**
 * Whether files a solution had are gone: fewer are found (read or set aside) than its last save
 * stored. A record from before the count was kept says nothing of how many it had, so with no
 * file found it counts as broken only when files of it were set aside (now or at an earlier
 * opening); otherwise it is the empty solution it was saved as, and opens as one.
 */
export async function filesWentMissing(
  tx: IDBTransaction,
  manifest: Manifest,
  found: number,
): Promise<boolean> {
  if (manifest.entryCount !== undefined) return found < manifest.entryCount;
  return found === 0 && (await hasEntriesSetAside(tx, manifest.id));
}

/** Whether the quarantine holds a file record of solution `id`. */
async function hasEntriesSetAside(tx: IDBTransaction, id: string): Promise<boolean> {
  const records: unknown[] = await promiseOf(tx.objectStore(STORE.quarantine).getAll());
  return records.some((record) => {
    const { store, key } = (typeof record === 'object' && record !== null ? record : {}) as {
      store?: unknown;
      key?: unknown;
    };
    return store === STORE.entries && Array.isArray(key) && key[0] === id;
  });
}
