/**
 * Test helper: a folder on disk as a FileTree (Node only; tests import it, the app never does).
 * Symbolic links are skipped, as an import would refuse them; empty folders become folder entries.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileTree, TreeEntry } from './file-tree';

/** Reads every regular file under `dir` with its bytes, permission bits and modification time. */
export function readFolderTree(dir: string): FileTree {
  const tree = new Map<string, TreeEntry>();
  const walk = (absolute: string, relative: string) => {
    const entries = readdirSync(absolute, { withFileTypes: true });
    if (entries.length === 0 && relative !== '') {
      const stat = lstatSync(absolute);
      tree.set(relative, { kind: 'folder', mode: stat.mode & 0o777, mtime: stat.mtimeMs });
    }
    for (const entry of entries) {
      const childAbsolute = join(absolute, entry.name);
      const childRelative = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) walk(childAbsolute, childRelative);
      else if (entry.isFile()) {
        const stat = lstatSync(childAbsolute);
        tree.set(childRelative, {
          kind: 'file',
          bytes: new Uint8Array(readFileSync(childAbsolute)),
          mode: stat.mode & 0o777,
          mtime: stat.mtimeMs,
        });
      }
    }
  };
  walk(dir, '');
  return tree;
}

/** The corpus of real plugins shared by the team (read-only). */
export const CORPUS_DIR =
  process.env.PLUGIN_CORPUS ?? fileURLToPath(new URL('../../../shared/corpus', import.meta.url));

/** The tree of a successful operation result; throws (failing the test) with the reason otherwise. */
export function unwrap(
  result: { ok: true; tree: FileTree } | { ok: false; error: { code: string; message: string } },
): FileTree {
  if (!result.ok) throw new Error(`operation failed: ${result.error.code}: ${result.error.message}`);
  return result.tree;
}

/** The text of the file at `path`; throws when there is none (tests only). */
export function textAt(tree: FileTree, path: string): string {
  const entry = tree.get(path);
  if (entry?.kind !== 'file') throw new Error(`no file at ${path}`);
  return new TextDecoder().decode(entry.bytes);
}

/** The parsed JSON of the file at `path` (tests only). */
export function jsonAt(tree: FileTree, path: string): unknown {
  return JSON.parse(textAt(tree, path).replace(/^\uFEFF/, ''));
}

/** The paths whose entries are not the identical object in both trees (added, removed or changed). */
export function changedPaths(before: FileTree, after: FileTree): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
