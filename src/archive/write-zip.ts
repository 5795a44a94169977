/**
 * The file tree → a zip, with jszip. The same tree always gives the same bytes: entries in
 * code-point order, each with its own mode and time (a missing time becomes 1980-01-01T00:00:00Z,
 * never the clock), times written in UTC on the 2-second zip grid (see zip-time.ts), Unix
 * permissions written with their file-type bits so Info-ZIP and macOS restore them.
 */
import JSZip from 'jszip';
import {
  comparePaths,
  DEFAULT_FILE_MODE,
  DEFAULT_FOLDER_MODE,
  unsafePathReason,
  type FileTree,
} from '../model/file-tree';
import { looksIncompressible } from './compressibility';
import type { ZipProgress } from './unpack-archive';
import { toZipTime } from './zip-time';

/** Options for `writePluginZip`. */
export interface WriteZipOptions {
  /** Hears packing progress, in input bytes. */
  readonly onProgress?: (progress: ZipProgress) => void;
}

/** A tree that cannot be written as a zip (a path that is not a safe plugin path): a bug upstream. */
export class ZipWriteError extends Error {
  readonly code = 'unsafe-path';

  constructor(readonly path: string) {
    super(`Cannot export the path ${JSON.stringify(path)}: it is not a safe plugin path.`);
    this.name = 'ZipWriteError';
  }
}

const REGULAR_FILE = 0o100000;
// Permission bits only: setuid, setgid and sticky (0o7000) are cleared on export, the one
// deliberate change to an imported file's metadata (a plugin never needs a program that runs with
// its owner's rights; the import says so).
const PERMISSIONS = 0o777;
const DIRECTORY = 0o040000;
const DEFLATE_LEVEL = 6;

/** The tree as zip bytes (a buffer of its own); rejects with `ZipWriteError` for an unsafe path. */
export async function writePluginZip(tree: FileTree, opts: WriteZipOptions = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  let totalBytes = 0;
  const names = [...tree].map(([path, entry]) => {
    if (unsafePathReason(path) !== undefined) throw new ZipWriteError(path);
    return { name: entry.kind === 'folder' ? `${path}/` : path, entry };
  });
  names.sort((a, b) => comparePaths(a.name, b.name));
  for (const { name, entry } of names) {
    const date = new Date(toZipTime(entry.mtime));
    if (entry.kind === 'folder') {
      const mode = DIRECTORY | ((entry.mode ?? DEFAULT_FOLDER_MODE) & PERMISSIONS);
      zip.file(name, null, { dir: true, date, unixPermissions: mode, createFolders: false });
      continue;
    }
    totalBytes += entry.bytes.length;
    zip.file(name, entry.bytes, {
      binary: true,
      date,
      unixPermissions: REGULAR_FILE | ((entry.mode ?? DEFAULT_FILE_MODE) & PERMISSIONS),
      createFolders: false,
      compression: looksIncompressible(entry.bytes) ? 'STORE' : 'DEFLATE',
      compressionOptions: { level: DEFLATE_LEVEL },
    });
  }
  // jszip's percentage dips at each entry's header; the progress people see only moves forward.
  let done = 0;
  const onUpdate = opts.onProgress
    ? (meta: JSZip.JSZipMetadata) => {
        done = Math.max(done, Math.round((meta.percent / 100) * totalBytes));
        opts.onProgress!({ done, total: totalBytes });
      }
    : undefined;
  return zip.generateAsync(
    {
      type: 'uint8array',
      platform: 'UNIX',
      compression: 'DEFLATE',
      compressionOptions: { level: DEFLATE_LEVEL },
    },
    onUpdate,
  );
}
