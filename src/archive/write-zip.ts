/**
 * The file tree → a zip. The same tree always gives the same bytes: entries in code-point order,
 * each with its own mode and time (a missing time becomes 1980-01-01T00:00:00Z, never the clock),
 * times written in UTC on the 2-second zip grid (see zip-time.ts), Unix permissions written with
 * their file-type bits so Info-ZIP and macOS restore them. The records are written here, the
 * way jszip wrote them before; the deflate streams are fflate's (see README.md, "Writing").
 */
import { deflateSync } from 'fflate';
import {
  comparePaths,
  DEFAULT_FILE_MODE,
  DEFAULT_FOLDER_MODE,
  unsafePathReason,
  type FileTree,
  type TreeEntry,
} from '../model/file-tree';
import { looksIncompressible } from './compressibility';
import { crc32 } from './crc32';
import { deflateLevelFor, type DeflateLevel } from './deflate-level';
import { nextTask } from '../model/next-task';
import type { ZipProgress } from './unpack-archive';
import {
  CENTRAL_RECORD,
  END_RECORD,
  LOCAL_RECORD,
  RECORD_BYTES,
  SIGNATURE,
  UNICODE_PATH_FIELD,
  UTF8_NAME,
  writeFields,
} from './zip-records';
import { toZipTime } from './zip-time';

/** A file's bytes as the zip holds them. */
export interface PackedData {
  readonly method: number;
  readonly crc: number;
  readonly data: Uint8Array;
}

/** A file packed before the zip is written (by `packData`, elsewhere): its packed data and its size. */
export interface PackedFile extends PackedData {
  readonly size: number;
}

/**
 * Packs some files' bytes elsewhere (another worker): resolves to their packed data, in order. It
 * may take the `transferable` buffers (hand them over instead of copying them): only those files'
 * bytes use them, and the writer needs them no more.
 */
export type PackHelper = (
  files: readonly Uint8Array[],
  transferable: readonly ArrayBuffer[],
  level: DeflateLevel,
) => Promise<readonly PackedData[]>;

/** Options for `writePluginZip`. */
export interface WriteZipOptions {
  /** Hears packing progress, in input bytes. */
  readonly onProgress?: (progress: ZipProgress) => void;
  /**
   * Helpers that pack a share of the files while this one packs the rest, when there is enough to
   * deflate to be worth starting them. The zip is the same whoever packs; a helper that fails
   * leaves its share to be packed here.
   */
  readonly helpers?: readonly PackHelper[];
  /**
   * Files already packed, by path (packed ahead of the download, `page/archive-client.ts`): each
   * is written as given, and its bytes in the tree are not read. The caller vouches that each was
   * packed by `packData` from the bytes at that path, so the zip is the one the tree gives.
   */
  readonly packed?: ReadonlyMap<string, PackedFile>;
  /**
   * Called once the writer has listed the tree's entries and holds their files itself. A caller
   * whose tree is a copy of its own (a worker's, posted to it) lets go of the tree there: each
   * file's bytes can then be freed once packed, not held while the zip is put together (the 500 MB
   * plugin of bench/limits-dataset.ts: its download's peak about 195 MB lower in the runs where
   * the worker's garbage collection came before the zip was put together, two in five).
   */
  readonly releaseTree?: () => void;
}

/** Below this many bytes of files, helpers would take longer to start than they save. */
const SHARE_ABOVE_BYTES = 2 ** 20;

/** While helpers pack beside it, the writer lets its event loop take a turn this often (ms). */
const PACK_BREAK_EVERY_MS = 20;

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
const DOS_DIRECTORY = 0x10;
const STORED = 0;
const DEFLATED = 8;
/** Version made by: Unix (3), spec 3.0. */
const MADE_BY_UNIX = 0x031e;
/** Version needed to extract: 1.0. */
const NEEDED = 10;

/** One entry as it is written: its name and extra field, and its data as packed. */
interface Packed extends PackedData {
  readonly name: Uint8Array;
  readonly extra: Uint8Array;
  readonly flags: number;
  readonly time: number;
  readonly date: number;
  readonly size: number;
  readonly attributes: number;
  offset: number;
}

const encoder = new TextEncoder();

