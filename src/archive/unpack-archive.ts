/**
 * Zip bytes → the archive's whole file tree, every check done: size, structure, names, limits and
 * checksums. Nothing is returned unless every entry passed, so a refused zip leaves no partial tree.
 */
import { comparePaths, type TreeEntry } from '../model/file-tree';
import type { ZipLimits } from './limits';
import { ZipRefusedError, named, type Refusal } from './archive-messages';
import { buildCatalog, type CatalogEntry, type ZipCatalog } from './zip-catalog';
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

/**
 * One reader's part of a zip read by several side by side, each with the zip's bytes: the files
 * are dealt into `count` shares (`dealShares`, the same for every reader of the same zip) and this
 * reader unpacks share `index`.
 */
export interface ReadShare {
  readonly index: number;
  readonly count: number;
  /** The files read first (`UnpackOptions.early`): all in share 0, so every reader must know them. */
  readonly early?: RegExp;
}

/**
 * What the reader of one share gives: its files' bytes by path, or the first of its entries that
 * was refused, by its place in the archive's path order (`at`; -1 when the zip was refused before
 * any entry was unpacked).
 */
export type ShareOutcome =
  | { readonly kind: 'files'; readonly files: ReadonlyMap<string, Uint8Array> }
  | { readonly kind: 'refused'; readonly at: number; readonly refused: Refusal };

/** How `unpackArchive` reads. */
export interface UnpackOptions {
  /** Hears unpacking progress; called often, so keep it cheap. */
  readonly onProgress?: (progress: ZipProgress) => void;
  /**
   * Other readers unpack the other shares side by side: this one unpacks share 0, and `others[k]`
   * is share k + 1, read elsewhere — undefined when that reader was lost, and its share is then
   * unpacked here too.
   */
  readonly others?: readonly Promise<ShareOutcome | undefined>[];
  /**
   * Files (paths from the archive's top) to unpack before the others and hand to `onEarly` as
   * soon as they all are, so that work on them can start while the rest is read: the page checks
   * the skills while the scripts and pictures are still being inflated. Not called when one of
   * them is refused.
   */
  readonly early?: RegExp;
  readonly onEarly?: (files: ReadonlyMap<string, Uint8Array>) => void;
}

/**
 * Checks and unpacks `bytes`; rejects with `ZipRefusedError` when the zip is refused. The refusal
 * said is the one of the first entry refused in path order, whichever reader met it and whatever
 * was read first.
 */
export async function unpackArchive(
  bytes: Uint8Array,
  limits: ZipLimits,
  { onProgress = () => {}, others = [], early, onEarly }: UnpackOptions = {},
): Promise<UnpackedArchive> {
  const opened = await openEntries(bytes, limits);
  const shares = dealShares(opened.entries, 1 + others.length, early);
  const progress = progressOf(opened.entries, shares, 0, onProgress);
  const files = new Map<string, Uint8Array>();
  const mine = (at: number) => shares[at] === 0;
  let refused: Refused | undefined;
  if (early) {
    refused = await unpackInto(
      files,
      bytes,
      opened,
      (entry, at) => mine(at) && early.test(entry.path),
      progress,
    );
    if (!refused) onEarly?.(new Map(files));
  }
  // The rest in path order; after an early file refused, only what comes before it in path order
  // (one refused there is the first, else that early file is).
  const before = refused?.at ?? Infinity;
  const rest = (entry: CatalogEntry, at: number) => mine(at) && at < before && !files.has(entry.path);
  refused = (await unpackInto(files, bytes, opened, rest, progress)) ?? refused;
  for (const [k, other] of others.entries()) {
    const outcome = await other;
    if (outcome?.kind === 'files') for (const [path, content] of outcome.files) files.set(path, content);
    // A share whose reader was lost is unpacked here.
    const theirs =
      outcome ??
      (await unpackInto(
        files,
        bytes,
        opened,
        (_, at) => shares[at] === k + 1,
        () => {},
      ));
    if (theirs?.kind === 'refused' && (!refused || theirs.at < refused.at)) refused = theirs;
  }
  if (refused) throw ZipRefusedError.of(refused.refused);
  const tree = new Map<string, TreeEntry>();
  for (const entry of opened.entries) {
    const { path, mode, mtime } = entry;
    if (entry.isFolder) tree.set(path, { kind: 'folder', mode, mtime });
    else tree.set(path, { kind: 'file', bytes: files.get(path)!, mode, mtime });
  }
  return { tree, legacyNames: opened.catalog.legacyNames, backslashNames: opened.catalog.backslashNames };
}

