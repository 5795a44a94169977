/**
 * Turns the checked directory into what the plugin will hold: a path, file or folder, Unix mode
 * and time for each entry. Refuses links and special files, two entries that land on the same
 * path, a path that is both a file and a folder, and archives that declare more unpacked bytes
 * than the limit (the limit is enforced again while inflating; this only refuses early).
 */
import { DEFAULT_FILE_MODE, DEFAULT_FOLDER_MODE } from '../model/file-tree';
import type { ZipLimits } from './limits';
import { ZipRefusedError, named } from './archive-messages';
import type { ZipExtent } from './zip-layout';
import { entryPath } from './zip-names';
import { entryTime } from './zip-time';

/** One entry bound for the plugin. */
export interface CatalogEntry {
  readonly path: string;
  readonly isFolder: boolean;
  /** Unix permission bits (no file-type bits). */
  readonly mode: number;
  /** Modification time on the zip grid (see zip-time.ts). */
  readonly mtime: number;
  readonly extent: ZipExtent;
}

/** The archive's entries and what to tell the person about their names. */
export interface ZipCatalog {
  readonly entries: readonly CatalogEntry[];
  /** Paths whose names were read in code page 437. */
  readonly legacyNames: readonly string[];
  /** Paths whose names used `\` between folders. */
  readonly backslashNames: readonly string[];
  /** Sum of the files' declared unpacked sizes. */
  readonly declaredBytes: number;
}

// "Version made by" hosts whose external attributes carry Unix mode bits: Unix and OS X.
const UNIX_HOSTS = new Set([3, 19]);
const TYPE_MASK = 0o170000;
const REGULAR = 0o100000;
const DIRECTORY = 0o040000;
const SYMLINK = 0o120000;
const DOS_DIRECTORY = 0x10;
const DOS_REPARSE_POINT = 0x400;

/** The plugin-bound entries of the archive; throws `ZipRefusedError`. */
export function buildCatalog(extents: readonly ZipExtent[], limits: ZipLimits): ZipCatalog {
  const byPath = new Map<string, CatalogEntry>();
  const legacyNames: string[] = [];
  const backslashNames: string[] = [];
  let declaredBytes = 0;
  for (const extent of extents) {
    const { record } = extent;
    const name = record.name;
    for (const alternate of name.alternates) entryPath(alternate);
    const target = entryPath(name.text);
    const unix = UNIX_HOSTS.has(record.host) ? record.externalAttributes >>> 16 : 0;
    const type = unix & TYPE_MASK;
    if (
      type === SYMLINK ||
      (!UNIX_HOSTS.has(record.host) && (record.externalAttributes & DOS_REPARSE_POINT) !== 0)
    ) {
      throw new ZipRefusedError('link', { name: name.text });
    }
    if (type !== 0 && type !== REGULAR && type !== DIRECTORY)
      throw new ZipRefusedError('special-file', { name: name.text });
    const isFolder =
      target.isFolder || type === DIRECTORY || (record.externalAttributes & DOS_DIRECTORY) !== 0;
    if (isFolder && record.uncompressedSize !== 0) {
      throw new ZipRefusedError('corrupt', {
        detail: `the folder ${named(name.text)} holds data`,
        name: name.text,
      });
    }
    if (target.path === '') continue;
    if (byPath.has(target.path)) throw new ZipRefusedError('duplicate-name', { name: target.path });
    const permissions = unix & 0o7777;
    byPath.set(target.path, {
      path: target.path,
      isFolder,
      mode: permissions !== 0 ? permissions : isFolder ? DEFAULT_FOLDER_MODE : DEFAULT_FILE_MODE,
      mtime: entryTime(record.dosDate, record.dosTime, record.extras),
      extent,
    });
    if (name.legacy) legacyNames.push(target.path);
    if (target.hadBackslashes) backslashNames.push(target.path);
    if (!isFolder) declaredBytes += record.uncompressedSize;
  }
  if (declaredBytes > limits.maxUnpackedBytes) {
    throw new ZipRefusedError('too-large-unpacked', { limit: limits.maxUnpackedBytes });
  }
  refuseFileFolderClashes(byPath);
  return { entries: [...byPath.values()], legacyNames, backslashNames, declaredBytes };
}

// `a` as a file and `a/b` beside it cannot both be written to a disk.
function refuseFileFolderClashes(byPath: ReadonlyMap<string, CatalogEntry>): void {
  for (const path of byPath.keys()) {
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
      const ancestor = byPath.get(path.slice(0, cut));
      if (ancestor && !ancestor.isFolder) throw new ZipRefusedError('name-clash', { name: ancestor.path });
    }
  }
}
