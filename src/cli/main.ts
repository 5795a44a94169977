import { readFile, stat } from 'node:fs/promises';
import { readPluginZip } from '../archive/read-zip';
import { readFolder } from './read-folder';
import { beyondLimitsSentence, findBeyondParseLimits } from '../model/tree-limits';
import { formatHuman, formatJson } from './report';
import { validate } from '../validate/validate';
import type { FileTree } from '../model/file-tree';

const usage = `Usage: solution-builder check PATH [--json]

Checks a plugin folder or a .zip against every rule the builder knows.
Exit status: 0 when there is no error, 1 when there are errors, 2 when PATH cannot be read.`;

/** Runs the command line; resolves to the process exit status. */
export async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const json = rest.includes('--json');
  const paths = rest.filter((arg) => arg !== '--json');
  if (command !== 'check' || paths.length !== 1) {
    console.error(usage);
    return 2;
  }
  const path = paths[0]!;
  const loaded = await load(path);
  if ('problem' in loaded) {
    if (json) console.log(JSON.stringify({ valid: false, error: loaded.problem }));
    console.error(loaded.problem);
    return 2;
  }
  for (const note of loaded.notes) console.error(note);
  const diagnostics = validate(loaded.tree);
  console.log(json ? formatJson(diagnostics) : formatHuman(diagnostics));
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}

type Loaded = { tree: FileTree; notes: string[] } | { problem: string };

async function load(path: string): Promise<Loaded> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return { problem: `Cannot read ${path}: there is no such file or folder.` };
  }
  try {
    if (info.isDirectory()) {
      const { tree, skipped } = await readFolder(path);
      const beyond = findBeyondParseLimits(tree);
      if (beyond) return { problem: beyondLimitsSentence(beyond) };
      return { tree, notes: skipped.map((p) => `Skipped ${p}: links and special files are not read.`) };
    }
    if (/\.zip$/i.test(path)) return await loadZip(new Uint8Array(await readFile(path)));
    return { problem: `Cannot read ${path}: give a plugin folder or a .zip file.` };
  } catch (error) {
    return { problem: `Cannot read ${path}: ${(error as Error).message}` };
  }
}

async function loadZip(bytes: Uint8Array): Promise<Loaded> {
  const result = await readPluginZip(bytes);
  switch (result.kind) {
    case 'refused':
      return { problem: result.refused.message };
    case 'choose-plugin':
      return {
        problem: `This zip holds several plugins (${result.candidates.map((c) => c.root || 'the top').join(', ')}). Unpack it and check one of their folders.`,
      };
    default:
      return { tree: result.tree, notes: result.warnings.map((w) => w.message) };
  }
}