/**
 * Unpacks one share of the files (a helper reader's part of a split reading, see `unpackArchive`);
 * resolves (never rejects) for any input bytes.
 */
export async function unpackShare(
  bytes: Uint8Array,
  limits: ZipLimits,
  share: ReadShare,
): Promise<ShareOutcome> {
  let opened: OpenedEntries;
  try {
    opened = await openEntries(bytes, limits);
  } catch (error) {
    if (error instanceof ZipRefusedError) return { kind: 'refused', at: -1, refused: error.refusal };
    throw error;
  }
  const files = new Map<string, Uint8Array>();
  const shares = dealShares(opened.entries, share.count, share.early);
  const theirs = (_: CatalogEntry, at: number) => shares[at] === share.index;
  return (await unpackInto(files, bytes, opened, theirs, () => {})) ?? { kind: 'files', files };
}

type Refused = ShareOutcome & { kind: 'refused' };

/** The archive's entries in path order, every check before unpacking done. */
interface OpenedEntries {
  readonly catalog: ZipCatalog;
  readonly entries: readonly CatalogEntry[];
  readonly jszip: JszipReader | undefined;
  readonly budget: UnpackBudget;
}

async function openEntries(bytes: Uint8Array, limits: ZipLimits): Promise<OpenedEntries> {
  if (bytes.length > limits.maxZipBytes) {
    throw new ZipRefusedError('zip-too-large', { size: bytes.length, limit: limits.maxZipBytes });
  }
  const directory = readZipDirectory(bytes, limits);
  const catalog = buildCatalog(checkLayout(bytes, directory), limits);
  // The runtime's own inflater when it has one; jszip only where it does not, loaded only there.
  const jszip = canInflateNatively()
    ? undefined
    : await (await import('./zip-unpack-jszip')).openWithJszip(bytes, directory);
  // Each reader of a split reading has the whole budget: the catalog refused a zip declaring more
  // than it, and no entry unpacks past what it declares, so the shares together cannot exceed it.
  const budget: UnpackBudget = { remaining: limits.maxUnpackedBytes, limit: limits.maxUnpackedBytes };
  const entries = [...catalog.entries].sort((a, b) => comparePaths(a.path, b.path));
  return { catalog, entries, jszip, budget };
}

/**
 * Which share each entry (by its place in `entries`) falls in: each file to the share with the
 * least work so far, counted as its packed bytes plus a fixed cost per file (setting up an
 * inflater costs about as much as inflating this many bytes). Folders and the files read first
 * (`early`) are in share 0, whose reader hands those on.
 */
export function dealShares(
  entries: readonly CatalogEntry[],
  count: number,
  early?: RegExp,
): readonly number[] {
  const work = new Array<number>(count).fill(0);
  return entries.map((entry) => {
    if (entry.isFolder || count === 1) return 0;
    if (early?.test(entry.path)) {
      work[0]! += entry.extent.record.compressedSize + COST_PER_FILE_BYTES;
      return 0;
    }
    let least = 0;
    for (let k = 1; k < count; k++) if (work[k]! < work[least]!) least = k;
    work[least]! += entry.extent.record.compressedSize + COST_PER_FILE_BYTES;
    return least;
  });
}

const COST_PER_FILE_BYTES = 4096;

/** Progress over the files of share `index` (the ones this reader unpacks). */
function progressOf(
  entries: readonly CatalogEntry[],
  shares: readonly number[],
  index: number,
  onProgress: (progress: ZipProgress) => void,
): (count: number) => void {
  let total = 0;
  entries.forEach((entry, at) => {
    if (!entry.isFolder && shares[at] === index) total += entry.extent.record.uncompressedSize;
  });
  let done = 0;
  onProgress({ done, total });
  return (count) => {
    done += count;
    onProgress({ done, total });
  };
}

/**
 * Unpacks the entries `which` picks, in path order, into `files`; gives the first of them refused,
 * if one is, and stops there.
 */
async function unpackInto(
  files: Map<string, Uint8Array>,
  bytes: Uint8Array,
  { entries, jszip, budget }: OpenedEntries,
  which: (entry: CatalogEntry, at: number) => boolean,
  onBytes: (count: number) => void,
): Promise<Refused | undefined> {
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at]!;
    if (entry.isFolder || !which(entry, at)) continue;
    try {
      files.set(entry.path, await unpackFile(bytes, jszip, entry, budget, onBytes));
    } catch (error) {
      if (error instanceof ZipRefusedError) return { kind: 'refused', at, refused: error.refusal };
      throw error;
    }
  }
  return undefined;
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
