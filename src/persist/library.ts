import type { FileTree } from '../model/file-tree';
import { browserIdbEnvironment, Connection, type IdbEnvironment } from './connection';
import { putEntries } from './entry-batches';
import { newSolutionId, newTabId, type SolutionId, type TabId } from './ids';
import { promiseOf } from './idb';
import {
  filesWentMissing,
  readTolerantly,
  SCAN_STORES,
  scanManifests,
  storedEntryCount,
} from './library-scan';
import { MANIFEST_FORMAT, readManifest, type Manifest } from './manifest';
import { readSetAside, type SetAsideRecord } from './quarantine';
import {
  saveChanges,
  type SaveMeta,
  type SaveReceipt,
  type SaveRequest,
  type SaveTarget,
} from './save-changes';
import { DB_NAME, STORE } from './schema';
import {
  opened,
  summarize,
  type LibraryOverview,
  type OpenedSolution,
  type SolutionSummary,
  type StartupReport,
} from './solution-summary';
import { readEntries, usableManifest } from './solution-reads';
import { deleteVersionsIn, VERSION_STORES } from './versions';
import { toStorageError } from './storage-error';

export interface LibraryOptions {
  /** The IndexedDB to use; defaults to the page's (tests pass fake-indexeddb's). */
  readonly env?: IdbEnvironment | undefined;
  readonly dbName?: string;
  readonly now?: () => number;
  readonly tabId?: TabId;
  /** How long Recently deleted keeps a solution before it is deleted for good (default 30 days). */
  readonly keepDeletedForMs?: number;
}

/**
 * The solutions kept in this browser. Every method except `startup` rejects with a
 * `StorageError` (its message is a sentence for people) when storage fails; none throws synchronously.
 */
