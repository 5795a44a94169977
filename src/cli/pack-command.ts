/**
 * `solution-builder pack FOLDER [-o OUT]`: the zip the app's Export writes for the same files
 * (archive/write-zip.ts: the same entry order, times and modes), from a folder on disk, written
 * where output-file.ts says (OUT, a folder OUT names, or the app's file name here). What an
 * import would refuse is refused here too (loadOnePlugin), with exit status 2; a plugin laid out
 * for Claude Code only is refused with 1, since its zip could not be installed.
 */
import { writePluginZip } from '../archive/write-zip';
import { zipFileName } from '../model/export-name';
import type { FileTree } from '../model/file-tree';
import { readManifest } from '../model/plugin-manifest';
import { readSolution } from '../model/solution-document';
import { countBySeverity } from '../validate/diagnostic';
import { validate } from '../validate/validate';
import { parseCommandLine, shownPath } from './command-line';
import { namedPlugin } from './load-plugins';
import { outputFile, writeOutput } from './output-file';

export async function pack(args: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(args, { output: { type: 'string', short: 'o' }, root: { type: 'string' } });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const named = await namedPlugin(positionals, values.root, 'name one plugin folder to pack');
  if (typeof named === 'number') return named;
  const { path, plugin } = named;
  const label = shownPath(plugin.label);
  for (const note of plugin.notes) console.error(`${label}: ${note}`);
  if (plugin.kind === 'claude-code-plugin') {
    // Its zip would hold no plugin.json, so no Agent Plugins client could install it.
    console.error(
      `${label}: it is laid out for Claude Code only (there is no plugin.json at its top), so Bailey could not install its zip; nothing was written. Add a plugin.json at its top, or open it in the Solution Builder app, which writes one from the Claude Code details.`,
    );
    return 1;
  }
  const output = await outputFile(values.output, defaultName(plugin.tree));
  await writeOutput(output, await writePluginZip(plugin.tree));
  const files = [...plugin.tree.values()].filter((entry) => entry.kind === 'file').length;
  console.log(`Wrote ${shownPath(output)} (${files} ${files === 1 ? 'file' : 'files'}).`);
  const { error } = countBySeverity(validate(plugin.tree));
  if (error > 0)
    console.error(
      `${label}: it has ${error} ${error === 1 ? 'error' : 'errors'}; "solution-builder check ${shownPath(path)}" lists them.`,
    );
  return 0;
}

/** The name the app's Export gives the same plugin. */
function defaultName(tree: FileTree): string {
  const manifest = readManifest(tree);
  const version = manifest?.object?.version;
  return zipFileName(
    readSolution(tree)?.name ?? manifest?.name,
    typeof version === 'string' && version !== '' ? version : undefined,
  );
}
