/**
 * Zip bytes → the archive's whole file tree, every check done: size, structure, names, limits and
 * checksums. Nothing is returned unless every entry passed, so a refused zip leaves no partial tree.
 */
import JSZip from 'jszip';
import { comparePaths, type TreeEntry } from '../model/file-tree';
import type { ZipLimits } from './limits';
import { ZipRefusedError, named } from './archive-messages';
import { buildCatalog, type CatalogEntry } from './zip-catalog';
import { readZipDirectory, type ZipDirectory } from './zip-directory';
import { checkLayout } from './zip-layout';
import { decodeCp437 } from './zip-names';
import { canInflateNatively, unpackEntry, unpackEntryNatively, type UnpackBudget } from './zip-unpack';

/** How far unpacking has got, in unpacked bytes. */
export interface ZipProgress {
  readonly done: number;
  readonly total: number;
}

/** Every entry of the archive, at its path from the archive's top, and notes about the names. */
export interface UnpackedArchive {
  readonly tree: ReadonlyMap<string, TreeEntry>;
  readonly legacyNames: readonly string[];
  readonly backslashNames: readonly string[];
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Checks and unpacks `bytes`; rejects with `ZipRefusedError` when the zip is refused. */
export async function unpackArchive(
  bytes: Uint8Array,
  limits: ZipLimits,
  onProgress: (progress: ZipProgress) => void = () => {},
): Promise<UnpackedArchive> {
  if (bytes.length > limits.maxZipBytes) {
    throw new ZipRefusedError('zip-too-large', { size: bytes.length, limit: limits.maxZipBytes });
  }
  const directory = readZipDirectory(bytes, limits);
  const catalog = buildCatalog(checkLayout(bytes, directory), limits);
  // The runtime's own inflater when it has one; jszip only where it does not.
  const zip = canInflateNatively() ? undefined : await loadWithJszip(bytes, directory);
  const budget: UnpackBudget = { remaining: limits.maxUnpackedBytes, limit: limits.maxUnpackedBytes };
  const total = catalog.declaredBytes;
  let done = 0;
  onProgress({ done, total });
  const tree = new Map<string, TreeEntry>();
  for (const entry of [...catalog.entries].sort((a, b) => comparePaths(a.path, b.path))) {
    if (entry.isFolder) {
      tree.set(entry.path, { kind: 'folder', mode: entry.mode, mtime: entry.mtime });
      continue;
    }
    const onBytes = (count: number) => {
      done += count;
      onProgress({ done, total });
    };
    const content = await unpackFile(bytes, zip, entry, budget, onBytes);
    tree.set(entry.path, { kind: 'file', bytes: content, mode: entry.mode, mtime: entry.mtime });
  }
  return { tree, legacyNames: catalog.legacyNames, backslashNames: catalog.backslashNames };
}

async function unpackFile(
  archive: Uint8Array,
  zip: JSZip | undefined,
  entry: CatalogEntry,
  budget: UnpackBudget,
  onBytes: (count: number) => void,
) {
  const { record } = entry.extent;
  // An entry that declares no bytes but packs some is unpacked like any other, so that what it
  // really holds is caught (unzip reports its checksum) instead of opening as an empty file.
  if (record.uncompressedSize === 0 && record.compressedSize === 0) {
    // Nothing to inflate; the checksum of no bytes is 0.
    if (record.crc32 !== 0)
      throw new ZipRefusedError('corrupt', {
        detail: `${named(entry.path)} does not match its checksum`,
        name: entry.path,
      });
    return new Uint8Array(0);
  }
  if (!zip) return unpackEntryNatively(archive, entry, budget, onBytes);
  const object = Object.hasOwn(zip.files, entry.jszipName) ? zip.files[entry.jszipName] : undefined;
  if (!object || object.dir) {
    throw new ZipRefusedError('corrupt', {
      detail: `${named(entry.path)} could not be read consistently`,
      name: entry.path,
    });
  }
  return unpackEntry(archive, object, entry, budget, onBytes);
}

// jszip reads the container again on its own terms; it gets the archive without a comment that
// would mislead it, and the same name decoding as ours, so that its entries are ours.
async function loadWithJszip(bytes: Uint8Array, directory: ZipDirectory): Promise<JSZip> {
  let input = bytes;
  if (directory.commentMisleadsJszip) {
    // A fresh copy (a Node Buffer's slice would be a view, and the caller's bytes must not change).
    input = new Uint8Array(directory.endRecordOffset + 22);
    input.set(bytes.subarray(0, input.length));
    input[directory.endRecordOffset + 20] = 0;
    input[directory.endRecordOffset + 21] = 0;
  }
  try {
    return await JSZip.loadAsync(input, { checkCRC32: false, createFolders: false, decodeFileName });
  } catch {
    throw new ZipRefusedError('corrupt', { detail: 'its structure cannot be read' });
  }
}

function decodeFileName(raw: string[] | Uint8Array | Buffer): string {
  const bytes = raw instanceof Uint8Array ? raw : Uint8Array.from(raw, (c) => c.charCodeAt(0));
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeCp437(bytes);
  }
}
