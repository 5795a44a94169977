/**
 * Reading a zip's entries through jszip, for a runtime without DecompressionStream('deflate-raw')
 * (zip-unpack.ts reads them natively everywhere else), about three times slower on a large plugin.
 * jszip ignores bytes after the end of a deflate stream, so here pako's inflater (jszip's own)
 * checks where each stream ends, as the native path does. A module of its own, imported only where
 * it is needed: jszip and pako are most of the archive worker's code, which a browser that inflates
 * natively then never loads to open a zip.
 */
import JSZip from 'jszip';
import { Inflate } from 'pako/lib/inflate.js';
import { ZipRefusedError, named } from './archive-messages';
import { updateCrc32 } from './crc32';
import type { CatalogEntry } from './zip-catalog';
import type { ZipDirectory } from './zip-directory';
import { decodeCp437 } from './zip-names';
import { BLOCK, unpackable, unpackedWrongly, type UnpackBudget } from './zip-unpack';

/** Unpacks the archive's entries one by one, as jszip read it. */
export interface JszipReader {
  unpack(
    archive: Uint8Array,
    entry: CatalogEntry,
    budget: UnpackBudget,
    onBytes: (count: number) => void,
  ): Promise<Uint8Array>;
}

/** Reads `bytes` with jszip; rejects with `ZipRefusedError` when jszip cannot read its structure. */
export async function openWithJszip(bytes: Uint8Array, directory: ZipDirectory): Promise<JszipReader> {
  const zip = await loadWithJszip(bytes, directory);
  return {
    unpack(archive, entry, budget, onBytes) {
      const key = jszipKey(entry.extent.record.name.text);
      const object = Object.hasOwn(zip.files, key) ? zip.files[key] : undefined;
      if (!object || object.dir) {
        throw new ZipRefusedError('corrupt', {
          detail: `${named(entry.path)} could not be read consistently`,
          name: entry.path,
        });
      }
      return unpackEntry(archive, object, entry, budget, onBytes);
    },
  };
}

/**
 * The key jszip files an entry under: its own clean-up of the decoded name (jszip's utils.resolve),
 * for names already known to have no `..` and no leading `/`.
 */
function jszipKey(name: string): string {
  const parts = name.split('/');
  return parts
    .filter((part, index) => part !== '.' && (part !== '' || index === 0 || index === parts.length - 1))
    .join('/');
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

// jszip reads the container again on its own terms; it gets the archive without a comment that
// would mislead it, and the same name decoding as ours, so that its entries are ours.
async function loadWithJszip(bytes: Uint8Array, directory: ZipDirectory): Promise<JSZip> {
  let input = bytes;
  if (directory.commentMisleadsJszip) {
    // A fresh copy (a Node Buffer's slice would be a view, and the caller's bytes must not change).
    input = new Uint8Array(directory.endRecordOffset + 22);
    input.set(bytes.subarray(0, input.length));
    input[directory.endRecordOffset + 20] = 0;
    input[directory.endRecordOffset + 21] = 0;
  }
  try {
    return await JSZip.loadAsync(input, { checkCRC32: false, createFolders: false, decodeFileName });
  } catch {
    throw new ZipRefusedError('corrupt', { detail: 'its structure cannot be read' });
  }
}

function decodeFileName(raw: string[] | Uint8Array | Buffer): string {
  const bytes = raw instanceof Uint8Array ? raw : Uint8Array.from(raw, (c) => c.charCodeAt(0));
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeCp437(bytes);
  }
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
function unpackEntry(
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
      const wrong = unpackedWrongly(entry, written, crc);
      if (wrong) return fail(wrong);
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
