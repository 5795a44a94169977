import { afterEach, beforeEach, vi } from 'vitest';
import { chmodSync, mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileTree } from '../model/file-tree';

/**
 * Writes a file tree into a new temporary folder, for the checker to read, each entry with its
 * mode and time when it has them (folders last, so writing inside them does not move their time);
 * returns the folder.
 */
export function writeTree(tree: FileTree): string {
  const root = mkdtempSync(join(tmpdir(), 'sb-cli-'));
  const entries = [...tree].sort(([, a], [, b]) => Number(a.kind === 'folder') - Number(b.kind === 'folder'));
  for (const [path, entry] of entries) {
    const target = join(root, path);
    if (entry.kind === 'folder') mkdirSync(target, { recursive: true });
    else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, entry.bytes);
    }
    if (entry.mode !== undefined) chmodSync(target, entry.mode);
    if (entry.mtime !== undefined) utimesSync(target, entry.mtime / 1000, entry.mtime / 1000);
  }
  return root;
}

/** What the checker printed, line by line, while a test runs (console is restored after each). */
export interface Captured {
  readonly out: string[];
  readonly err: string[];
}

/** Captures console.log and console.error for each test of the calling file. */
export function captureConsole(): Captured {
  const captured: Captured = { out: [], err: [] };
  beforeEach(() => {
    captured.out.length = 0;
    captured.err.length = 0;
    vi.spyOn(console, 'log').mockImplementation((text: string) => void captured.out.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void captured.err.push(text));
  });
  afterEach(() => vi.restoreAllMocks());
  return captured;
}

/**
 * GitHub Actions reads a line beginning with `::` (after spaces) as a workflow command, and `##[`
 * anywhere in a line as the older form; the only ones the checker may print are its own
 * annotations, with `--format github`. Returns every other line that a runner would take for one.
 */
export function forgedCommands(out: readonly string[], err: readonly string[]): string[] {
  const lines = (printed: readonly string[]) => printed.join('\n').split('\n');
  const ours = /^::(error|warning|notice) file=[^:]*::/;
  return [
    ...lines(out).filter((line) => /^\s*::/.test(line) && !ours.test(line)),
    ...lines(err).filter((line) => /^\s*::/.test(line)),
    ...[...lines(out), ...lines(err)].filter((line) => line.includes('##[')),
  ];
}
