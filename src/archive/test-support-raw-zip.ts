/**
 * A tiny raw zip writer for tests: it writes exactly what it is told, including the hostile zips
 * jszip refuses to produce (names with `..` or NUL, symbolic links, lying sizes, duplicate names,
 * overlapping entries, encryption flags, Zip64 records). Tests only; never imported by the app.
 */
import { deflateRawSync } from 'node:zlib';
import { crc32 } from './crc32';

/** One entry, described as it should appear in the archive. */
export interface RawEntry {
  /** The name's bytes (a string is written as UTF-8). */
  readonly name: string | Uint8Array;
  /** The unpacked content (a string is written as UTF-8). */
  readonly data?: string | Uint8Array;
  /** 0 stores, 8 deflates; anything else writes `packed` (or the data) under that method number. */
  readonly method?: number;
  /** Packed bytes to write instead of packing `data`. */
  readonly packed?: Uint8Array;
  readonly flags?: number;
  /** "Version made by" host; 3 (Unix) unless said otherwise. */
  readonly host?: number;
  /** External attributes; a regular 0644 file (or 0755 folder for names ending in `/`) by default. */
  readonly attributes?: number;
  /** Overrides of what the headers declare. */
  readonly crc?: number;
  readonly declaredSize?: number;
  /** The name written in the local header, when it should differ from the directory's. */
  readonly localName?: string | Uint8Array;
  /** Extra field bytes, in the central directory (and the local header unless `localExtra`). */
  readonly extra?: Uint8Array;
  readonly localExtra?: Uint8Array;
  readonly dosTime?: number;
  readonly dosDate?: number;
  /** Write no local header; point the directory at entry `sharesWith`'s local header instead. */
  readonly sharesWith?: number;
}

/** Archive-level choices. */
export interface RawZipOptions {
  readonly comment?: string | Uint8Array;
  /** The entry count the end record states, when it should lie. */
  readonly statedCount?: number;
  /** Write Zip64 end records and put every size and offset in Zip64 extra fields. */
  readonly zip64?: boolean;
}

const bytesOf = (value: string | Uint8Array) =>
  typeof value === 'string' ? new TextEncoder().encode(value) : value;

/** Builds the archive. */
export function buildRawZip(entries: readonly RawEntry[], options: RawZipOptions = {}): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  const push = (part: Uint8Array) => {
    parts.push(part);
    offset += part.length;
  };
  for (const entry of entries) {
    const name = bytesOf(entry.name);
    const data = bytesOf(entry.data ?? '');
    const method = entry.method ?? 0;
    const packed = entry.packed ?? (method === 8 ? new Uint8Array(deflateRawSync(data)) : data);
    const crc = entry.crc ?? crc32(data);
    const size = entry.declaredSize ?? data.length;
    const isDir = name[name.length - 1] === 0x2f;
    const attributes = entry.attributes ?? ((isDir ? 0o040755 : 0o100644) << 16) >>> 0;
    const zip64 = options.zip64 === true;
    const localOffset = entry.sharesWith !== undefined ? offsets[entry.sharesWith]! : offset;
    offsets.push(localOffset);
    const sizes = zip64 ? zip64Extra([size, packed.length]) : new Uint8Array(0);
    if (entry.sharesWith === undefined) {
      const localName = bytesOf(entry.localName ?? name);
      const localExtra = concat([sizes, entry.localExtra ?? entry.extra ?? new Uint8Array(0)]);
      const header = new DataView(new ArrayBuffer(30));
      header.setUint32(0, 0x04034b50, true);
      header.setUint16(4, zip64 ? 45 : 20, true);
      header.setUint16(6, entry.flags ?? 0, true);
      header.setUint16(8, method, true);
      header.setUint16(10, entry.dosTime ?? 0, true);
      header.setUint16(12, entry.dosDate ?? 0x21, true);
      header.setUint32(14, crc, true);
      header.setUint32(18, zip64 ? 0xffffffff : packed.length, true);
      header.setUint32(22, zip64 ? 0xffffffff : size, true);
      header.setUint16(26, localName.length, true);
      header.setUint16(28, localExtra.length, true);
      push(concat([new Uint8Array(header.buffer), localName, localExtra, packed]));
    }
    const extra = concat([
      zip64 ? zip64Extra([size, packed.length, localOffset]) : sizes,
      entry.extra ?? new Uint8Array(0),
    ]);
    const record = new DataView(new ArrayBuffer(46));
    record.setUint32(0, 0x02014b50, true);
    record.setUint16(4, ((entry.host ?? 3) << 8) | 30, true);
    record.setUint16(6, zip64 ? 45 : 20, true);
    record.setUint16(8, entry.flags ?? 0, true);
    record.setUint16(10, method, true);
    record.setUint16(12, entry.dosTime ?? 0, true);
    record.setUint16(14, entry.dosDate ?? 0x21, true);
    record.setUint32(16, crc, true);
    record.setUint32(20, zip64 ? 0xffffffff : packed.length, true);
    record.setUint32(24, zip64 ? 0xffffffff : size, true);
    record.setUint16(28, name.length, true);
    record.setUint16(30, extra.length, true);
    record.setUint32(38, attributes, true);
    record.setUint32(42, zip64 ? 0xffffffff : localOffset, true);
    central.push(concat([new Uint8Array(record.buffer), name, extra]));
  }
  const directory = concat(central);
  const directoryOffset = offset;
  push(directory);
  const count = options.statedCount ?? entries.length;
  if (options.zip64) push(zip64End(count, directory.length, directoryOffset, offset));
  const comment = bytesOf(options.comment ?? '');
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, options.zip64 ? 0xffff : count, true);
  end.setUint16(10, options.zip64 ? 0xffff : count, true);
  end.setUint32(12, options.zip64 ? 0xffffffff : directory.length, true);
  end.setUint32(16, options.zip64 ? 0xffffffff : directoryOffset, true);
  end.setUint16(20, comment.length, true);
  push(concat([new Uint8Array(end.buffer), comment]));
  return concat(parts);
}

