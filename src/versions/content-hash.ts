/**
 * File bytes named by their content: the SHA-256 of the bytes as 64 hex digits. Two versions (or a
 * version and the working copy) holding the same bytes name the same stored blob, so each distinct
 * content is kept once (the digest is model/sha256.ts's).
 */
import { sha256Hex } from '../model/sha256';

const hashes = new WeakMap<Uint8Array, string>();

/**
 * The content hash of `bytes`, computed once per byte array: trees share the arrays of untouched
 * files, so keeping a version after one edit hashes only the edited file.
 */
export async function contentHash(bytes: Uint8Array): Promise<string> {
  const known = hashes.get(bytes);
  if (known !== undefined) return known;
  const hex = await sha256Hex(bytes);
  hashes.set(bytes, hex);
  return hex;
}

/** The hash of these bytes when it was already computed (no work here), else `undefined`. */
export function knownHash(bytes: Uint8Array): string | undefined {
  return hashes.get(bytes);
}

/** Records that `bytes` (read back from storage under `hash`) have that hash, so nobody hashes them again. */
export function rememberHash(bytes: Uint8Array, hash: string): void {
  hashes.set(bytes, hash);
}
