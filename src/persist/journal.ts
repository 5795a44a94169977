/**
 * The journal: changes not yet stored, written synchronously to localStorage at every change, so
 * that a tab that crashes or closes before IndexedDB finishes loses nothing. The autosaver writes
 * it while it owns the solution and removes it once a save has stored everything.
 *
 * A journal belongs to the tab that wrote it and to the stored revision it was written against:
 * the next opening applies it only when that tab was the last to write the solution and nothing
 * was saved since (`journalApplies`). While this tab's own write is in flight it also holds the
 * changes against the tree that write stores (`Landing`), since either revision may be stored when
 * the page goes away. It is read like any untrusted input: an unsafe path, a
 * wrong kind or a damaged record makes the whole journal unusable.
 */
import { unsafePathReason, type FileTree, type TreeEntry } from '../model/file-tree';
import type { TreeDiff } from './tree-diff';

/** The part of `Storage` the journal needs (the page's localStorage, or a fake in tests). */
export interface JournalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Changes not yet stored: who wrote them, and over which stored revision. */
export interface Journal {
  /** The tab that wrote it (the library's tab id). */
  readonly owner: string;
  /** The stored revision the changes apply to; `undefined` while the solution was never stored. */
  readonly revision: number | undefined;
  readonly diff: TreeDiff;
}

const PREFIX = 'solution-builder:journal:';
/** Where a journal that could not be read is kept, as it was, for whoever wants to look at it. */
export const DAMAGED_PREFIX = 'solution-builder:journal-damaged:';

/** A journal that was there but could not be read or applied: where it is kept, and the files it names. */
export interface DamagedJournal {
  /** The localStorage key it is kept under; `undefined` when storage refused to keep it. */
  readonly keptAs: string | undefined;
  /** The paths it names, as far as they could be read. */
  readonly paths: readonly string[];
}
/** localStorage holds about 5 MB per origin; larger changes rely on the IndexedDB flush alone. */
const MAX_CHARS = 2_000_000;
/** Files up to this size are written as what differs from their stored bytes (compared at every change). */
const SPLICE_MAX_BYTES = 4 * 1024 * 1024;

interface StoredEntry {
  readonly path: string;
  readonly kind: 'file' | 'folder';
  readonly mode?: number;
  readonly mtime?: number;
  /** The bytes, base64; with `splice`, only those that replace the stored bytes from start to end. */
  readonly data?: string;
  readonly splice?: readonly [number, number];
}

/**
 * What a write in flight stores if it lands: the revision it lands as, the tree it stores, and
 * what differs from that tree. A page gone before the write's answer came back finds either
 * revision stored, so the journal holds the changes against both.
 */
interface Landing {
  readonly revision: number;
  readonly tree: FileTree;
  readonly diff: TreeDiff;
}

/**
 * Writes the journal for a solution; false when it is too large or storage refuses it (then any
 * older journal of it is removed, as it no longer says what is pending). Never throws. `base` is
 * the tree stored at the journal's revision: a file it holds is written as the run of bytes that
 * differs from it (a keystroke in a large document is then a few characters, not the document).
 * `landing`, while a write is in flight, adds the changes against the tree that write stores.
 */
export function writeJournal(
  storage: JournalStorage,
  id: string,
  journal: Journal,
  base?: FileTree,
  landing?: Landing,
): boolean {
  const { owner, revision } = journal;
  try {
    const budget = { chars: MAX_CHARS };
    const changes = encodeChanges(journal.diff, base, budget);
    const landed = landing && encodeChanges(landing.diff, landing.tree, budget);
    if (!changes || (landing && !landed)) {
      removeJournal(storage, id);
      return false;
    }
    const record = {
      owner,
      revision,
      ...changes,
      ...(landing && landed ? { landing: { revision: landing.revision, ...landed } } : {}),
    };
    storage.setItem(PREFIX + id, JSON.stringify(record));
    return true;
  } catch {
    removeJournal(storage, id);
    return false;
  }
}

/**
 * The changes as the journal writes them, or undefined once they pass the characters left in
 * `budget` (which they use up).
 */
