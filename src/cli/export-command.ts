/**
 * `solution-builder export PATH --to TARGET [-o OUT] [--root FOLDER]`: the page's other ways to
 * export, from a folder or zip (export-targets/). What the target cannot carry is printed first;
 * each file written is printed with its SHA-256. OUT is the file to write (or a folder to write the
 * target's file into) for a target that makes one file, and the folder to write into for one that
 * makes a file per skill, however many skills there are. Exit status 1 when the target makes nothing
 * (every skill refused, or nothing Claude Code would use), as `pack` refuses what it cannot pack.
 */
import { join } from 'node:path';
import { writePluginZip } from '../archive/write-zip';
import { sha256Hex } from '../model/sha256';
import { exportTarget } from '../export-targets/targets';
import { TARGET_IDS, type TargetId } from '../export-targets/types';
import { parseCommandLine, pathError, shownPath, usageError } from './command-line';
import { loadOnePlugin } from './load-plugins';
import { outputFile, outputFolder, plainFileName, writeOutput } from './output-file';

// The targets that write one file per skill: their -o names a folder.
const FOLDER_TARGETS: ReadonlySet<TargetId> = new Set(['claude-skills']);

export async function exportTo(args: readonly string[]): Promise<number> {
  const parsed = parseCommandLine(args, {
    to: { type: 'string' },
    output: { type: 'string', short: 'o' },
    root: { type: 'string' },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return usageError('name one plugin folder or zip to export');
  if (values.to === undefined)
    return usageError(`say what to export to with --to (${TARGET_IDS.join(', ')})`);
  const target = exportTarget(values.to);
  if (!target)
    return usageError(`there is no export to "${values.to}"; choose one of ${TARGET_IDS.join(', ')}`);
  const path = positionals[0]!;
  const plugin = await loadOnePlugin(path, values.root);
  if (typeof plugin === 'string') return pathError(path, plugin);
  const result = target.run(plugin.tree);
  for (const sentence of result.cannotCarry) console.error(`Not carried: ${sentence}`);
  for (const sentence of result.notes ?? []) console.error(`Note: ${sentence}`);
  if (result.outputs.length === 0) {
    // As pack does: a run that writes nothing has not done what was asked.
    console.error(`${shownPath(plugin.label)}: nothing was written.`);
    return 1;
  }
  const folder = FOLDER_TARGETS.has(target.id) ? await outputFolder(values.output) : undefined;
  for (const output of result.outputs) {
    const bytes = output.kind === 'zip' ? await writePluginZip(output.tree) : output.bytes;
    const file =
      folder === undefined
        ? await outputFile(values.output, output.name)
        : join(folder, plainFileName(output.name));
    await writeOutput(file, bytes);
    console.log(`Wrote ${shownPath(file)} (SHA-256 ${await sha256Hex(bytes)}).`);
  }
  return 0;
}
