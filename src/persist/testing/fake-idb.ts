import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { IdbEnvironment } from '../connection';
import { promiseOf, transact } from '../idb';
import { DB_NAME, DB_VERSION, upgradeDatabase } from '../schema';

/** A fresh, empty in-memory IndexedDB for one test. */
export function freshEnv(): IdbEnvironment {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

/** An environment whose `indexedDB.open` throws while `blocked` is true (a private window). */
export function blockableEnv(): IdbEnvironment & { blocked: boolean } {
  const inner = new IDBFactory();
  const env = {
    blocked: true,
    IDBKeyRange,
    indexedDB: {
      open: (name: string, version?: number) => {
        if (env.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
        return inner.open(name, version);
      },
    } as IDBFactory,
  };
  return env;
}

/** Opens the test database directly, bypassing the library (to plant or inspect raw records). */
export function rawDatabase(env: IdbEnvironment): Promise<IDBDatabase> {
  const request = env.indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = (event) =>
    upgradeDatabase(request.result, event.oldVersion, request.transaction!);
  return promiseOf(request);
}

/** Writes `value` into `store` as it is, with no checks: how a test plants an old or broken record. */
export async function plant(
  env: IdbEnvironment,
  store: string,
  value: unknown,
  key?: IDBValidKey,
): Promise<void> {
  const db = await rawDatabase(env);
  await transact(db, [store], 'readwrite', async (tx) => {
    await promiseOf(tx.objectStore(store).put(value, key));
  });
  db.close();
}

/** Every value in `store`, as stored. */
export async function rawValues(env: IdbEnvironment, store: string): Promise<unknown[]> {
  const db = await rawDatabase(env);
  const values = await transact(db, [store], 'readonly', (tx) => promiseOf(tx.objectStore(store).getAll()));
  db.close();
  return values;
}