/** An extended-timestamp extra field (0x5455) holding a modification time in UTC seconds. */
export function extendedTimestampExtra(seconds: number): Uint8Array {
  const field = new DataView(new ArrayBuffer(9));
  field.setUint16(0, 0x5455, true);
  field.setUint16(2, 5, true);
  field.setUint8(4, 1);
  field.setInt32(5, seconds, true);
  return new Uint8Array(field.buffer);
}

/** An Info-ZIP Unicode Path extra field (0x7075) naming `raw` as `unicode`. */
export function unicodePathExtra(raw: Uint8Array, unicode: string): Uint8Array {
  const name = bytesOf(unicode);
  const field = new DataView(new ArrayBuffer(9 + name.length));
  field.setUint16(0, 0x7075, true);
  field.setUint16(2, 5 + name.length, true);
  field.setUint8(4, 1);
  field.setUint32(5, crc32(raw), true);
  new Uint8Array(field.buffer).set(name, 9);
  return new Uint8Array(field.buffer);
}

function zip64Extra(values: readonly number[]): Uint8Array {
  const field = new DataView(new ArrayBuffer(4 + 8 * values.length));
  field.setUint16(0, 0x0001, true);
  field.setUint16(2, 8 * values.length, true);
  values.forEach((value, i) => field.setBigUint64(4 + 8 * i, BigInt(value), true));
  return new Uint8Array(field.buffer);
}

function zip64End(count: number, size: number, directoryOffset: number, recordOffset: number): Uint8Array {
  const record = new DataView(new ArrayBuffer(56 + 20));
  record.setUint32(0, 0x06064b50, true);
  record.setBigUint64(4, 44n, true);
  record.setUint16(12, 45, true);
  record.setUint16(14, 45, true);
  record.setBigUint64(24, BigInt(count), true);
  record.setBigUint64(32, BigInt(count), true);
  record.setBigUint64(40, BigInt(size), true);
  record.setBigUint64(48, BigInt(directoryOffset), true);
  record.setUint32(56, 0x07064b50, true);
  record.setBigUint64(64, BigInt(recordOffset), true);
  record.setUint32(72, 1, true);
  return new Uint8Array(record.buffer);
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
