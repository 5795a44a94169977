/**
 * Whether deflating a file is worth the time. Images, fonts, archives and other compressed or
 * random data do not shrink; deflating them anyway made export several times slower than
 * `zip -r` in the benchmark (jszip's deflate runs at a few tens of MB/s on such data). Info-ZIP
 * stores those entries too, after trying; a sample's byte entropy decides the same up front.
 */

const MIN_SIZE = 4096;
const BLOCKS = 4;
const BLOCK_SIZE = 16 * 1024;
/** Bits per byte above which a sample is taken for already compressed (8 is pure noise). */
const ENTROPY_THRESHOLD = 7.9;

/** True when `bytes` look like compressed or random data (decided from at most 64 KB, deterministically). */
export function looksIncompressible(bytes: Uint8Array): boolean {
  if (bytes.length < MIN_SIZE) return false;
  const counts = new Uint32Array(256);
  let sampled = 0;
  const stride = Math.max(BLOCK_SIZE, Math.floor(bytes.length / BLOCKS));
  for (let start = 0; start < bytes.length && sampled < BLOCKS * BLOCK_SIZE; start += stride) {
    const end = Math.min(bytes.length, start + BLOCK_SIZE);
    for (let i = start; i < end; i++) counts[bytes[i]!]!++;
    sampled += end - start;
  }
  let entropy = 0;
  for (const count of counts) {
    if (count === 0) continue;
    const p = count / sampled;
    entropy -= p * Math.log2(p);
  }
  return entropy >= ENTROPY_THRESHOLD;
}
