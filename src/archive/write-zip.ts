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
const DOS_DIRECTORY = 0x10;
const DEFLATE_LEVEL = 6;
const STORED = 0;
const DEFLATED = 8;
/** Version made by: Unix (3), spec 3.0. */
const MADE_BY_UNIX = 0x031e;
/** Version needed to extract: 1.0. */
const NEEDED = 10;
/** General purpose flag bit 11: the name is UTF-8. */
const UTF8_NAME = 0x0800;
const UNICODE_PATH_FIELD = 0x7075;
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;

/** One entry as it is written: its name and extra field, and its data as packed. */
interface Packed {
  readonly name: Uint8Array;
  readonly extra: Uint8Array;
  readonly flags: number;
  readonly method: number;
  readonly time: number;
  readonly date: number;
  readonly crc: number;
  readonly size: number;
  readonly data: Uint8Array;
  readonly attributes: number;
  offset: number;
}

const encoder = new TextEncoder();

/** The tree as zip bytes (a buffer of its own); rejects with `ZipWriteError` for an unsafe path. */
export async function writePluginZip(tree: FileTree, opts: WriteZipOptions = {}): Promise<Uint8Array> {
  const names = [...tree].map(([path, entry]) => {
    if (unsafePathReason(path) !== undefined) throw new ZipWriteError(path);
    return { name: entry.kind === 'folder' ? `${path}/` : path, entry };
  });
  names.sort((a, b) => comparePaths(a.name, b.name));
  let total = 0;
  for (const { entry } of names) if (entry.kind === 'file') total += entry.bytes.length;
  let done = 0;
  opts.onProgress?.({ done, total });
  const packed: Packed[] = [];
  let offset = 0;
  for (const { name, entry } of names) {
    const one = pack(name, entry);
    one.offset = offset;
    offset += LOCAL_HEADER + one.name.length + one.extra.length + one.data.length;
    packed.push(one);
    if (entry.kind === 'file') {
      done += entry.bytes.length;
      opts.onProgress?.({ done, total });
    }
  }
  return assemble(packed, offset);
}

function pack(name: string, entry: TreeEntry): Packed {
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
  const { bytes } = entry;
  // An empty file is stored, as jszip did (deflated it would be two bytes).
  const store = bytes.length === 0 || looksIncompressible(bytes);
  return {
    ...common,
    method: store ? STORED : DEFLATED,
    crc: crc32(bytes),
    size: bytes.length,
    data: store ? bytes : deflateSync(bytes, { level: DEFLATE_LEVEL }),
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
  for (const e of entries) directorySize += CENTRAL_HEADER + e.name.length + e.extra.length;
  const out = new Uint8Array(directoryOffset + directorySize + END_RECORD);
  const view = new DataView(out.buffer);
  // The fields local and central records share, from "version needed" to "extra field length".
  const shared = (at: number, e: Packed) => {
    view.setUint16(at, NEEDED, true);
    view.setUint16(at + 2, e.flags, true);
    view.setUint16(at + 4, e.method, true);
    view.setUint16(at + 6, e.time, true);
    view.setUint16(at + 8, e.date, true);
    view.setUint32(at + 10, e.crc, true);
    view.setUint32(at + 14, e.data.length, true);
    view.setUint32(at + 18, e.size, true);
    view.setUint16(at + 22, e.name.length, true);
    view.setUint16(at + 24, e.extra.length, true);
  };
  for (const e of entries) {
    let at = e.offset;
    view.setUint32(at, 0x04034b50, true);
    shared(at + 4, e);
    at += LOCAL_HEADER;
    out.set(e.name, at);
    out.set(e.extra, at + e.name.length);
    out.set(e.data, at + e.name.length + e.extra.length);
  }
  let at = directoryOffset;
  for (const e of entries) {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, MADE_BY_UNIX, true);
    shared(at + 6, e);
    // Comment length, disk number and internal attributes stay 0.
    view.setUint32(at + 38, e.attributes, true);
    view.setUint32(at + 42, e.offset, true);
    out.set(e.name, at + CENTRAL_HEADER);
    out.set(e.extra, at + CENTRAL_HEADER + e.name.length);
    at += CENTRAL_HEADER + e.name.length + e.extra.length;
  }
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, directorySize, true);
  view.setUint32(at + 16, directoryOffset, true);
  return out;
}
