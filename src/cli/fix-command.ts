/**
 * `solution-builder fix PATH [--dry-run]`: applies every quick fix that is right without a
 * person's choice (`fix.safe`, validate/diagnostic.ts), as the app's Repair does
 * (validate/repair.ts), and lists each change in terminal words (fix-words.ts: what is written
 * where, not the page's button label). A folder is written in place, file by file; a zip file
 * gets a new zip beside it, `<name>.fixed.zip`. Every file is written as output-file.ts writes,
 * never through a link.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writePluginZip } from '../archive/write-zip';
import type { FileTree, TreeEntry } from '../model/file-tree';
import type { Diagnostic } from '../validate/diagnostic';
import { repair } from '../validate/repair';
import { validate } from '../validate/validate';
import { parseCommandLine, shownPath } from './command-line';
import { changeWords } from './fix-words';
import { namedPlugin } from './load-plugins';
import { writeOutput } from './output-file';

export async function fix(args: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(args, { 'dry-run': { type: 'boolean' }, root: { type: 'string' } });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const named = await namedPlugin(positionals, values.root, 'name one plugin folder or .zip to fix');
  if (typeof named === 'number') return named;
  const { path, plugin } = named;
  const dryRun = values['dry-run'] ?? false;
  const { tree, changes, left } = applySafeFixes(plugin.tree);
  for (const change of changes) console.log(change);
  const target = plugin.zip ? path.replace(/\.zip$/i, '.fixed.zip') : join(path, plugin.root);
  if (changes.length > 0 && !dryRun) {
    if (plugin.zip) await writeOutput(target, await writePluginZip(stamped(plugin.tree, tree)));
    else await writeChanged(target, plugin.tree, tree);
  }
  const count = `${changes.length} ${changes.length === 1 ? 'change' : 'changes'}`;
  const where = `${plugin.zip ? 'written to' : 'written in'} ${shownPath(target)}`;
  console.log(
    changes.length === 0
      ? 'Nothing to fix without a choice.'
      : dryRun
        ? `${count} to make (--dry-run: nothing written).`
        : `${count} ${where}.`,
  );
  if (left > 0)
    console.log(
      `${left} ${left === 1 ? 'problem needs' : 'problems need'} a person's choice: "solution-builder check ${shownPath(path)}" lists ${left === 1 ? 'it' : 'them'}.`,
    );
  return 0;
}

/** The tree with every safe fix applied, a line for each, and how many problems remain. */
export function applySafeFixes(start: FileTree): { tree: FileTree; changes: string[]; left: number } {
  const { tree, steps } = repair(start);
  const changes = steps.map(
    ({ diagnostic: d, fix }) => `${where(d)}  ${changeWords(fix.action)}  [${d.code}]`,
  );
  const left = validate(tree).filter((d) => d.severity !== 'info').length;
  return { tree, changes, left };
}

function where(d: Diagnostic): string {
  return d.range ? `${d.file}:${d.range.startLine}` : d.file;
}

/** The fixed tree with each entry a fix wrote given the time of the fix, as the app stamps an edit. */
function stamped(before: FileTree, after: FileTree): FileTree {
  const now = Date.now();
  const result = new Map<string, TreeEntry>();
  for (const [path, entry] of after)
    result.set(path, before.get(path) === entry ? entry : { ...entry, mtime: now });
  return result;
}

/** Writes the files a fix changed or added into `folder`; every other file is left as it is. */
async function writeChanged(folder: string, before: FileTree, after: FileTree): Promise<void> {
  for (const [path, entry] of after) {
    if (before.get(path) === entry) continue;
    const target = join(folder, path);
    if (entry.kind === 'folder') await mkdir(target, { recursive: true });
    else {
      await mkdir(dirname(target), { recursive: true });
      await writeOutput(target, entry.bytes);
    }
  }
}
