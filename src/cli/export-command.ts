/**
 * `solution-builder export PATH --to TARGET [-o OUT] [--root FOLDER]`: the page's other ways to
 * export, from a folder or zip (export-targets/). What the target cannot carry is printed first;
 * each file written is printed with its SHA-256. OUT is the file when the target makes one, the
 * folder to write into when it makes several (skills for claude.ai: one zip per skill).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writePluginZip } from '../archive/write-zip';
import { sha256Hex } from '../model/sha256';
import { exportTarget } from '../export-targets/targets';
import { TARGET_IDS } from '../export-targets/types';
import { parseCommandLine, usageError } from './command-line';
import { loadOnePlugin } from './load-plugins';

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
  if (typeof plugin === 'string') {
    console.error(`${path}: ${plugin}`);
    return 2;
  }
  const result = target.run(plugin.tree);
  for (const sentence of result.cannotCarry) console.error(`Not carried: ${sentence}`);
  const several = result.outputs.length > 1;
  if (several && values.output !== undefined) await mkdir(values.output, { recursive: true });
  for (const output of result.outputs) {
    const bytes = output.kind === 'zip' ? await writePluginZip(output.tree) : output.bytes;
    const file = several ? join(values.output ?? '.', output.name) : (values.output ?? output.name);
    await writeFile(file, bytes);
    console.log(`Wrote ${file} (SHA-256 ${await sha256Hex(bytes)}).`);
  }
  if (result.outputs.length === 0) console.error(`${plugin.label}: nothing was written.`);
  return 0;
}