/** The tree as zip bytes (a buffer of its own); rejects with `ZipWriteError` for an unsafe path. */
export async function writePluginZip(tree: FileTree, opts: WriteZipOptions = {}): Promise<Uint8Array> {
  const given = opts.packed;
  // Each byte array once (two paths may share one), held in `files` until it is packed; an entry
  // names its file by its place there.
  const files: Uint8Array[] = [];
  const places = new Map<Uint8Array, number>();
  const names = [...tree].map(([path, entry]) => {
    if (unsafePathReason(path) !== undefined) throw new ZipWriteError(path);
    const name = entry.kind === 'folder' ? `${path}/` : path;
    const { kind, mode, mtime } = entry;
    if (entry.kind === 'folder') return { name, kind, mode, mtime, size: 0 };
    const ready = given?.get(path);
    if (ready) return { name, kind, mode, mtime, size: ready.size, ready };
    let file = places.get(entry.bytes);
    if (file === undefined) {
      file = files.push(entry.bytes) - 1;
      places.set(entry.bytes, file);
    }
    return { name, kind, mode, mtime, size: entry.bytes.length, file };
  });
  places.clear();
  opts.releaseTree?.();
  names.sort((a, b) => comparePaths(a.name, b.name));
  // Files packed ahead count as done from the start, so the progress says how much is left.
  let done = names.reduce((sum, { ready }) => sum + (ready?.size ?? 0), 0);
  const total = files.reduce((sum, bytes) => sum + bytes.length, done);
  const level = deflateLevelFor(names.reduce((sum, { size }) => sum + size, 0));
  const packedFiles: PackedFile[] = [];
  // Packs file `k` and lets go of its bytes (a stored file's data is its bytes).
  const packFile = (k: number, packed: PackedData = packData(files[k]!, level)) => {
    packedFiles[k] = { ...packed, size: files[k]!.length };
    files[k] = NO_BYTES;
  };
  opts.onProgress?.({ done, total });
  const shares = share(files, total >= SHARE_ABOVE_BYTES ? (opts.helpers ?? []) : []);
  const giveable = transferable(files, shares.slice(1), given);
  // Asked first, so the helpers work while this one packs its own share.
  const helped = shares.slice(1).map(async (mine, i) => {
    const bytes = mine.map((k) => files[k]!);
    const sizes = bytes.map((b) => b.length);
    let packed: readonly PackedData[] | undefined;
    try {
      packed = await opts.helpers![i]!(bytes, giveable[i]!, level);
    } catch (error) {
      // Bytes the failed helper took are not here to be packed again: no zip rather than a wrong one.
      if (bytes.some((b, k) => b.length !== sizes[k])) throw error;
    }
    mine.forEach((k, at) => {
      if (packed) packedFiles[k] = { ...packed[at]!, size: sizes[at]! };
      else packFile(k);
      files[k] = NO_BYTES;
    });
    done += sizes.reduce((sum, size) => sum + size, 0);
    opts.onProgress?.({ done, total });
  });
  // This worker's event loop takes turns now and then while it packs its share: each helper is a
  // worker started from this one, and its start takes turns of this worker's loop, so that packing
  // without a break held every helper up until this worker's share was done (the 500 MB plugin of
  // bench/limits-dataset.ts: the helper began 8 s late, and the download took 17 s instead of 10).
  let breakAt = performance.now() + PACK_BREAK_EVERY_MS;
  for (const k of shares[0]!) {
    done += files[k]!.length;
    packFile(k);
    opts.onProgress?.({ done, total });
    if (helped.length > 0 && performance.now() >= breakAt) {
      await nextTask();
      breakAt = performance.now() + PACK_BREAK_EVERY_MS;
    }
  }
  await Promise.all(helped);
  const packed: Packed[] = [];
  let offset = 0;
  for (const entry of names) {
    const one = record(entry, entry.kind === 'file' ? (entry.ready ?? packedFiles[entry.file!]!) : undefined);
    one.offset = offset;
    offset += RECORD_BYTES.local + one.name.length + one.extra.length + one.data.length;
    packed.push(one);
  }
  return assemble(packed, offset);
}

/** What stands for a file's bytes once they are packed. */
const NO_BYTES = new Uint8Array(0);

/**
 * For each helper's share (places in `files`), the buffers it may take instead of copies: those its
 * files' bytes alone use, whole (`soleUsers`). Worked out before any packing, so that nothing holds
 * on to the files' buffers once they are packed.
 */
function transferable(
  files: readonly Uint8Array[],
  shares: readonly (readonly number[])[],
  given: WriteZipOptions['packed'],
): ArrayBuffer[][] {
  const mayGive = soleUsers(
    files,
    [...(given?.values() ?? [])].map((p) => p.data),
  );
  return shares.map((mine) => [
    ...new Set(mine.flatMap((k) => (mayGive(files[k]!) ? [files[k]!.buffer as ArrayBuffer] : []))),
  ]);
}

/**
 * Whether a file's bytes are the only user of their whole buffer (among `files` and `others`), so
 * that a helper may take the buffer instead of a copy of it.
 */
function soleUsers(
  files: readonly Uint8Array[],
  others: readonly Uint8Array[],
): (bytes: Uint8Array) => boolean {
  const users = new Map<ArrayBufferLike, number>();
  for (const bytes of [...files, ...others]) users.set(bytes.buffer, (users.get(bytes.buffer) ?? 0) + 1);
  return (bytes) =>
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    users.get(bytes.buffer) === 1;
}

/**
 * The files split between this worker (the first share) and each helper, by bytes to deflate,
 * each file to the share with the least so far, by its place in `files`. Files stored as they are
 * go nowhere else.
 */
