/**
 * Unpacks one entry, counting while it inflates: an entry that yields more than its declared
 * size, or pushes the archive past the unpacked limit, is stopped at that chunk, so a zip bomb
 * costs at most one chunk of work (a 16 KB input block) beyond the limit. The entry's CRC-32 is
 * computed on the same chunks and compared at the end.
 *
 * Entries are read straight from the archive's bytes (their place was checked by zip-layout.ts)
 * and inflated by the runtime's own DecompressionStream('deflate-raw'). Where a runtime lacks it,
 * jszip's chunk stream does the same work, about three times slower on a large plugin; jszip
 * ignores bytes after the end of a deflate stream, so there pako's inflater (jszip's own) checks
 * where the stream ends.
 */
import type JSZip from 'jszip';
import { Inflate } from 'pako/lib/inflate.js';
import { ZipRefusedError, named } from './archive-messages';
import { updateCrc32 } from './crc32';
import type { CatalogEntry } from './zip-catalog';

/** Whether this runtime inflates raw deflate data itself (DecompressionStream 'deflate-raw'). */
export function canInflateNatively(): boolean {
  if (typeof DecompressionStream !== 'function') return false;
  try {
    new DecompressionStream('deflate-raw');
    return true;
  } catch {
    return false;
  }
}

/** Input is handed to the inflater this many bytes at a time, as jszip does. */
const BLOCK = 16 * 1024;

/** What all entries may still unpack to, shared across one archive. */
export interface UnpackBudget {
  remaining: number;
  readonly limit: number;
}

// `internalStream` is part of jszip's documented ZipObject API but missing from its typings.
type StreamingObject = JSZip.JSZipObject & {
  internalStream(type: 'uint8array'): JSZip.JSZipStreamHelper<Uint8Array>;
};

/**
 * The entry's bytes in a buffer of their own (so it can be transferred or stored alone), or a
 * rejection with `ZipRefusedError`. `archive` is the zip's bytes, where the entry's packed bytes
 * are checked to end with its deflate stream. `onBytes` hears each unpacked chunk's length, for progress.
 */
export function unpackEntry(
  archive: Uint8Array,
  object: JSZip.JSZipObject,
  entry: CatalogEntry,
  budget: UnpackBudget,
  onBytes: (count: number) => void,
): Promise<Uint8Array> {
  const { record } = entry.extent;
  const declared = record.uncompressedSize;
  return new Promise((resolve, reject) => {
    const out = new Uint8Array(declared);
    let written = 0;
    let crc = 0;
    let settled = false;
    const stream = (object as StreamingObject).internalStream('uint8array');
    const fail = (error: ZipRefusedError) => {
      if (settled) return;
      settled = true;
      // Pausing stops jszip's reader from scheduling the next block: the rest is never inflated.
      stream.pause();
      reject(error);
    };
    stream.on('data', (chunk) => {
      if (settled) return;
      if (written + chunk.length > declared)
        return fail(new ZipRefusedError('size-mismatch', { name: entry.path }));
      if (chunk.length > budget.remaining)
        return fail(new ZipRefusedError('too-large-unpacked', { limit: budget.limit }));
      budget.remaining -= chunk.length;
      out.set(chunk, written);
      written += chunk.length;
      crc = updateCrc32(crc, chunk);
      onBytes(chunk.length);
    });
    stream.on('error', () => fail(unpackable(entry.path)));
    stream.on('end', () => {
      if (settled) return;
      if (written !== declared)
        return fail(
          new ZipRefusedError('corrupt', {
            detail: `${named(entry.path)} is shorter than it says`,
            name: entry.path,
          }),
        );
      if (crc !== record.crc32)
        return fail(
          new ZipRefusedError('corrupt', {
            detail: `${named(entry.path)} does not match its checksum`,
            name: entry.path,
          }),
        );
      if (
        record.method !== 0 &&
        !streamEndsAtLastByte(archive.subarray(entry.extent.dataStart, entry.extent.dataEnd))
      )
        return fail(unpackable(entry.path));
      settled = true;
      resolve(out);
    });
    stream.resume();
  });
}

/**
 * `unpackEntry` without jszip: a stored entry's bytes are taken from `archive` as they are, a
 * deflated one's are inflated by DecompressionStream. The same checks, in the same order, on
 * every chunk, and the same refusals.
 */
