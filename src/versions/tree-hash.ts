/**
 * One name for a whole version's content: the SHA-256 of its sorted list of paths, each with its
 * kind, its file's content hash (content-hash.ts) and its mode. A link with changes names the
 * version it was made against by it, so the owner's browser finds that version among its own
 * without either side sending the other anything but the link. Times are left out: they say when,
 * not what, and a copy kept from a link has the same content whatever its times.
 */
import { comparePaths, type FileTree } from '../model/file-tree';
import { sha256Hex } from '../model/sha256';
import { contentHash } from './content-hash';

/** The content hash of `tree`, 64 hex digits. */
export async function treeHash(tree: FileTree): Promise<string> {
  const rows: (string | number | null)[][] = [];
  for (const path of [...tree.keys()].sort(comparePaths)) {
    const entry = tree.get(path)!;
    const content = entry.kind === 'file' ? await contentHash(entry.bytes) : null;
    rows.push([path, entry.kind, content, entry.mode ?? null]);
  }
  return sha256Hex(new TextEncoder().encode(JSON.stringify(rows)));
}
