/**
 * Checks that each entry's local header agrees with the central directory and that the entries'
 * bytes lie inside the archive without overlapping. jszip reads data through the local headers
 * and trusts them; overlapping entries are how a small "overlapping zip bomb" unpacks to gigabytes.
 */
import { ZipRefusedError, named } from './archive-messages';
import type { ZipDirectory, ZipRecord } from './zip-directory';

/** Where one entry's packed bytes are. */
export interface ZipExtent {
  readonly record: ZipRecord;
  /** First byte of the packed data, after the local header. */
  readonly dataStart: number;
  /** One past the last byte of the packed data. */
  readonly dataEnd: number;
}

const LOCAL_HEADER = 0x04034b50;
const MAX32 = 0xffffffff;

/** Every record's extent, in directory order; throws `ZipRefusedError` on any disagreement. */
export function checkLayout(bytes: Uint8Array, directory: ZipDirectory): ZipExtent[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const limit = directory.centralDirectoryOffset;
  const extents = directory.records.map((record) => extentOf(bytes, view, record, limit));
  const byOffset = [...extents].sort((a, b) => a.record.localOffset - b.record.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const before = byOffset[i - 1]!;
    const after = byOffset[i]!;
    if (before.dataEnd > after.record.localOffset) {
      throw new ZipRefusedError('corrupt', {
        detail: `${named(before.record.name.text)} and ${named(after.record.name.text)} share the same bytes, as a zip bomb does`,
        paths: [before.record.name.text, after.record.name.text],
      });
    }
  }
  return extents;
}

function extentOf(bytes: Uint8Array, view: DataView, record: ZipRecord, limit: number): ZipExtent {
  const at = record.localOffset;
  const name = record.name.text;
  if (at + 30 > limit || view.getUint32(at, true) !== LOCAL_HEADER) {
    throw new ZipRefusedError('corrupt', { detail: `the header of ${named(name)} is missing`, name });
  }
  const flags = view.getUint16(at + 6, true);
  if ((flags & 0x0041) !== 0) throw new ZipRefusedError('encrypted', { name });
  if (view.getUint16(at + 8, true) !== record.method) {
    throw new ZipRefusedError('corrupt', {
      detail: `the two tables of contents disagree about ${named(name)}`,
      name,
    });
  }
  const nameLength = view.getUint16(at + 26, true);
  const extraLength = view.getUint16(at + 28, true);
  const dataStart = at + 30 + nameLength + extraLength;
  if (dataStart > limit || !sameBytes(bytes.subarray(at + 30, at + 30 + nameLength), record.rawName)) {
    throw new ZipRefusedError('corrupt', {
      detail: `the two tables of contents give different names for ${named(name)}`,
      name,
    });
  }
  const dataEnd = dataStart + record.compressedSize;
  if (dataEnd > limit)
    throw new ZipRefusedError('corrupt', { detail: `${named(name)} runs past the end of its data`, name });
  // Without a data descriptor (flag bit 3) the local header repeats the checksum and sizes; a
  // Zip64 entry may leave the local sizes at their maximum and put them in its extra field.
  if ((flags & 0x0008) === 0) {
    const crc = view.getUint32(at + 14, true);
    const packed = view.getUint32(at + 18, true);
    const unpacked = view.getUint32(at + 22, true);
    const sizesAgree =
      (packed === MAX32 || packed === record.compressedSize) &&
      (unpacked === MAX32 || unpacked === record.uncompressedSize);
    if (crc !== record.crc32 || !sizesAgree) {
      throw new ZipRefusedError('corrupt', {
        detail: `the two tables of contents disagree about ${named(name)}`,
        name,
      });
    }
  }
  return { record, dataStart, dataEnd };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
