/**
 * Zip bytes → the archive's whole file tree, every check done: size, structure, names, limits and
 * checksums. Nothing is returned unless every entry passed, so a refused zip leaves no partial tree.
 */
import { comparePaths, type TreeEntry } from '../model/file-tree';
import type { ZipLimits } from './limits';
import { ZipRefusedError, named } from './archive-messages';
import { buildCatalog, type CatalogEntry } from './zip-catalog';
import { readZipDirectory } from './zip-directory';
import { checkLayout } from './zip-layout';
import { canInflateNatively, unpackEntryNatively, type UnpackBudget } from './zip-unpack';
import type { JszipReader } from './zip-unpack-jszip';

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
  // The runtime's own inflater when it has one; jszip only where it does not, loaded only there.
  const jszip = canInflateNatively()
    ? undefined
    : await (await import('./zip-unpack-jszip')).openWithJszip(bytes, directory);
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
    const content = await unpackFile(bytes, jszip, entry, budget, onBytes);
    tree.set(entry.path, { kind: 'file', bytes: content, mode: entry.mode, mtime: entry.mtime });
  }
  return { tree, legacyNames: catalog.legacyNames, backslashNames: catalog.backslashNames };
}

async function unpackFile(
  archive: Uint8Array,
  jszip: JszipReader | undefined,
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
  return jszip
    ? jszip.unpack(archive, entry, budget, onBytes)
    : unpackEntryNatively(archive, entry, budget, onBytes);
}
