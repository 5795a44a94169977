/**
 * CRC-32 (the zip / PNG polynomial 0xEDB88320), computed eight bytes at a time ("slicing by
 * eight") because every imported byte passes through it: a byte-at-a-time table loop is several
 * times slower on the tens of megabytes a large plugin holds.
 */

const TABLES: Uint32Array = buildTables();

function buildTables(): Uint32Array {
  const tables = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    tables[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    let c = tables[n]!;
    for (let t = 1; t < 8; t++) {
      c = tables[c & 0xff]! ^ (c >>> 8);
      tables[t * 256 + n] = c >>> 0;
    }
  }
  return tables;
}

/** Continues a CRC-32 over `bytes`: start with `crc = 0`, feed chunks in order, the result is unsigned. */
export function updateCrc32(crc: number, bytes: Uint8Array): number {
  const t = TABLES;
  let c = ~crc;
  let i = 0;
  const length = bytes.length;
  const fast = length - (length % 8);
  for (; i < fast; i += 8) {
    const lo = c ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
    c =
      t[1792 + (lo & 0xff)]! ^
      t[1536 + ((lo >>> 8) & 0xff)]! ^
      t[1280 + ((lo >>> 16) & 0xff)]! ^
      t[1024 + (lo >>> 24)]! ^
      t[768 + bytes[i + 4]!]! ^
      t[512 + bytes[i + 5]!]! ^
      t[256 + bytes[i + 6]!]! ^
      t[bytes[i + 7]!]!;
  }
  for (; i < length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** The CRC-32 of `bytes`, unsigned. */
export function crc32(bytes: Uint8Array): number {
  return updateCrc32(0, bytes);
}
