/**
 * Test helpers that touch the disk: a folder → FileTree reader (what a dropped folder becomes, with
 * times on the zip grid), the shared corpus of real plugins, and a tree comparison that says where
 * two trees differ. Used by tests and the benchmark only; the app never imports this module.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparePaths, type FileTree, type TreeEntry } from '../model/file-tree';
import { CORPUS_DIR, corpusPresent } from '../model/test-support';
import { toZipTime } from './zip-time';

/** The full corpus's plugin folders (`ap-*`, `nr-*`, `cc-*`), sorted; none when it is absent. */
export function corpusPlugins(): string[] {
  if (!corpusPresent()) return [];
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(ap|nr|cc)-/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * A folder on disk as a tree: files with bytes, permission bits and time (on the zip grid, since
 * that is what a zip can keep), empty folders as folder entries; symbolic links are skipped.
 */
export function readFolderTree(folder: string): FileTree {
  const tree = new Map<string, TreeEntry>();
  const walk = (dir: string, prefix: string): void => {
    const names = readdirSync(dir).sort(comparePaths);
    if (names.length === 0 && prefix !== '') {
      const stat = lstatSync(dir);
      tree.set(prefix.slice(0, -1), {
        kind: 'folder',
        mode: stat.mode & 0o7777,
        mtime: toZipTime(stat.mtimeMs),
      });
    }
    for (const name of names) {
      const full = join(dir, name);
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) walk(full, `${prefix}${name}/`);
      else if (stat.isFile()) {
        tree.set(prefix + name, {
          kind: 'file',
          bytes: new Uint8Array(readFileSync(full)),
          mode: stat.mode & 0o7777,
          mtime: toZipTime(stat.mtimeMs),
        });
      }
    }
  };
  walk(folder, '');
  return tree;
}

/** The first difference between two trees, in words, or `undefined` when they are equal byte for byte. */
export function treeDifference(actual: FileTree, expected: FileTree): string | undefined {
  for (const path of expected.keys()) if (!actual.has(path)) return `missing ${path}`;
  for (const path of actual.keys()) if (!expected.has(path)) return `unexpected ${path}`;
  for (const [path, want] of expected) {
    const got = actual.get(path)!;
    if (got.kind !== want.kind) return `${path}: ${got.kind} instead of ${want.kind}`;
    if (got.mode !== want.mode)
      return `${path}: mode ${got.mode?.toString(8)} instead of ${want.mode?.toString(8)}`;
    if (got.mtime !== want.mtime) return `${path}: mtime ${got.mtime} instead of ${want.mtime}`;
    if (got.kind === 'file' && want.kind === 'file' && !sameBytes(got.bytes, want.bytes))
      return `${path}: different bytes`;
  }
  return undefined;
}

/** Whether two byte arrays hold the same bytes. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return (
    a.length === b.length &&
    Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length))
  );
}
