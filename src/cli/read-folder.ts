/**
 * The command line's side of the one folder reader (archive/folder-entries.ts): it lists what is
 * on the disk below a folder, and the shared reader applies the limits and rules.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FolderItem } from '../archive/folder-entries';

/**
 * Every file, folder, link and special file below `root`, with permission bits and times.
 * Links are listed, never followed (they could point outside the plugin), and nothing but a
 * regular file is read. Listing stops once there are more than `maxItems`: the reader refuses
 * such a folder anyway, and a huge tree (a vendored dependency folder) is not walked to its end.
 */
export async function listFolder(root: string, maxItems: number): Promise<FolderItem[]> {
  const items: FolderItem[] = [];
  async function walk(folder: string, prefix: string): Promise<void> {
    for (const name of (await readdir(folder)).sort()) {
      if (items.length > maxItems) return;
      const full = join(folder, name);
      const path = prefix + name;
      const stat = await lstat(full);
      const meta = { mode: stat.mode & 0o7777, mtime: Math.floor(stat.mtimeMs) };
      if (stat.isDirectory()) {
        items.push({ path, kind: 'folder', ...meta });
        await walk(full, `${path}/`);
      } else if (stat.isFile()) {
        const read = async () => new Uint8Array(await readFile(full));
        items.push({ path, kind: 'file', size: stat.size, read, ...meta });
      } else items.push({ path, kind: stat.isSymbolicLink() ? 'link' : 'special' });
    }
  }
  await walk(root, '');
  return items;
}
