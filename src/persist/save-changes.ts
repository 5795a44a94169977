import type { FileTree } from '../model/file-tree';
import type { Connection } from './connection';
import { putEntries } from './entry-batches';
import type { SolutionId } from './ids';
import { promiseOf } from './idb';
import { MANIFEST_FORMAT, readManifest, type Manifest } from './manifest';
import { setAside } from './quarantine';
import { STORE } from './schema';
import { StorageError } from './storage-error';
import { diffTrees } from './tree-diff';
import { copyPointedBytes } from './version-blobs';

/** What the caller knows besides the tree: where the person is, and the problem count to list. */
export interface SaveMeta {
  /** The open view, restored on reload (the app's view name; stored as given). */
  readonly view?: string;
  /** The file open in the Files view. */
  readonly openFile?: string;
  readonly problemCount: number;
}

/** One save: bring the stored solution from `base` to `tree`. */
export interface SaveRequest {
  readonly id: SolutionId;
  /** The tree storage holds, as last confirmed; `undefined` writes every entry (a new solution). */
  readonly base: FileTree | undefined;
  readonly tree: FileTree;
  readonly meta: SaveMeta;
  /** When the person last changed the tree; `undefined` when only the view or open file changed. */
  readonly changedAt: number | undefined;
  /** The manifest's owner when this tab loaded it: a save over any other owner is refused. */
  readonly expectedOwner: string | undefined;
  /** The library title, used only when the solution is not stored (new, or deleted elsewhere). */
  readonly titleIfNew: string;
  /** Told each time storage answers during a long write: the write is going on, not stuck. */
  readonly answered?: () => void;
}

/** A landed save: this tab now owns the record at this revision. */
export interface SaveReceipt {
  readonly owner: string;
  readonly revision: number;
  /** The solution had been stored but was gone (storage cleared): every entry was written again. */
  readonly rewritten?: boolean;
}

/** Anything a save can be sent to: the library, or a fake in tests. */
export interface SaveTarget {
  saveChanges(request: SaveRequest): Promise<SaveReceipt>;
}

/**
 * Writes the entries that differ from `base` and the manifest in one transaction (first copying
 * the bytes a kept version points at out of the entries it replaces), so a crash leaves either
 * the old or the new solution, never a mix; then reads the manifest and the entry
 * count back to confirm the save landed. Rejects with a `StorageError`.
 */
export async function saveChanges(
  connection: Connection,
  tabId: string,
  request: SaveRequest,
  at: number,
): Promise<SaveReceipt> {
  const { id, tree } = request;
  const range = connection.keyRange.bound([id], [id, []]);
  // Diffed before the transaction: it is synchronous work and would only hold the transaction open.
  const diff = request.base ? diffTrees(request.base, tree) : undefined;

  let rewritten = false;
  const stores = [STORE.solutions, STORE.entries, STORE.quarantine, STORE.blobs];
  const revision = await connection.write(stores, async (tx) => {
    const stored = await readStored(tx, id, at);
    if (stored?.owner !== undefined && stored.owner !== request.expectedOwner && stored.owner !== tabId) {
      throw new StorageError('taken-over');
    }
    const entries = tx.objectStore(STORE.entries);
    // Requests are not awaited one by one: any failure aborts the whole transaction anyway.
    // A kept version may point at an entry about to change: its bytes are copied to it first.
    if (!stored || !diff) {
      rewritten = stored === undefined && request.base !== undefined;
      await copyPointedBytes(tx, id, range);
      entries.delete(range);
      await putEntries(entries, id, tree, request.answered);
    } else {
      await copyPointedBytes(tx, id, [...diff.put.map(([path]) => path), ...diff.remove]);
      await putEntries(entries, id, diff.put, request.answered);
      for (const path of diff.remove) entries.delete([id, path]);
    }
    const manifest = nextManifest(stored, request, tabId, at);
    await promiseOf(tx.objectStore(STORE.solutions).put(manifest));
    return manifest.revision;
  });

  await connection.read([STORE.solutions, STORE.entries], async (tx) => {
    const [landed, count] = await Promise.all([
      promiseOf(tx.objectStore(STORE.solutions).get(id)) as Promise<Partial<Manifest> | undefined>,
      promiseOf(tx.objectStore(STORE.entries).count(range)),
    ]);
    if (landed?.owner !== tabId) throw new StorageError('taken-over');
    if (landed.revision !== revision || count !== tree.size) throw new StorageError('failed');
  });
  return { owner: tabId, revision, ...(rewritten ? { rewritten } : {}) };
}

/** The stored manifest; an unreadable one is set aside and the solution written afresh. */
async function readStored(tx: IDBTransaction, id: SolutionId, at: number): Promise<Manifest | undefined> {
  const raw: unknown = await promiseOf(tx.objectStore(STORE.solutions).get(id));
  if (raw === undefined) return undefined;
  const read = readManifest(raw);
  if (read.kind === 'newer') throw new StorageError('newer-version');
  if (read.kind === 'unreadable') {
    await setAside(tx, STORE.solutions, id, raw, read.reason, at);
    return undefined;
  }
  return read.manifest;
}

function nextManifest(
  stored: Manifest | undefined,
  request: SaveRequest,
  owner: string,
  at: number,
): Manifest {
  const { meta } = request;
  return {
    format: MANIFEST_FORMAT,
    id: request.id,
    title: stored?.title ?? request.titleIfNew,
    createdAt: stored?.createdAt ?? at,
    changedAt: request.changedAt ?? stored?.changedAt ?? at,
    savedAt: at,
    problemCount: meta.problemCount,
    ...(stored?.exportedAt !== undefined ? { exportedAt: stored.exportedAt } : {}),
    ...(stored?.deletedAt !== undefined ? { deletedAt: stored.deletedAt } : {}),
    ...(meta.view !== undefined ? { view: meta.view } : {}),
    ...(meta.openFile !== undefined ? { openFile: meta.openFile } : {}),
    revision: (stored?.revision ?? 0) + 1,
    owner,
    entryCount: request.tree.size,
  };
}
