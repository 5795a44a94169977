/**
 * The one folder reader: a folder's items, as a surface lists them (the page's folder picker or
 * drop, the command-line checker's walk of the disk), → the plugin in it, under the same limits,
 * name rules and plugin-root rule as a zip (`openTree` in read-zip.ts). Pure: the surface lists
 * the items and reads each file's bytes when asked; nothing here touches a disk or a page.
 */
import { DEFAULT_FOLDER_MODE, type TreeEntry } from '../model/file-tree';
import { ZipRefusedError } from './archive-messages';
import { checkEntryName } from './entry-names';
import { zipLimits, type ZipLimits } from './limits';
import { openTree, type OpenTreeOptions, type ZipReadResult } from './open-tree';
import type { ZipProgress } from './unpack-archive';

/** One thing in a folder, with its path from the folder's top (`/` between folders). */
export interface FolderItem {
  readonly path: string;
  /**
   * `link` and `special` (a pipe, socket or device) are skipped with a note, never read. Only the
   * checker can list them: a browser shows a pipe as an empty file (README.md, "Folders").
   */
  readonly kind: 'file' | 'folder' | 'link' | 'special';
  /** A file's size as the surface reports it, to refuse a folder beyond the limit before reading. */
  readonly size?: number;
  /** Unix permission bits, when the surface knows them (a browser does not). */
  readonly mode?: number;
  readonly mtime?: number;
  /** A file's bytes. */
  readonly read?: () => Promise<Uint8Array>;
}

/** Options for `readPluginFolder`. */
export interface ReadFolderOptions extends OpenTreeOptions {
  readonly limits?: Partial<ZipLimits>;
  readonly onProgress?: (progress: ZipProgress) => void;
}

/**
 * Reads the plugin in a folder; resolves (never rejects) for any items, to the same results as
 * `readPluginZip`. A surface may stop listing once it has more items than `maxEntries`.
 */
export async function readPluginFolder(
  items: readonly FolderItem[],
  opts: ReadFolderOptions = {},
): Promise<ZipReadResult> {
  try {
    return await read(items, zipLimits(opts.limits), opts);
  } catch (error) {
    if (error instanceof ZipRefusedError) return { kind: 'refused', refused: error.refusal };
    throw error;
  }
}

async function read(
  items: readonly FolderItem[],
  limits: ZipLimits,
  opts: ReadFolderOptions,
): Promise<ZipReadResult> {
  const container = 'folder';
  if (items.length > limits.maxEntries) {
    throw new ZipRefusedError('too-many-entries', { limit: limits.maxEntries, container });
  }
  const seen = new Set<string>();
  for (const item of items) {
    checkEntryName(item.path, container);
    if (item.path === '' || seen.has(item.path))
      throw new ZipRefusedError('duplicate-name', { name: item.path, container });
    seen.add(item.path);
  }
  const files = items.filter((item) => item.kind === 'file');
  const skipped = items.filter((item) => item.kind === 'link' || item.kind === 'special');
  const total = files.reduce((sum, file) => sum + (file.size ?? 0), 0);
  if (total > limits.maxUnpackedBytes) {
    throw new ZipRefusedError('too-large-unpacked', { limit: limits.maxUnpackedBytes, container });
  }
  // Folders get an entry of their own only when nothing is kept below them (an empty folder).
  const holding = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'file' && item.kind !== 'folder') continue;
    for (let cut = item.path.lastIndexOf('/'); cut > 0; cut = item.path.lastIndexOf('/', cut - 1))
      holding.add(item.path.slice(0, cut));
  }
  const tree = new Map<string, TreeEntry>();
  for (const item of items) {
    if (item.kind !== 'folder' || holding.has(item.path)) continue;
    tree.set(item.path, {
      kind: 'folder',
      mode: item.mode ?? DEFAULT_FOLDER_MODE,
      ...(item.mtime !== undefined ? { mtime: item.mtime } : {}),
    });
  }
  let done = 0;
  opts.onProgress?.({ done, total });
  for (const file of files) {
    const bytes = file.read ? await file.read() : new Uint8Array(0);
    done += bytes.length;
    // A file that grew after it was listed is held to the same limit.
    if (done > limits.maxUnpackedBytes) {
      throw new ZipRefusedError('too-large-unpacked', { limit: limits.maxUnpackedBytes, container });
    }
    tree.set(file.path, {
      kind: 'file',
      bytes,
      ...(file.mode !== undefined ? { mode: file.mode } : {}),
      ...(file.mtime !== undefined ? { mtime: file.mtime } : {}),
    });
    opts.onProgress?.({ done, total });
  }
  const notes = {
    container,
    legacyNames: [],
    backslashNames: [],
    skipped: skipped.map((item) => item.path),
    modesUnknown: files.some((file) => file.mode === undefined),
  } as const;
  return openTree(tree, notes, opts);
}
