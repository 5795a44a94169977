import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileTree, TreeEntry } from '../model/file-tree';

/** What reading a folder gave: the tree, and the paths skipped because they are links or special files. */
export interface FolderRead {
  readonly tree: FileTree;
  readonly skipped: readonly string[];
}

/**
 * Reads every file and empty folder below `root` into a tree, keeping permission bits and times.
 * Symbolic links are never followed (they could point outside the plugin); they are listed as skipped.
 */
export async function readFolder(root: string): Promise<FolderRead> {
  const tree = new Map<string, TreeEntry>();
  const skipped: string[] = [];
  async function walk(folder: string, prefix: string): Promise<void> {
    const names = (await readdir(folder)).sort();
    if (names.length === 0 && prefix !== '') {
      const stat = await lstat(folder);
      tree.set(prefix.slice(0, -1), {
        kind: 'folder',
        mode: stat.mode & 0o7777,
        mtime: Math.floor(stat.mtimeMs),
      });
    }
    for (const name of names) {
      const full = join(folder, name);
      const path = prefix + name;
      const stat = await lstat(full);
      if (stat.isDirectory()) await walk(full, `${path}/`);
      else if (stat.isFile()) {
        const bytes = new Uint8Array(await readFile(full));
        tree.set(path, { kind: 'file', bytes, mode: stat.mode & 0o7777, mtime: Math.floor(stat.mtimeMs) });
      } else skipped.push(path);
    }
  }
  await walk(root, '');
  return { tree, skipped };
}