export interface Library extends SaveTarget {
  /** This page's id: the owner written on every save from this tab. */
  readonly tabId: TabId;
  /** Opens storage, migrates and repairs what it must, purges old deletions. Never rejects. */
  startup(): Promise<StartupReport>;
  /** What the library list shows: solutions, Recently deleted, and what could not be read. */
  overview(): Promise<LibraryOverview>;
  /** Solutions not deleted, most recently changed first. */
  list(): Promise<readonly SolutionSummary[]>;
  /** Solutions in Recently deleted, most recently deleted first. */
  listDeleted(): Promise<readonly SolutionSummary[]>;
  /** Records that could not be read and were set aside. */
  listSetAside(): Promise<SetAsideRecord[]>;
  /** Loads a solution; with `claim`, this tab becomes its owner (other tabs' saves are refused). */
  open(id: SolutionId, options?: { claim?: boolean }): Promise<OpenedSolution | undefined>;
  /** Stores a new solution in one transaction, owned by this tab, and returns it as opened. */
  create(input: { title: string; tree: FileTree } & Partial<SaveMeta>): Promise<OpenedSolution>;
  /** Copies a solution under a new id (default title "<title> (copy)"); `undefined` if it is gone. */
  duplicate(id: SolutionId, title?: string): Promise<SolutionId | undefined>;
  /**
   * Changes the library title only; whether the document changes too is the caller's choice. With
   * `onlyIf`, only while the library title is still that (a title kept in step with the solution's
   * own, never one the person gave in the library).
   */
  rename(id: SolutionId, title: string, options?: { readonly onlyIf?: string }): Promise<boolean>;
  /** Moves a solution to Recently deleted (kept, restorable). */
  remove(id: SolutionId): Promise<boolean>;
  /** Brings a solution back from Recently deleted. */
  restore(id: SolutionId): Promise<boolean>;
  /** Deletes a solution and all its files for good. */
  deleteForever(id: SolutionId): Promise<void>;
  /** Records an export of the tree as it was at `at` (default now); later changes count as unexported. */
  markExported(id: SolutionId, at?: number): Promise<boolean>;
  /** The solution to reopen when the page loads. */
  lastOpen(): Promise<SolutionId | undefined>;
  setLastOpen(id: SolutionId | undefined): Promise<void>;
  /** Calls `listener` when the database is deleted or closed by the browser under this page. */
  onStorageLost(listener: () => void): () => void;
  /** Closes the database connection. */
  close(): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_OPEN_KEY = 'lastOpen';

/** A library over the page's IndexedDB (or the one in `options`). Opens storage lazily. */
export function createLibrary(options: LibraryOptions = {}): Library {
  const env = 'env' in options ? options.env : browserIdbEnvironment();
  const connection = new Connection(env, options.dbName ?? DB_NAME);
  const now = options.now ?? Date.now;
  const tabId = options.tabId ?? newTabId();
  const keepDeletedForMs = options.keepDeletedForMs ?? 30 * DAY_MS;
  const rangeOf = (id: string) => connection.keyRange.bound([id], [id, []]);

  /** Applies `change` to a stored manifest; false when there is none (or it is unusable). */
  function update(id: SolutionId, change: (manifest: Manifest) => Manifest): Promise<boolean> {
    return connection.write([STORE.solutions], async (tx) => {
      const read = readManifest(await promiseOf(tx.objectStore(STORE.solutions).get(id)));
      if (read.kind !== 'current' && read.kind !== 'migrated') return false;
      await promiseOf(tx.objectStore(STORE.solutions).put(change(read.manifest)));
      return true;
    });
  }

  const library: Library = {
    tabId,

    async startup() {
      try {
        const at = now();
        const { scan, lastOpen, setAsideRecords } = await readTolerantly(
          connection,
          [...SCAN_STORES, STORE.settings, ...VERSION_STORES],
          async (tx, canWrite) => {
            const scan = await scanManifests(connection, tx, canWrite, at);
            if (canWrite) await purgeExpired(tx, scan.manifests, at - keepDeletedForMs);
            const lastOpen: unknown = await promiseOf(tx.objectStore(STORE.settings).get(LAST_OPEN_KEY));
            return { scan, lastOpen, setAsideRecords: await readSetAside(tx) };
          },
        );
        const live = scan.manifests.filter((m) => m.deletedAt === undefined);
        const reopen = live.find((m) => m.id === lastOpen);
        return {
          available: true,
          solutions: sortByChange(live.map((m) => summarize(m))),
          ...(reopen ? { lastOpen: reopen.id as SolutionId } : {}),
          setAside: setAsideRecords,
          newerCount: scan.newer.length,
        };
      } catch (error) {
        return { available: false, reason: toStorageError(error).message };
      }
    },

    overview() {
      const at = now();
      return readTolerantly(connection, SCAN_STORES, async (tx, canWrite) => {
        const scan = await scanManifests(connection, tx, canWrite, at);
        const live: SolutionSummary[] = [];
        const deleted: SolutionSummary[] = [];
        for (const m of scan.manifests) {
          if (m.deletedAt !== undefined) {
            deleted.push(summarize(m));
            continue;
          }
          const found = await storedEntryCount(connection, tx, m.id);
          live.push(summarize(m, found === 0 && (await filesWentMissing(tx, m, found))));
        }
        return {
          solutions: sortByChange(live),
          deleted: deleted.sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0)),
          setAside: await readSetAside(tx),
          newer: scan.newer,
        };
      });
    },

    list: async () => (await library.overview()).solutions,
    listDeleted: async () => (await library.overview()).deleted,

    listSetAside: () => connection.read([STORE.quarantine], readSetAside),

    open(id, { claim = false } = {}) {
      const at = now();
      return readTolerantly(connection, SCAN_STORES, async (tx, canWrite) => {
        const manifest = await usableManifest(connection, tx, id, canWrite, at);
        if (!manifest) return undefined;
        const { tree, setAsideNow } = await readEntries(connection, tx, id, canWrite, at);
        const lost = await filesWentMissing(tx, manifest, tree.size + setAsideNow.length);
        // Nothing to work on: claiming it would let an empty tree be saved over the record.
        const broken = tree.size === 0 && (lost || setAsideNow.length > 0);
        if (!claim || !canWrite || broken) return opened(manifest, tree, setAsideNow, lost);
        const claimed = { ...manifest, owner: tabId };
        await promiseOf(tx.objectStore(STORE.solutions).put(claimed));
        return opened(claimed, tree, setAsideNow, lost, manifest.owner);
      });
    },

