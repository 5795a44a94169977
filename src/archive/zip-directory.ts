/**
 * A small, bounds-checked reader of a zip's end record and central directory. It runs before jszip
 * sees the archive, because jszip takes the last end-record signature it finds (even one hidden in
 * the archive comment), trusts the local headers' names, and keeps only the last of two entries
 * with the same name. Every structural promise the rest of the reader relies on is checked here.
 */
import type { ZipLimits } from './limits';
import { ZipRefusedError, named } from './archive-messages';
import { decodeEntryName, type DecodedName } from './zip-names';
import { groupDigits } from '../model/digits';
import {
  CENTRAL_RECORD,
  END_RECORD,
  readField,
  readFields,
  RECORD_BYTES,
  SIGNATURE,
  UNICODE_PATH_FIELD,
  UTF8_NAME,
} from './zip-records';

/** One central-directory record, as the archive states it. */
export interface ZipRecord {
  /** Position in the central directory. */
  readonly index: number;
  readonly rawName: Uint8Array;
  readonly name: DecodedName;
  /** The "version made by" host: 3 is Unix, whose permission bits are in `externalAttributes`. */
  readonly host: number;
  readonly flags: number;
  readonly method: number;
  readonly dosTime: number;
  readonly dosDate: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly externalAttributes: number;
  readonly localOffset: number;
  /** Extra fields by id (the first of each id wins). */
  readonly extras: ReadonlyMap<number, Uint8Array>;
}

/** The archive's directory and where its parts are. */
export interface ZipDirectory {
  readonly records: readonly ZipRecord[];
  /** Where the central directory starts: every entry's data must end before it. */
  readonly centralDirectoryOffset: number;
  /** Where the end record is; it is followed by the archive comment and nothing else. */
  readonly endRecordOffset: number;
  /** True when the comment holds bytes that jszip would take for an end record. */
  readonly commentMisleadsJszip: boolean;
}

const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_RECORD = 0x06064b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

/** Reads and checks the end record and the central directory; throws `ZipRefusedError`. */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endRecordOffset = findEndRecord(bytes, view);
  const end = readEnd(view, endRecordOffset);
  if (end.cdOffset + end.cdSize !== end.cdEnd) {
    throw new ZipRefusedError('corrupt', { detail: 'its table of contents is not where the archive says' });
  }
  // The stated count is only a claim (a 3-entry zip may state 65,535): the limit is applied to
  // the records actually found, which the directory's size bounds, so counting them costs little.
  const records: ZipRecord[] = [];
  for (let at = end.cdOffset; at < end.cdEnd;) {
    if (records.length === limits.maxEntries) {
      throw new ZipRefusedError('too-many-entries', { limit: limits.maxEntries });
    }
    const { record, next } = readRecord(bytes, view, at, end.cdEnd, records.length);
    records.push(record);
    at = next;
  }
  if (records.length !== end.totalEntries) throw countMismatch(end.totalEntries, records.length);
  if (records.length === 0) throw new ZipRefusedError('empty');
  // jszip searches backwards for the last end-record (or Zip64 locator) signature anywhere in the
  // file; one after the real end record would make it read another archive than this one.
  // The real Zip64 locator, when there is one, sits 20 bytes before the end record.
  let commentMisleadsJszip = false;
  for (let at = Math.max(0, endRecordOffset - 19); at + 4 <= bytes.length; at++) {
    const signature = view.getUint32(at, true);
    if ((signature === SIGNATURE.end && at > endRecordOffset) || signature === ZIP64_LOCATOR)
      commentMisleadsJszip = true;
  }
  return { records, centralDirectoryOffset: end.cdOffset, endRecordOffset, commentMisleadsJszip };
}

function countMismatch(stated: number, found: number): ZipRefusedError {
  return new ZipRefusedError('corrupt', {
    detail: `its end record counts ${groupDigits(stated)} entries but its table of contents lists ${groupDigits(found)}`,
  });
}

