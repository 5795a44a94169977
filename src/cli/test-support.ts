import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileTree } from '../model/file-tree';

/** Writes a file tree into a new temporary folder, for the checker to read; returns the folder. */
export function writeTree(tree: FileTree): string {
  const root = mkdtempSync(join(tmpdir(), 'sb-cli-'));
  for (const [path, entry] of tree) {
    const target = join(root, path);
    if (entry.kind === 'folder') mkdirSync(target, { recursive: true });
    else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, entry.bytes);
    }
  }
  return root;
}