    async create({ title, tree, view, openFile, problemCount = 0 }) {
      const id = newSolutionId();
      const at = now();
      const meta = {
        problemCount,
        ...(view !== undefined ? { view } : {}),
        ...(openFile ? { openFile } : {}),
      };
      const request = {
        id,
        base: undefined,
        tree,
        meta,
        changedAt: at,
        expectedOwner: undefined,
        titleIfNew: title,
      };
      const receipt = await library.saveChanges(request);
      const manifest: Manifest = {
        format: MANIFEST_FORMAT,
        id,
        title,
        createdAt: at,
        changedAt: at,
        savedAt: at,
        revision: receipt.revision,
        owner: receipt.owner,
        entryCount: tree.size,
        ...meta,
      };
      return opened(manifest, tree, [], false);
    },

    duplicate(id, title) {
      const at = now();
      return connection.write([STORE.solutions, STORE.entries], async (tx) => {
        const read = readManifest(await promiseOf(tx.objectStore(STORE.solutions).get(id)));
        if (read.kind !== 'current' && read.kind !== 'migrated') return undefined;
        const copyId = newSolutionId();
        const { tree } = await readEntries(connection, tx, id, false, at);
        await putEntries(tx.objectStore(STORE.entries), copyId, tree);
        const { owner: _owner, exportedAt: _exported, deletedAt: _deleted, ...rest } = read.manifest;
        const copy: Manifest = {
          ...rest,
          id: copyId,
          title: title ?? `${read.manifest.title} (copy)`,
          createdAt: at,
          changedAt: at,
          savedAt: at,
          revision: 1,
          entryCount: tree.size,
        };
        await promiseOf(tx.objectStore(STORE.solutions).put(copy));
        return copyId;
      });
    },

    rename: (id, title, options = {}) =>
      update(id, (m) => (options.onlyIf === undefined || m.title === options.onlyIf ? { ...m, title } : m)),
    remove: (id) => update(id, (m) => ({ ...m, deletedAt: now() })),
    restore: (id) => update(id, ({ deletedAt: _deleted, ...m }) => m),
    markExported: (id, at = now()) => update(id, (m) => ({ ...m, exportedAt: at })),

    deleteForever(id) {
      return connection.write(
        [STORE.solutions, STORE.entries, STORE.settings, ...VERSION_STORES],
        async (tx) => {
          tx.objectStore(STORE.entries).delete(rangeOf(id));
          deleteVersionsIn(tx, rangeOf(id));
          tx.objectStore(STORE.solutions).delete(id);
          const settings = tx.objectStore(STORE.settings);
          if ((await promiseOf(settings.get(LAST_OPEN_KEY))) === id) settings.delete(LAST_OPEN_KEY);
        },
      );
    },

    lastOpen: () =>
      connection.read([STORE.settings], async (tx) => {
        const value: unknown = await promiseOf(tx.objectStore(STORE.settings).get(LAST_OPEN_KEY));
        return typeof value === 'string' ? (value as SolutionId) : undefined;
      }),

    setLastOpen: (id) =>
      connection.write([STORE.settings], async (tx) => {
        const settings = tx.objectStore(STORE.settings);
        if (id === undefined) await promiseOf(settings.delete(LAST_OPEN_KEY));
        else await promiseOf(settings.put(id, LAST_OPEN_KEY));
      }),

    saveChanges: (request: SaveRequest): Promise<SaveReceipt> =>
      saveChanges(connection, tabId, request, now()),

    onStorageLost: (listener) => connection.onLost(listener),
    close: () => connection.close(),
  };

  async function purgeExpired(
    tx: IDBTransaction,
    manifests: readonly Manifest[],
    before: number,
  ): Promise<void> {
    for (const m of manifests) {
      if (m.deletedAt === undefined || m.deletedAt >= before) continue;
      tx.objectStore(STORE.entries).delete(rangeOf(m.id));
      deleteVersionsIn(tx, rangeOf(m.id));
      await promiseOf(tx.objectStore(STORE.solutions).delete(m.id));
    }
  }

  return library;
}

function sortByChange(list: SolutionSummary[]): SolutionSummary[] {
  return list.sort((a, b) => b.changedAt - a.changedAt);
}
