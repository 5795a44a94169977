/**
 * The last-moment journal: when a page goes away with changes not yet stored, IndexedDB may not
 * finish a write in time (it is asynchronous, and a closing tab is torn down). The journal is
 * written synchronously to localStorage in `pagehide`, and applied when the solution next opens.
 */
import type { FileTree, TreeEntry } from '../model/file-tree';
import type { TreeDiff } from './tree-diff';

/** The part of `Storage` the journal needs (the page's localStorage, or a fake in tests). */
export interface JournalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Changes not yet stored, and when they were written down. */
export interface Journal {
  readonly at: number;
  readonly diff: TreeDiff;
}

const PREFIX = 'solution-builder:journal:';
/** localStorage holds about 5 MB per origin; larger changes rely on the IndexedDB flush alone. */
const MAX_CHARS = 2_000_000;

interface StoredEntry {
  readonly path: string;
  readonly kind: 'file' | 'folder';
  readonly mode?: number;
  readonly mtime?: number;
  /** The bytes, base64. */
  readonly data?: string;
}

/** Writes the journal for a solution; false when it is too large or storage refuses it. Never throws. */
export function writeJournal(storage: JournalStorage, id: string, diff: TreeDiff, at: number): boolean {
  try {
    let size = 0;
    const put: StoredEntry[] = [];
    for (const [path, entry] of diff.put) {
      const data = entry.kind === 'file' ? toBase64(entry.bytes) : undefined;
      size += path.length + (data?.length ?? 0);
      if (size > MAX_CHARS) return false;
      put.push({
        path,
        kind: entry.kind,
        mode: entry.mode,
        mtime: entry.mtime,
        ...(data !== undefined ? { data } : {}),
      });
    }
    storage.setItem(PREFIX + id, JSON.stringify({ at, put, remove: diff.remove }));
    return true;
  } catch {
    return false;
  }
}

/** Reads and removes the journal of a solution; undefined when there is none or it is unreadable. */
export function takeJournal(storage: JournalStorage, id: string): Journal | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(PREFIX + id);
    storage.removeItem(PREFIX + id);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as { at?: unknown; put?: unknown; remove?: unknown };
    if (typeof value.at !== 'number' || !Array.isArray(value.put) || !Array.isArray(value.remove))
      return undefined;
    const put = (value.put as StoredEntry[]).map((e): readonly [string, TreeEntry] => [
      e.path,
      e.kind === 'folder'
        ? {
            kind: 'folder',
            ...(e.mode !== undefined ? { mode: e.mode } : {}),
            ...(e.mtime !== undefined ? { mtime: e.mtime } : {}),
          }
        : {
            kind: 'file',
            bytes: fromBase64(e.data ?? ''),
            ...(e.mode !== undefined ? { mode: e.mode } : {}),
            ...(e.mtime !== undefined ? { mtime: e.mtime } : {}),
          },
    ]);
    return {
      at: value.at,
      diff: { put, remove: (value.remove as unknown[]).filter((p): p is string => typeof p === 'string') },
    };
  } catch {
    return undefined;
  }
}

/** The tree with the journal's changes applied. */
export function applyJournal(tree: FileTree, journal: Journal): FileTree {
  const next = new Map(tree);
  for (const path of journal.diff.remove) next.delete(path);
  for (const [path, entry] of journal.diff.put) next.set(path, entry);
  return next;
}

function toBase64(bytes: Uint8Array): string {
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
