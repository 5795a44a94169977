import type { TreeEntry } from '../model/file-tree';
import type { Connection } from './connection';
import { entryToRecord } from './entry-record';
import type { SolutionId } from './ids';
import { promiseOf } from './idb';
import { STORE } from './schema';

/**
 * Bytes or records written between two pauses, and records read per request: a few milliseconds
 * of work each. Each put costs about as much again for its record as for a few kilobytes of bytes:
 * 4 MB of a plugin of small files was 700 puts, tasks of up to 187 ms on a busy machine.
 */
const WRITE_BATCH_BYTES = 4 * 1024 * 1024;
const WRITE_BATCH_RECORDS = 200;
const READ_BATCH_RECORDS = 100;

/**
 * Puts the records of `entries` under `id`. A put copies its value at once, on the calling
 * thread; waiting for one request every few megabytes or few hundred records ends the task, so
 * the page stays responsive while a large solution is written. The next put follows at once,
 * which keeps the transaction alive. `answered` hears each of those answers.
 */
export async function putEntries(
  store: IDBObjectStore,
  id: SolutionId,
  entries: Iterable<readonly [string, TreeEntry]>,
  answered?: () => void,
): Promise<void> {
  let bytes = 0;
  let records = 0;
  for (const [path, entry] of entries) {
    const request = store.put(entryToRecord(id, path, entry));
    bytes += entry.kind === 'file' ? entry.bytes.byteLength : 0;
    records += 1;
    if (bytes >= WRITE_BATCH_BYTES || records >= WRITE_BATCH_RECORDS) {
      bytes = 0;
      records = 0;
      await promiseOf(request);
      answered?.();
    }
  }
}

/**
 * Visits every stored entry record of `id` in key order, reading a batch at a time (for the
 * same reason as above). The key is [solutionId, path]. `visit` may delete the record it is given.
 */
export async function forEachEntryRecord(
  connection: Connection,
  tx: IDBTransaction,
  id: string,
  visit: (key: IDBValidKey, value: unknown) => Promise<void> | void,
): Promise<void> {
  const store = tx.objectStore(STORE.entries);
  let after: IDBValidKey | undefined;
  for (;;) {
    const range = connection.keyRange.bound(after ?? [id], [id, []], after !== undefined, false);
    const [keys, values] = await Promise.all([
      promiseOf(store.getAllKeys(range, READ_BATCH_RECORDS)),
      promiseOf(store.getAll(range, READ_BATCH_RECORDS)),
    ]);
    for (const [index, key] of keys.entries()) await visit(key, values[index]);
    if (keys.length < READ_BATCH_RECORDS) return;
    after = keys.at(-1);
  }
}