export async function unpackEntryNatively(
  archive: Uint8Array,
  entry: CatalogEntry,
  budget: UnpackBudget,
  onBytes: (count: number) => void,
): Promise<Uint8Array> {
  const { record, dataStart, dataEnd } = entry.extent;
  const declared = record.uncompressedSize;
  const packed = archive.subarray(dataStart, dataEnd);
  const out = new Uint8Array(declared);
  let written = 0;
  let crc = 0;
  const take = (chunk: Uint8Array) => {
    if (written + chunk.length > declared) throw new ZipRefusedError('size-mismatch', { name: entry.path });
    if (chunk.length > budget.remaining) {
      throw new ZipRefusedError('too-large-unpacked', { limit: budget.limit });
    }
    budget.remaining -= chunk.length;
    out.set(chunk, written);
    written += chunk.length;
    crc = updateCrc32(crc, chunk);
    onBytes(chunk.length);
  };
  if (record.method === 0) {
    for (let at = 0; at < packed.length; at += BLOCK) take(packed.subarray(at, at + BLOCK));
  } else {
    await inflateRaw(packed, take, entry.path);
    if (packed.length > 0 && !(await inflaterRefusesTrailingData()) && (await inflatesWhole(packed))) {
      // The stream ended before its last byte: what follows it is not part of the entry.
      throw unpackable(entry.path);
    }
  }
  if (written !== declared) {
    throw new ZipRefusedError('corrupt', {
      detail: `${named(entry.path)} is shorter than it says`,
      name: entry.path,
    });
  }
  if (crc !== record.crc32) {
    throw new ZipRefusedError('corrupt', {
      detail: `${named(entry.path)} does not match its checksum`,
      name: entry.path,
    });
  }
  return out;
}

/**
 * For the jszip path: whether the entry's deflate stream ends exactly at its last packed byte,
 * as the native path requires (jszip's inflater stops at the end and ignores what follows). The
 * stream is inflated once more, its output counted by nobody and dropped chunk by chunk.
 */
function streamEndsAtLastByte(packed: Uint8Array): boolean {
  if (packed.length === 0) return true;
  const inflater = new Inflate({ raw: true });
  inflater.onData = () => undefined;
  for (let at = 0; at < packed.length; at += BLOCK) {
    const end = Math.min(at + BLOCK, packed.length);
    inflater.push(packed.subarray(at, end), end === packed.length);
    if (inflater.err !== 0) return true; // not a stream at all: jszip's own error says so
    if (inflater.ended) return end === packed.length && inflater.strm.avail_in === 0;
  }
  return true;
}

let refusesTrailingData: Promise<boolean> | undefined;

/**
 * Whether this runtime's inflater fails on data after the end of a deflate stream, as the
 * Compression Streams standard asks and Chromium does. Node's (20) ignores it; there the reader
 * checks each entry itself, so that the app and the checker refuse the same zips.
 */
function inflaterRefusesTrailingData(): Promise<boolean> {
  // An empty final stored block (01 00 00 ff ff), then one byte of junk.
  const junkAfterEnd = new Uint8Array([0x01, 0x00, 0x00, 0xff, 0xff, 0x00]);
  refusesTrailingData ??= inflateRaw(junkAfterEnd, () => undefined, '').then(
    () => false,
    () => true,
  );
  return refusesTrailingData;
}

/**
 * Whether `packed` without its last byte still inflates to the end without an error: then the
 * stream ended early and that byte (at least) follows it. A stream that ends on its last byte
 * fails here as cut short. What it inflates to is counted, never kept, and is at most what the
 * whole entry gave.
 */
async function inflatesWhole(packed: Uint8Array): Promise<boolean> {
  try {
    await inflateRaw(packed.subarray(0, packed.length - 1), () => undefined, '');
    return true;
  } catch {
    return false;
  }
}

function unpackable(path: string): ZipRefusedError {
  return new ZipRefusedError('corrupt', { detail: `${named(path)} cannot be unpacked`, name: path });
}

/**
 * Inflates `packed`, handing each chunk to `take` as it comes; stops at once (both sides of the
 * stream) when `take` throws, so the rest of a bomb is never inflated.
 */
async function inflateRaw(
  packed: Uint8Array,
  take: (chunk: Uint8Array) => void,
  path: string,
): Promise<void> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // Each write waits until the output so far is read (backpressure); a failure of the data
  // shows on the reading side, so the writing side's own rejection is only awaited, not thrown.
  const feeding = (async () => {
    for (let at = 0; at < packed.length; at += BLOCK) {
      await writer.write(packed.subarray(at, at + BLOCK) as Uint8Array<ArrayBuffer>);
    }
    await writer.close();
  })().catch(() => undefined);
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch {
        throw unpackable(path);
      }
      if (result.done) break;
      take(result.value);
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    void writer.abort().catch(() => undefined);
    throw error;
  } finally {
    await feeding;
  }
}
