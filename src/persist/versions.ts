/**
 * The versions kept of each solution: records in `versions`, and every file content and file
 * list chunk once by content hash in `blobs` (both keyed under the solution's id, so deleting a
 * solution deletes its versions). Keeping a version writes only the blobs not stored yet, and for
 * a content the working copy's stored entry holds, only a pointer to it (version-blobs.ts); letting
 * old versions go deletes the blobs no remaining version refers to. Rejects with `StorageError`.
 */
import type { FileTree } from '../model/file-tree';
import { PLUGIN_MANIFEST_PATH, readManifest } from '../model/plugin-manifest';
import { summaryLine } from '../versions/next-version';
import { plainChanges } from '../versions/plain-changes';
import { sameBytes } from '../versions/same-content';
import { contentHash, knownHash, rememberHash } from '../versions/content-hash';
import { contentHashes, filesOfChunks, snapshot, treeOfFiles, type Snapshot } from '../versions/snapshot';
import {
  newestFirst,
  packageVersionOf,
  versionsToThin,
  type LinkMark,
  type Version,
} from '../versions/version';
import { browserIdbEnvironment, Connection, type IdbEnvironment } from './connection';
import { promiseOf } from './idb';
import { DB_NAME, STORE } from './schema';
import { bytesOfRecord, pointerPath, type BlobRecord } from './version-blobs';

/** The stores a transaction over versions needs. */
export const VERSION_STORES = [STORE.versions, STORE.blobs] as const;
/** Keeping a version also reads the working copy's entries, to point at the bytes they hold. */
const KEEP_STORES = [...VERSION_STORES, STORE.entries] as const;
/**
 * Keeping a version waits for one request every this many bytes compared or copied, or this many
 * records written: each wait ends the task (a few milliseconds of work), so keeping the first
 * version of a large plugin, at its first download, never holds the page for long. The next
 * request follows at once, which keeps the transaction alive.
 */
const STEP_BYTES = 2 * 2 ** 20;
const STEP_RECORDS = 100;

export interface KeepOptions {
  readonly note?: string;
  /** A version kept at a download. */
  readonly exported?: boolean;
  /** The version kept just before a restore (so thinning never lets it go). */
  readonly beforeRestore?: boolean;
  /** The summary to store instead of one worked out against the version before (a restore says so). */
  readonly summary?: string;
  /** The version went out in a link, or came in one. */
  readonly link?: LinkMark;
}

export interface VersionStore {
  /** The solution's versions, newest first. */
  list(solutionId: string): Promise<Version[]>;
  /**
   * The solution's version records that cannot be read (storage damaged them): never dropped from
   * sight, the list says they are there. Newest first, each with its time when that much is read.
   */
  unreadable(solutionId: string): Promise<UnreadableVersionRecord[]>;
  /**
   * Keeps `tree` as a version. When it holds exactly the files of the newest version, that version
   * is marked instead (downloaded, or given the note), so nothing is kept twice.
   */
  keep(solutionId: string, tree: FileTree, options?: KeepOptions): Promise<Version>;
  /**
   * The tree of `version`, sharing every unchanged entry of `current` (only what differs is read).
   * Rejects with a plain sentence when its files cannot be read.
   */
  load(solutionId: string, version: Version, current: FileTree): Promise<FileTree>;
  /**
   * The package name (plugin.json's `name`) of each of these stored solutions that has one, read
   * from their working copies: a zip opened again is matched to the solution it came from by it.
   */
  packageNames(solutionIds: readonly string[]): Promise<Map<string, string>>;
  close(): void;
}

export interface VersionStoreOptions {
  readonly env?: IdbEnvironment | undefined;
  readonly dbName?: string;
  readonly now?: () => number;
}

/** A kept version's record that cannot be read; `time` when that much of it can. */
export interface UnreadableVersionRecord {
  readonly time: number | undefined;
}

interface VersionRecord extends Version {
  readonly solutionId: string;
}

