/**
 * Test helper: a folder on disk as a FileTree (Node only; tests import it, the app never does).
 * Symbolic links are skipped, as an import would refuse them; empty folders become folder entries.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * A small copy of a real plugin that lives in the repository, by its `kind/name` path
 * (fixtures/README.md says where each came from and under which licence).
 */
export function fixturePlugin(name: string): FileTree {
  return readFolderTree(join(FIXTURES_DIR, name));
}

/** Where the fixtures are (fixtures/README.md). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures', import.meta.url));

/** The fixture plugin folders, as `kind/name` paths under FIXTURES_DIR. */
export function fixturePluginPaths(): string[] {
  return ['agent-plugins', 'claude-code'].flatMap((kind) =>
    readdirSync(join(FIXTURES_DIR, kind)).map((name) => `${kind}/${name}`),
  );
}

/**
 * The full corpus of real plugins shared by the team (read-only), when it is there: beside the
 * checkout, or where `PLUGIN_CORPUS` points. A clone from GitHub has none.
 */
export const CORPUS_DIR =
  process.env.PLUGIN_CORPUS ?? fileURLToPath(new URL('../../../shared/corpus', import.meta.url));

/** Whether the full corpus is present; when it is not, says so once on the console. */
export function corpusPresent(): boolean {
  const present = existsSync(join(CORPUS_DIR, 'MANIFEST.tsv'));
  if (!present && !corpusNoted) {
    corpusNoted = true;
    console.warn(
      `The shared corpus is not at ${CORPUS_DIR}: the full-corpus suites are skipped (set PLUGIN_CORPUS to run them).`,
    );
  }
  return present;
}
let corpusNoted = false;

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
