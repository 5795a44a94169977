/**
 * Unpacks one entry through jszip's chunk stream, counting while it inflates: an entry that
 * yields more than its declared size, or pushes the archive past the unpacked limit, is stopped
 * at that chunk, so a zip bomb costs at most one chunk of work (a 16 KB input block) beyond the
 * limit. The entry's CRC-32 is computed on the same chunks and compared at the end.
 */
import type JSZip from 'jszip';
import { ZipRefusedError } from './archive-messages';
import { updateCrc32 } from './crc32';
import type { CatalogEntry } from './zip-catalog';

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
 * rejection with `ZipRefusedError`. `onBytes` hears each unpacked chunk's length, for progress.
 */
export function unpackEntry(
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
    stream.on('error', () =>
      fail(new ZipRefusedError('corrupt', { detail: `${entry.path} cannot be unpacked` })),
    );
    stream.on('end', () => {
      if (settled) return;
      if (written !== declared)
        return fail(new ZipRefusedError('corrupt', { detail: `${entry.path} is shorter than it says` }));
      if (crc !== record.crc32)
        return fail(new ZipRefusedError('corrupt', { detail: `${entry.path} does not match its checksum` }));
      settled = true;
      resolve(out);
    });
    stream.resume();
  });
}