/** A version whose files cannot be put together (a part is missing or unreadable). */
export class UnreadableVersion extends Error {
  override readonly name = 'UnreadableVersion';
}

export function createVersionStore(options: VersionStoreOptions = {}): VersionStore {
  const env = 'env' in options ? options.env : browserIdbEnvironment();
  const connection = new Connection(env, options.dbName ?? DB_NAME);
  const now = options.now ?? Date.now;
  const rangeOf = (id: string) => connection.keyRange.bound([id], [id, []]);
  let lastTime = 0;

  const records = (solutionId: string): Promise<unknown[]> =>
    connection.read([STORE.versions], (tx) =>
      promiseOf(tx.objectStore(STORE.versions).getAll(rangeOf(solutionId))),
    );
  const list = async (solutionId: string) => newestFirst(readable(await records(solutionId)));
  const unreadable = async (solutionId: string): Promise<UnreadableVersionRecord[]> =>
    (await records(solutionId))
      .filter((record) => versionOf(record) === undefined)
      .map((record) => {
        const time = (record as { time?: unknown } | null)?.time;
        return { time: typeof time === 'number' && Number.isFinite(time) ? time : undefined };
      })
      .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity));

  /**
   * The stored bytes of these hashes, a pointer's read from the working copy's entry. All are
   * hashed again before they are used: bytes that no longer match their hash (storage damaged, or
   * an entry written by something that does not know about pointers) count as missing, so a
   * version is never restored with changed bytes; it is refused with a sentence instead.
   */
  async function readBlobs(solutionId: string, hashes: Iterable<string>): Promise<Map<string, Uint8Array>> {
    const wanted = [...new Set(hashes)];
    if (wanted.length === 0) return new Map();
    const found = new Map<string, Uint8Array>();
    const unchecked = new Map<string, Uint8Array>();
    await connection.read([STORE.blobs, STORE.entries], async (tx) => {
      const store = tx.objectStore(STORE.blobs);
      const records = await Promise.all(wanted.map((hash) => promiseOf(store.get([solutionId, hash]))));
      const entries = tx.objectStore(STORE.entries);
      await Promise.all(
        records.map(async (record: unknown, index) => {
          const hash = wanted[index]!;
          const bytes = bytesOfRecord(record);
          const path = pointerPath(record);
          if (bytes) unchecked.set(hash, bytes);
          else if (path !== undefined) {
            const held = bytesOfRecord(await promiseOf(entries.get([solutionId, path])));
            if (held) unchecked.set(hash, held);
          }
        }),
      );
    });
    for (const [hash, bytes] of unchecked) if ((await contentHash(bytes)) === hash) found.set(hash, bytes);
    return found;
  }

  async function load(solutionId: string, version: Version, current: FileTree): Promise<FileTree> {
    const chunks = await readBlobs(solutionId, version.chunks);
    const files = filesOfChunks(version.chunks, (hash) => chunks.get(hash));
    if (typeof files === 'string') throw new UnreadableVersion(`This version cannot be opened: ${files}.`);
    // Contents the working copy holds are taken from it; only the others are read.
    await snapshot(current);
    const held = new Map<string, Uint8Array>();
    for (const entry of current.values()) {
      if (entry.kind !== 'file') continue;
      const hash = knownHash(entry.bytes);
      if (hash !== undefined) held.set(hash, entry.bytes);
    }
    const stored = await readBlobs(
      solutionId,
      [...contentHashes(files)].filter((hash) => !held.has(hash)),
    );
    const tree = treeOfFiles(files, (hash) => held.get(hash) ?? stored.get(hash), current, knownHash);
    if ('missing' in tree)
      throw new UnreadableVersion(
        `This version cannot be opened: ${tree.missing.length} of its files are missing.`,
      );
    return tree;
  }

  async function keep(solutionId: string, tree: FileTree, keepOptions: KeepOptions = {}): Promise<Version> {
    const shot = await snapshot(tree);
    const versions = await list(solutionId);
    const newest = versions[0];
    const note = keepOptions.note?.trim() || undefined;
    if (newest && sameList(newest.chunks, shot.chunks)) {
      const marked: Version = {
        ...newest,
        ...(keepOptions.exported ? { exported: true } : {}),
        ...(keepOptions.beforeRestore ? { beforeRestore: true } : {}),
        ...(note !== undefined ? { note } : {}),
        ...(keepOptions.link ? { link: keepOptions.link } : {}),
      };
      if (
        marked.exported !== newest.exported ||
        marked.beforeRestore !== newest.beforeRestore ||
        marked.note !== newest.note ||
        marked.link !== newest.link
      )
        await connection.write([STORE.versions], (tx) =>
          promiseOf(tx.objectStore(STORE.versions).put({ ...marked, solutionId })),
        );
      return marked;
    }
    const summary =
      keepOptions.summary ??
      (newest ? summaryLine(plainChanges(await load(solutionId, newest, tree), tree)) : 'The first version');
    // Times only grow, so "newest first" is the order they were kept in.
    const time = Math.max(now(), lastTime + 1);
    lastTime = time;
    const packageVersion = packageVersionOf(tree);
    const version: Version = {
      id: `${time.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      time,
      summary,
      chunks: shot.chunks,
      ...(note !== undefined ? { note } : {}),
      ...(packageVersion !== undefined ? { packageVersion } : {}),
      ...(keepOptions.exported ? { exported: true } : {}),
      ...(keepOptions.beforeRestore ? { beforeRestore: true } : {}),
      ...(keepOptions.link ? { link: keepOptions.link } : {}),
    };
    const thinned = versionsToThin([version, ...versions]);
    await connection.write(KEEP_STORES, async (tx) => {
      const blobs = tx.objectStore(STORE.blobs);
      const stored = new Set(
        (await promiseOf(blobs.getAllKeys(rangeOf(solutionId)))).map((key) => String((key as unknown[])[1])),
      );
      const fresh = [...shot.blobs].filter(([hash]) => !stored.has(hash));
      const held = await heldByWorkingCopy(tx, solutionId, shot, fresh);
      // Not awaited one by one: a failed put (a full disk) aborts the whole transaction.
      let copied = 0;
      let written = 0;
      for (const [hash, bytes] of fresh) {
        const path = held.get(hash);
        const request = blobs.put(
          (path !== undefined
            ? { solutionId, hash, path }
            : { solutionId, hash, bytes: ownCopy(bytes) }) satisfies BlobRecord,
        );
        if (path === undefined) copied += bytes.byteLength;
        written += 1;
        if (copied >= STEP_BYTES || written >= STEP_RECORDS) {
          copied = 0;
          written = 0;
          await promiseOf(request);
        }
      }
      const records = tx.objectStore(STORE.versions);
      records.put({ ...version, solutionId } satisfies VersionRecord);
      for (const old of thinned) records.delete([solutionId, old.id]);
      if (thinned.length > 0) {
        const kept = [version, ...versions].filter((v) => !thinned.includes(v));
        await dropUnused(tx, solutionId, kept, shot.blobs);
      }
    });
    return version;
  }

  /**
   * For each of these contents, the path of a stored working-copy entry that holds exactly its
   * bytes (compared byte for byte, in the transaction that writes the pointer). A content only in
   * memory (the autosave has not caught up, or another tab has saved since) gets none: it is copied.
   */
  async function heldByWorkingCopy(
    tx: IDBTransaction,
    solutionId: string,
    shot: Snapshot,
    fresh: ReadonlyArray<readonly [string, Uint8Array]>,
  ): Promise<Map<string, string>> {
    const pathOf = new Map<string, string>();
    for (const [path, entry] of shot.files)
      if (entry.kind === 'file' && !pathOf.has(entry.hash)) pathOf.set(entry.hash, path);
    const entries = tx.objectStore(STORE.entries);
    const held = new Map<string, string>();
    // Read and compared a step at a time (STEP_BYTES), each step's reads asked for together.
    let step: { hash: string; path: string; bytes: Uint8Array; record: Promise<unknown> }[] = [];
    let stepBytes = 0;
    const compareStep = async () => {
      const records = await Promise.all(step.map((read) => read.record));
      step.forEach(({ hash, path, bytes }, i) => {
        const stored = bytesOfRecord(records[i]);
        if (stored && sameBytes(stored, bytes)) held.set(hash, path);
      });
      step = [];
      stepBytes = 0;
    };
    for (const [hash, bytes] of fresh) {
      const path = pathOf.get(hash);
      if (path === undefined) continue;
      step.push({ hash, path, bytes, record: promiseOf(entries.get([solutionId, path])) });
      stepBytes += bytes.byteLength;
      if (stepBytes >= STEP_BYTES || step.length >= STEP_RECORDS) await compareStep();
    }
    await compareStep();
    return held;
  }

  /** Deletes the blobs that no kept version refers to (chunks read inside the same transaction). */
  async function dropUnused(
    tx: IDBTransaction,
    solutionId: string,
    kept: readonly Version[],
    fresh: ReadonlyMap<string, Uint8Array>,
  ): Promise<void> {
    const blobs = tx.objectStore(STORE.blobs);
    const used = new Set<string>();
    for (const version of kept) {
      for (const hash of version.chunks) {
        if (used.has(hash)) continue;
        used.add(hash);
        const bytes =
          fresh.get(hash) ??
          ((await promiseOf(blobs.get([solutionId, hash]))) as { bytes?: Uint8Array } | undefined)?.bytes;
        const files = bytes ? filesOfChunks([hash], () => bytes) : 'missing';
        if (typeof files !== 'string') for (const content of contentHashes(files)) used.add(content);
      }
    }
    const keys = await promiseOf(blobs.getAllKeys(rangeOf(solutionId)));
    for (const key of keys) if (!used.has(String((key as unknown[])[1]))) blobs.delete(key);
  }

  const packageNames = (solutionIds: readonly string[]) =>
    connection.read([STORE.entries], async (tx) => {
      const entries = tx.objectStore(STORE.entries);
      const records = await Promise.all(
        solutionIds.map((id) => promiseOf(entries.get([id, PLUGIN_MANIFEST_PATH]))),
      );
      const names = new Map<string, string>();
      records.forEach((record: unknown, index) => {
        const bytes = bytesOfRecord(record);
        if (!bytes) return;
        const name = readManifest(new Map([[PLUGIN_MANIFEST_PATH, { kind: 'file', bytes }]]))?.name;
        if (name) names.set(solutionIds[index]!, name);
      });
      return names;
    });

  return { list, unreadable, keep, load, packageNames, close: () => connection.close() };
}

/** Deletes every version and blob of a solution (in the caller's transaction over VERSION_STORES). */
export function deleteVersionsIn(tx: IDBTransaction, range: IDBKeyRange): void {
  tx.objectStore(STORE.versions).delete(range);
  tx.objectStore(STORE.blobs).delete(range);
}

function readable(records: readonly unknown[]): Version[] {
  return records.map(versionOf).filter((version): version is Version => version !== undefined);
}

/** The version a stored record holds, or `undefined` when it is not one that can be read. */
function versionOf(record: unknown): Version | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const { solutionId: _solution, ...version } = record as VersionRecord;
  const readable =
    typeof version.id === 'string' &&
    typeof version.time === 'number' &&
    typeof version.summary === 'string' &&
    Array.isArray(version.chunks) &&
    version.chunks.every((hash) => typeof hash === 'string');
  return readable ? version : undefined;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** Bytes that are a view into a larger buffer are copied, or the whole buffer would be stored. */
function ownCopy(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = bytes.slice();
  const hash = knownHash(bytes);
  if (hash !== undefined) rememberHash(copy, hash);
  return copy;
}
