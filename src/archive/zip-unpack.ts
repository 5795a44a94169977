/**
 * Unpacks one entry, counting while it inflates: an entry that yields more than its declared
 * size, or pushes the archive past the unpacked limit, is stopped at that chunk, so a zip bomb
 * costs at most one chunk of work (a 16 KB input block) beyond the limit. The entry's CRC-32 is
 * computed on the same chunks and compared at the end.
 *
 * Entries are read straight from the archive's bytes (their place was checked by zip-layout.ts)
 * and inflated by the runtime's own DecompressionStream('deflate-raw'). Where a runtime lacks it,
 * jszip does the same work (zip-unpack-jszip.ts).
 */
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
export const BLOCK = 16 * 1024;

/** What all entries may still unpack to, shared across one archive. */
export interface UnpackBudget {
  remaining: number;
  readonly limit: number;
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
  // Most files come out of the inflater in one chunk of a buffer of its own: that chunk is the
  // file, and no buffer of the declared size is made and filled for it (at 5,000 files, 28 MB
  // fewer bytes to allocate, copy and collect). Else the chunks are copied into one.
  let whole: Uint8Array | undefined;
  let out: Uint8Array | undefined;
  let written = 0;
  let crc = 0;
  const take = (chunk: Uint8Array) => {
    if (written + chunk.length > declared) throw new ZipRefusedError('size-mismatch', { name: entry.path });
    if (chunk.length > budget.remaining) {
      throw new ZipRefusedError('too-large-unpacked', { limit: budget.limit });
    }
    budget.remaining -= chunk.length;
    if (written === 0 && chunk.length === declared && record.method !== 0 && ownsItsBuffer(chunk))
      whole = chunk;
    else (out ??= new Uint8Array(declared)).set(chunk, written);
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
  const wrong = unpackedWrongly(entry, written, crc);
  if (wrong) throw wrong;
  return whole ?? out ?? new Uint8Array(0);
}

/** Whether `chunk` spans all of its buffer, which nothing else uses: the inflater's chunks do. */
function ownsItsBuffer(chunk: Uint8Array): boolean {
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
}

/** Why an entry unpacked to `written` bytes with checksum `crc` is refused, if it is. */
export function unpackedWrongly(
  entry: CatalogEntry,
  written: number,
  crc: number,
): ZipRefusedError | undefined {
  if (written !== entry.extent.record.uncompressedSize)
    return new ZipRefusedError('corrupt', {
      detail: `${named(entry.path)} is shorter than it says`,
      name: entry.path,
    });
  if (crc !== entry.extent.record.crc32)
    return new ZipRefusedError('corrupt', {
      detail: `${named(entry.path)} does not match its checksum`,
      name: entry.path,
    });
  return undefined;
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

export function unpackable(path: string): ZipRefusedError {
  return new ZipRefusedError('corrupt', { detail: `${named(path)} cannot be unpacked`, name: path });
}

/**
 * Inflates `packed`, handing each chunk to `take` as it comes; stops at once (both sides of the
 * stream) when `take` throws, so the rest of a bomb is never inflated.
 */
export async function inflateRaw(
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
      let result: Awaited<ReturnType<typeof reader.read>>;
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