// The end record is the only signature whose comment length reaches exactly the end of the file.
// One hidden in the comment usually does not; if two do, the archive is ambiguous and refused.
function findEndRecord(bytes: Uint8Array, view: DataView): number {
  const found: number[] = [];
  const lowest = Math.max(0, bytes.length - RECORD_BYTES.end - MAX16);
  for (const at of signaturesFrom(bytes, view, bytes.length - RECORD_BYTES.end, lowest)) {
    if (endOf(view, at) === bytes.length) found.push(at);
  }
  if (found.length === 1) return found[0]!;
  if (found.length > 1) throw new ZipRefusedError('corrupt', { detail: 'it has more than one end record' });
  const followed = endRecordFollowedByData(bytes, view, lowest);
  if (followed !== undefined) {
    const extra = bytes.length - followed;
    throw new ZipRefusedError('corrupt', {
      detail: `${groupDigits(extra)} ${extra === 1 ? 'byte' : 'bytes'} of something else follow its end`,
    });
  }
  if (bytes.length >= 4 && view.getUint32(0, true) === SIGNATURE.local) {
    throw new ZipRefusedError('truncated', { detail: 'its table of contents is missing' });
  }
  throw new ZipRefusedError('not-a-zip');
}

// Where a whole end record (with its comment) ends, when data follows it: the table of contents
// it points at must end right where the record starts, so a stray signature does not count.
function endRecordFollowedByData(bytes: Uint8Array, view: DataView, lowest: number): number | undefined {
  for (const at of signaturesFrom(bytes, view, bytes.length - RECORD_BYTES.end, lowest)) {
    const { directorySize, directoryOffset } = readFields(view, at, END_RECORD);
    const pointsHere = directoryOffset + directorySize === at || (directoryOffset === MAX32 && at >= 20);
    if (endOf(view, at) < bytes.length && pointsHere) return endOf(view, at);
  }
  return undefined;
}

/**
 * Where an end-record signature starts, from `highest` down to `lowest`. The search goes from one
 * byte "P" (the signature's first) to the one before it with the runtime's own `lastIndexOf`: a
 * zip without a comment has its end record in the last 22 bytes, but the 64 KB a comment may take
 * must still be searched, and reading them four bytes at a time took some 5 ms of every opening.
 */
function* signaturesFrom(bytes: Uint8Array, view: DataView, highest: number, lowest: number) {
  // A negative start would count from the end of the bytes.
  if (highest < 0) return;
  for (let at = bytes.lastIndexOf(SIGNATURE_FIRST_BYTE, highest); at >= lowest;) {
    if (view.getUint32(at, true) === SIGNATURE.end) yield at;
    if (at === 0) return;
    at = bytes.lastIndexOf(SIGNATURE_FIRST_BYTE, at - 1);
  }
}

const SIGNATURE_FIRST_BYTE = SIGNATURE.end & 0xff;

/** Where the end record at `at` ends, its comment included. */
function endOf(view: DataView, at: number): number {
  return at + RECORD_BYTES.end + readField(view, at, END_RECORD.commentLength);
}

interface EndFacts {
  readonly totalEntries: number;
  readonly cdSize: number;
  readonly cdOffset: number;
  /** Where the central directory must end: the Zip64 end record, or the end record. */
  readonly cdEnd: number;
}

function readEnd(view: DataView, at: number): EndFacts {
  const end = readFields(view, at, END_RECORD);
  const { entries: total, directorySize: cdSize, directoryOffset: cdOffset } = end;
  const locator = at - 20;
  if (locator >= 0 && view.getUint32(locator, true) === ZIP64_LOCATOR) {
    const zip64 = readZip64End(view, locator);
    const agrees = (small: number, max: number, big: number) => small === max || small === big;
    if (
      !agrees(total, MAX16, zip64.totalEntries) ||
      !agrees(cdSize, MAX32, zip64.cdSize) ||
      !agrees(cdOffset, MAX32, zip64.cdOffset)
    ) {
      throw new ZipRefusedError('corrupt', { detail: 'its two end records disagree' });
    }
    return zip64;
  }
  if (end.disk !== 0 || end.directoryDisk !== 0 || end.entriesOnDisk !== total) {
    throw new ZipRefusedError('split-archive');
  }
  return { totalEntries: total, cdSize, cdOffset, cdEnd: at };
}

function readZip64End(view: DataView, locator: number): EndFacts {
  const recordAt = readUint64(view, locator + 8);
  const disks = view.getUint32(locator + 16, true);
  if (view.getUint32(locator + 4, true) !== 0 || disks > 1) throw new ZipRefusedError('split-archive');
  if (recordAt + 56 > locator || view.getUint32(recordAt, true) !== ZIP64_END_RECORD) {
    throw new ZipRefusedError('corrupt', { detail: 'its Zip64 end record is missing' });
  }
  if (recordAt + 12 + readUint64(view, recordAt + 4) !== locator) {
    throw new ZipRefusedError('corrupt', { detail: 'its Zip64 end record has the wrong size' });
  }
  const onDisk = readUint64(view, recordAt + 24);
  const total = readUint64(view, recordAt + 32);
  if (
    view.getUint32(recordAt + 16, true) !== 0 ||
    view.getUint32(recordAt + 20, true) !== 0 ||
    onDisk !== total
  ) {
    throw new ZipRefusedError('split-archive');
  }
  return {
    totalEntries: total,
    cdSize: readUint64(view, recordAt + 40),
    cdOffset: readUint64(view, recordAt + 48),
    cdEnd: recordAt,
  };
}