function share(files: readonly Uint8Array[], helpers: readonly PackHelper[]): number[][] {
  const shares: number[][] = [[], ...helpers.map(() => [])];
  const loads = shares.map(() => 0);
  files.forEach((bytes, file) => {
    if (helpers.length > 0 && storedAsIs(bytes)) {
      shares[0]!.push(file);
      return;
    }
    const k = loads.indexOf(Math.min(...loads));
    shares[k]!.push(file);
    loads[k]! += bytes.length;
  });
  return shares;
}

// An empty file is stored, as jszip did (deflated it would be two bytes); so is data that does not
// shrink.
function storedAsIs(bytes: Uint8Array): boolean {
  return bytes.length === 0 || looksIncompressible(bytes);
}

/**
 * A file's bytes packed: deflated at `level` (the tree's: deflate-level.ts), or stored when that
 * would not shrink them.
 */
export function packData(bytes: Uint8Array, level: DeflateLevel): PackedData {
  return storedAsIs(bytes)
    ? { method: STORED, crc: crc32(bytes), data: bytes }
    : { method: DEFLATED, crc: crc32(bytes), data: deflateSync(bytes, { level }) };
}

/** An entry as its records need it: its name in the zip, kind, permissions and time. */
interface Listed {
  readonly name: string;
  readonly kind: TreeEntry['kind'];
  readonly mode?: number | undefined;
  readonly mtime?: number | undefined;
}

function record(entry: Listed, data: PackedFile | undefined): Packed {
  const { name } = entry;
  const nameBytes = encoder.encode(name);
  const utf8 = nameBytes.length !== name.length;
  // As jszip did: a name beyond ASCII is flagged UTF-8 and also given in an Info-ZIP Unicode Path
  // field, which some unzip builds need to read it so.
  const extra = utf8 ? unicodePathField(nameBytes) : new Uint8Array(0);
  const when = new Date(toZipTime(entry.mtime));
  const time = (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | (when.getUTCSeconds() >>> 1);
  const date = ((when.getUTCFullYear() - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate();
  const common = { name: nameBytes, extra, flags: utf8 ? UTF8_NAME : 0, time, date, offset: 0 };
  if (entry.kind === 'folder') {
    const mode = DIRECTORY | ((entry.mode ?? DEFAULT_FOLDER_MODE) & PERMISSIONS);
    return {
      ...common,
      method: STORED,
      crc: 0,
      size: 0,
      data: new Uint8Array(0),
      attributes: ((mode << 16) | DOS_DIRECTORY) >>> 0,
    };
  }
  return {
    ...common,
    method: data!.method,
    crc: data!.crc,
    data: data!.data,
    size: data!.size,
    attributes: ((REGULAR_FILE | ((entry.mode ?? DEFAULT_FILE_MODE) & PERMISSIONS)) << 16) >>> 0,
  };
}

function unicodePathField(name: Uint8Array): Uint8Array {
  const field = new Uint8Array(4 + 5 + name.length);
  const view = new DataView(field.buffer);
  view.setUint16(0, UNICODE_PATH_FIELD, true);
  view.setUint16(2, 5 + name.length, true);
  field[4] = 1;
  view.setUint32(5, crc32(name), true);
  field.set(name, 9);
  return field;
}

/** The local records with their data, the central directory and the end record, in one buffer. */
function assemble(entries: readonly Packed[], directoryOffset: number): Uint8Array {
  let directorySize = 0;
  for (const e of entries) directorySize += RECORD_BYTES.central + e.name.length + e.extra.length;
  const out = new Uint8Array(directoryOffset + directorySize + RECORD_BYTES.end);
  const view = new DataView(out.buffer);
  let at = directoryOffset;
  for (const e of entries) {
    // The fields the local and the central record share, from "version needed" to "extra field length".
    const shared = {
      needed: NEEDED,
      flags: e.flags,
      method: e.method,
      time: e.time,
      date: e.date,
      crc: e.crc,
      packedSize: e.data.length,
      size: e.size,
      nameLength: e.name.length,
      extraLength: e.extra.length,
    };
    writeFields(view, e.offset, LOCAL_RECORD, { signature: SIGNATURE.local, ...shared });
    out.set(e.name, e.offset + RECORD_BYTES.local);
    out.set(e.extra, e.offset + RECORD_BYTES.local + e.name.length);
    out.set(e.data, e.offset + RECORD_BYTES.local + e.name.length + e.extra.length);
    // Comment length, disk number and internal attributes stay 0.
    writeFields(view, at, CENTRAL_RECORD, {
      signature: SIGNATURE.central,
      madeBy: MADE_BY_UNIX,
      ...shared,
      externalAttributes: e.attributes,
      localOffset: e.offset,
    });
    out.set(e.name, at + RECORD_BYTES.central);
    out.set(e.extra, at + RECORD_BYTES.central + e.name.length);
    at += RECORD_BYTES.central + e.name.length + e.extra.length;
  }
  writeFields(view, at, END_RECORD, {
    signature: SIGNATURE.end,
    entriesOnDisk: entries.length,
    entries: entries.length,
    directorySize,
    directoryOffset,
  });
  return out;
}
