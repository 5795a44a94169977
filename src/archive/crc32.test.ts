import { describe, expect, it } from 'vitest';
import { crc32, updateCrc32 } from './crc32';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('gives the same value whether the bytes come at once or in uneven chunks', () => {
    const bytes = new Uint8Array(1000).map((_, i) => (i * 31 + 7) & 0xff);
    let crc = 0;
    for (const [from, to] of [
      [0, 3],
      [3, 17],
      [17, 600],
      [600, 1000],
    ] as const) {
      crc = updateCrc32(crc, bytes.subarray(from, to));
    }
    expect(crc).toBe(crc32(bytes));
  });

  it('agrees with the byte-at-a-time definition on every length up to 40', () => {
    const slow = (bytes: Uint8Array) => {
      let c = 0xffffffff;
      for (const b of bytes) {
        c ^= b;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      return (c ^ 0xffffffff) >>> 0;
    };
    for (let n = 0; n <= 40; n++) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 97 + n) & 0xff);
      expect(crc32(bytes)).toBe(slow(bytes));
    }
  });
});