function encodeChanges(
  diff: TreeDiff,
  base: FileTree | undefined,
  budget: { chars: number },
): { put: StoredEntry[]; remove: readonly string[] } | undefined {
  const put: StoredEntry[] = [];
  for (const [path, entry] of diff.put) {
    const stored = base?.get(path);
    const splice =
      entry.kind === 'file' && stored?.kind === 'file' ? differingRun(stored.bytes, entry.bytes) : undefined;
    const bytes = entry.kind !== 'file' ? undefined : splice ? splice.bytes : entry.bytes;
    // Sized before encoding: a 52 MB file was turned into base64 on every keystroke only to be
    // found too large for the journal.
    budget.chars -= path.length + (bytes ? 4 * Math.ceil(bytes.length / 3) : 0);
    if (budget.chars < 0) return undefined;
    put.push({
      path,
      kind: entry.kind,
      mode: entry.mode,
      mtime: entry.mtime,
      ...(bytes ? { data: toBase64(bytes) } : {}),
      ...(splice ? { splice: [splice.start, splice.end] as const } : {}),
    });
  }
  return { put, remove: diff.remove };
}

/** Removes the journal of a solution (everything is stored). Never throws. */
export function removeJournal(storage: JournalStorage, id: string): void {
  try {
    storage.removeItem(PREFIX + id);
  } catch {
    // Storage refused: a journal left behind is still checked against the stored revision.
  }
}

/**
 * Whether a journal may be applied over what is stored: its writer was the last to write the
 * solution (`writtenBy`, the stored owner before this opening claimed it) and nothing was saved
 * since it was written (the stored revision is the one it was written against).
 */
export function journalApplies(
  journal: Journal,
  stored: { readonly revision: number; readonly writtenBy?: string | undefined },
): boolean {
  return journal.revision === stored.revision && journal.owner === stored.writtenBy;
}

/**
 * The bytes of `after` that differ from `before`: what replaces `before` from `start` to `end`.
 * Undefined for files too large to compare at every change.
 */
function differingRun(
  before: Uint8Array,
  after: Uint8Array,
): { start: number; end: number; bytes: Uint8Array } | undefined {
  if (before.length > SPLICE_MAX_BYTES || after.length > SPLICE_MAX_BYTES) return undefined;
  const shorter = Math.min(before.length, after.length);
  // Four bytes at a time, then byte by byte: at every keystroke this runs over the whole file.
  const was = new DataView(before.buffer, before.byteOffset, before.length);
  const is = new DataView(after.buffer, after.byteOffset, after.length);
  let start = 0;
  while (start + 4 <= shorter && was.getUint32(start) === is.getUint32(start)) start += 4;
  while (start < shorter && before[start] === after[start]) start += 1;
  const [wasEnd, isEnd] = [before.length, after.length];
  let tail = 0;
  while (tail + 4 <= shorter - start && was.getUint32(wasEnd - tail - 4) === is.getUint32(isEnd - tail - 4))
    tail += 4;
  while (tail < shorter - start && before[wasEnd - 1 - tail] === after[isEnd - 1 - tail]) tail += 1;
  return { start, end: wasEnd - tail, bytes: after.subarray(start, isEnd - tail) };
}

/**
 * Reads and removes the journal of a solution; undefined when there is none or it is unusable.
 * `base` is the tree stored now, which the parts written as differences apply to, and `revision`
 * its revision: a journal written while a write was in flight gives its changes against the tree
 * of that write when that write is what is stored (a journal written over another revision is
 * refused by `journalApplies` anyway). A journal that is there but cannot be read (damaged, or
 * tampered with) is never dropped silently: it is kept as it was under `DAMAGED_PREFIX` and
 * `damaged` hears where, with the files it names, so the person can be told what was not recovered.
 */
export function takeJournal(
  storage: JournalStorage,
  id: string,
  base?: FileTree,
  revision?: number,
  damaged?: (journal: DamagedJournal) => void,
): Journal | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(PREFIX + id);
    storage.removeItem(PREFIX + id);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
    const journal = parseJournal(parsed, base, revision);
    if (journal) return journal;
  } catch {
    // Not JSON, or bytes that are not base64: damaged, as below.
  }
  let keptAs: string | undefined = DAMAGED_PREFIX + id;
  try {
    storage.setItem(keptAs, raw);
  } catch {
    keptAs = undefined;
  }
  damaged?.({ keptAs, paths: pathsNamed(parsed) });
  return undefined;
}