// Values beyond 2^53 cannot be offsets into a file we hold in memory: they are damage.
function readUint64(view: DataView, at: number): number {
  const high = view.getUint32(at + 4, true);
  if (high >= 0x200000) throw new ZipRefusedError('corrupt', { detail: 'it states an impossible size' });
  return view.getUint32(at, true) + high * 2 ** 32;
}

function readRecord(bytes: Uint8Array, view: DataView, at: number, cdEnd: number, index: number) {
  if (at + RECORD_BYTES.central > cdEnd || view.getUint32(at, true) !== SIGNATURE.central) {
    throw new ZipRefusedError('corrupt', { detail: 'its table of contents is damaged' });
  }
  const fields = readFields(view, at, CENTRAL_RECORD);
  const { flags, method, nameLength, extraLength } = fields;
  const start = at + RECORD_BYTES.central;
  const next = start + nameLength + extraLength + fields.commentLength;
  if (next > cdEnd)
    throw new ZipRefusedError('corrupt', { detail: 'its table of contents runs past its end' });
  const rawName = bytes.subarray(start, start + nameLength);
  const extras = readExtras(bytes.subarray(start + nameLength, start + nameLength + extraLength));
  const name = decodeEntryName(rawName, (flags & UTF8_NAME) !== 0, extras.get(UNICODE_PATH_FIELD));
  if ((flags & 0x0041) !== 0 || method === 99) throw new ZipRefusedError('encrypted', { name: name.text });
  if (method !== 0 && method !== 8) throw new ZipRefusedError('unsupported-compression', { name: name.text });
  let { size: uncompressedSize, packedSize: compressedSize, localOffset, disk } = fields;
  if (uncompressedSize === MAX32 || compressedSize === MAX32 || localOffset === MAX32 || disk === MAX16) {
    // The Zip64 field holds, in this order, only the values whose ordinary field is at its maximum.
    const field = extras.get(0x0001);
    const fieldView = field && new DataView(field.buffer, field.byteOffset, field.byteLength);
    let cursor = 0;
    const take = (bytesWanted: 4 | 8): number => {
      if (!fieldView || cursor + bytesWanted > fieldView.byteLength) {
        throw new ZipRefusedError('corrupt', {
          detail: `the Zip64 sizes of ${named(name.text)} are missing`,
          name: name.text,
        });
      }
      const value = bytesWanted === 8 ? readUint64(fieldView, cursor) : fieldView.getUint32(cursor, true);
      cursor += bytesWanted;
      return value;
    };
    if (uncompressedSize === MAX32) uncompressedSize = take(8);
    if (compressedSize === MAX32) compressedSize = take(8);
    if (localOffset === MAX32) localOffset = take(8);
    if (disk === MAX16) disk = take(4);
  }
  if (disk !== 0) throw new ZipRefusedError('split-archive');
  const record: ZipRecord = {
    index,
    rawName,
    name,
    // "Version made by" is two bytes: the spec's version, then the host.
    host: fields.madeBy >>> 8,
    flags,
    method,
    dosTime: fields.time,
    dosDate: fields.date,
    crc32: fields.crc,
    compressedSize,
    uncompressedSize,
    externalAttributes: fields.externalAttributes,
    localOffset,
    extras,
  };
  return { record, next };
}

// Extra fields are only read for names, times and Zip64 sizes; a malformed tail is ignored, as
// Info-ZIP does, because the fields that matter are checked again where they are used.
function readExtras(field: Uint8Array): Map<number, Uint8Array> {
  const extras = new Map<number, Uint8Array>();
  for (let at = 0; at + 4 <= field.length;) {
    const id = field[at]! | (field[at + 1]! << 8);
    const length = field[at + 2]! | (field[at + 3]! << 8);
    if (at + 4 + length > field.length) break;
    if (!extras.has(id)) extras.set(id, field.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return extras;
}
