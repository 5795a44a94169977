import { failOpenIfInjected, failWriteIfInjected, holdWriteIfInjected } from './failure-hook';
import { transact } from './idb';
import { DB_NAME, DB_VERSION, upgradeDatabase } from './schema';
import { StorageError, toStorageError } from './storage-error';

/** The IndexedDB implementation to use: the browser's, or fake-indexeddb's in tests. */
export interface IdbEnvironment {
  readonly indexedDB: IDBFactory;
  readonly IDBKeyRange: typeof IDBKeyRange;
}

/** The page's IndexedDB, or `undefined` where there is none (some embedded or locked-down browsers). */
export function browserIdbEnvironment(): IdbEnvironment | undefined {
  try {
    // Reading `indexedDB` itself throws in some sandboxed frames.
    if (typeof indexedDB === 'undefined' || typeof IDBKeyRange === 'undefined') return undefined;
    return { indexedDB, IDBKeyRange };
  } catch {
    return undefined;
  }
}

/** How long to wait for `indexedDB.open` before calling storage unavailable (some Safari versions never answer). */
const OPEN_TIMEOUT_MS = 10_000;

/**
 * A lazily opened database connection. It never caches a failure: every call after one tries to
 * open again, which is how saving resumes once a blocked or full storage works again. All errors
 * come out as `StorageError`.
 */
export class Connection {
  private opening: Promise<IDBDatabase> | undefined;
  private readonly lostListeners = new Set<() => void>();

  constructor(
    private readonly env: IdbEnvironment | undefined,
    private readonly name: string = DB_NAME,
  ) {}

  /** Key ranges for the injected implementation (the global may be missing under Node). */
  get keyRange(): typeof IDBKeyRange {
    if (!this.env) throw new StorageError('unavailable');
    return this.env.IDBKeyRange;
  }

  /** Runs `body` in a read-only transaction. */
  read<T>(stores: readonly string[], body: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    return this.run(stores, 'readonly', body);
  }

  /** Runs `body` in a read-write transaction; honours the end-to-end failure hook. */
  write<T>(stores: readonly string[], body: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    return this.run(stores, 'readwrite', body);
  }

  /**
   * Calls `listener` when the database is taken away under an open connection: deleted (by
   * another page or the browser's "clear site data") or closed by the browser. The next write
   * opens a fresh, empty database.
   */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Closes the connection (a later call opens it again). */
  close(): void {
    const opening = this.opening;
    this.opening = undefined;
    opening?.then((db) => db.close()).catch(() => undefined);
  }

  private async run<T>(
    stores: readonly string[],
    mode: IDBTransactionMode,
    body: (tx: IDBTransaction) => Promise<T>,
  ): Promise<T> {
    try {
      if (mode === 'readwrite') {
        failWriteIfInjected();
        await holdWriteIfInjected();
      }
      const db = await this.database();
      return await transact(db, stores, mode, body);
    } catch (error) {
      const storageError = toStorageError(error);
      // A connection the browser closed (storage cleared, profile error) throws InvalidStateError:
      // forget it so the next call opens a fresh one.
      if (storageError.code === 'failed') this.opening = undefined;
      throw storageError;
    }
  }

  private database(): Promise<IDBDatabase> {
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = undefined;
      throw error;
    });
    return this.opening;
  }

  private open(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const env = this.env;
      if (!env) return reject(new StorageError('unavailable'));
      let request: IDBOpenDBRequest;
      try {
        failOpenIfInjected();
        request = env.indexedDB.open(this.name, DB_VERSION);
      } catch (error) {
        return reject(new StorageError('unavailable', { cause: error }));
      }
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(new StorageError('unavailable'));
      }, OPEN_TIMEOUT_MS);
      request.onupgradeneeded = (event) =>
        upgradeDatabase(request.result, event.oldVersion, request.transaction!);
      request.onerror = () => {
        clearTimeout(timer);
        const error = toStorageError(request.error);
        reject(
          error.code === 'newer-version' ? error : new StorageError('unavailable', { cause: request.error }),
        );
      };
      request.onsuccess = () => {
        clearTimeout(timer);
        const db = request.result;
        // Too late: the caller was already told storage is unavailable and will open again.
        if (timedOut) return db.close();
        this.watch(db);
        resolve(db);
      };
    });
  }

  /** Lets a newer version in another tab upgrade, and notices when the browser closes the database. */
  private watch(db: IDBDatabase): void {
    const forget = () => {
      this.opening = undefined;
    };
    const lost = () => {
      for (const listener of this.lostListeners) listener();
    };
    db.onversionchange = (event) => {
      db.close();
      forget();
      // No new version: the database is being deleted, with everything in it.
      if (event.newVersion === null) lost();
    };
    db.onclose = () => {
      forget();
      lost();
    };
  }
}