/** The paths a journal record names (to put and to remove), as far as they are strings. */
function pathsNamed(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const { put, remove } = value as Record<string, unknown>;
  const named = [
    ...(Array.isArray(put) ? put.map((item: unknown) => (item as { path?: unknown } | null)?.path) : []),
    ...(Array.isArray(remove) ? (remove as unknown[]) : []),
  ];
  return [...new Set(named.filter((path): path is string => typeof path === 'string'))];
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isOptionalCount = (v: unknown) => v === undefined || isCount(v);

/**
 * The journal in a parsed record (its landing part when that landed as `storedRevision`), or
 * undefined when anything in the part read is not what a journal holds.
 */
function parseJournal(
  value: unknown,
  base: FileTree | undefined,
  storedRevision: number | undefined,
): Journal | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { owner, landing } = value as Record<string, unknown>;
  const landed =
    typeof landing === 'object' &&
    landing !== null &&
    storedRevision !== undefined &&
    (landing as Record<string, unknown>).revision === storedRevision;
  const { revision, put, remove } = (landed ? landing : value) as Record<string, unknown>;
  if (typeof owner !== 'string' || !isOptionalCount(revision)) return undefined;
  if (!Array.isArray(put) || !Array.isArray(remove)) return undefined;
  if (!remove.every((p) => typeof p === 'string' && unsafePathReason(p) === undefined)) return undefined;
  const entries: (readonly [string, TreeEntry])[] = [];
  for (const item of put as unknown[]) {
    const entry = parseEntry(item, base);
    if (!entry) return undefined;
    entries.push(entry);
  }
  return {
    owner,
    revision: revision as number | undefined,
    diff: { put: entries, remove: remove as string[] },
  };
}

function parseEntry(item: unknown, base: FileTree | undefined): readonly [string, TreeEntry] | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { path, kind, mode, mtime, data, splice } = item as Record<string, unknown>;
  if (typeof path !== 'string' || unsafePathReason(path) !== undefined) return undefined;
  if (!isOptionalCount(mode) || !isOptionalCount(mtime)) return undefined;
  const attributes = {
    ...(mode !== undefined ? { mode: mode as number } : {}),
    ...(mtime !== undefined ? { mtime: mtime as number } : {}),
  };
  if (kind === 'folder') return [path, { kind: 'folder', ...attributes }];
  if (kind !== 'file' || typeof data !== 'string') return undefined;
  const bytes = fromBase64(data);
  if (splice === undefined) return [path, { kind: 'file', bytes, ...attributes }];
  // What differs from the stored file: it must be there, and the run inside it.
  const stored = base?.get(path);
  if (!Array.isArray(splice) || splice.length !== 2 || stored?.kind !== 'file') return undefined;
  const [start, end] = splice as unknown[];
  if (!isCount(start) || !isCount(end) || start > end || end > stored.bytes.length) return undefined;
  const joined = new Uint8Array(start + bytes.length + stored.bytes.length - end);
  joined.set(stored.bytes.subarray(0, start));
  joined.set(bytes, start);
  joined.set(stored.bytes.subarray(end), start + bytes.length);
  return [path, { kind: 'file', bytes: joined, ...attributes }];
}

/** The tree with the journal's changes applied. */
export function applyJournal(tree: FileTree, journal: Journal): FileTree {
  const next = new Map(tree);
  for (const path of journal.diff.remove) next.delete(path);
  for (const [path, entry] of journal.diff.put) next.set(path, entry);
  return next;
}

/** Uint8Array's own base64 where the engine has it (Chromium does; Node 20 does not): far faster than the loop below. */
interface NativeBase64 {
  toBase64?: () => string;
}

function toBase64(bytes: Uint8Array): string {
  const native = (bytes as NativeBase64).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
