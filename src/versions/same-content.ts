/** Whether two files hold the same content: byte for byte, and with the same mode. */
import type { TreeEntry } from '../model/file-tree';

/** Whether two entries hold the same content and mode (a time alone is no change to a person). */
export function sameEntry(a: TreeEntry | undefined, b: TreeEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.kind !== b.kind || a.mode !== b.mode) return false;
  if (a.kind === 'folder' || b.kind === 'folder') return true;
  return sameBytes(a.bytes, b.bytes);
}

/** Whether two byte arrays hold the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
