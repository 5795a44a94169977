/**
 * A path on the command line → the plugin(s) in it: a folder or a .zip, one plugin at its top (or
 * in one wrapping folder), several found below, or the one `--root` names. The same detection
 * and limits as an import in the app (model/plugin-root.ts, archive/read-zip.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { choosePlugin, readPluginZip, type PluginZip } from '../archive/read-zip';
import type { FileTree } from '../model/file-tree';
import {
  detectPluginRoot,
  pluginAt,
  rerootTree,
  type PluginKind,
  type PluginRootCandidate,
} from '../model/plugin-root';
import { beyondLimitsSentence, findBeyondParseLimits } from '../model/tree-limits';
import { readFolder } from './read-folder';

/** One plugin read from a path. */
export interface LoadedPlugin {
  /** How reports name it: the path, or for one of several, the path with its folder inside. */
  readonly label: string;
  /** Its folder inside the path (`''` for the top). */
  readonly root: string;
  /** What kind of plugin it is; `undefined` for a folder with no plugin.json anywhere (checked as it is). */
  readonly kind: PluginKind | undefined;
  readonly tree: FileTree;
  /** Sentences about what reading skipped or noticed, for stderr. */
  readonly notes: readonly string[];
  /** Where one of its files is, as a workflow sees it: inside the folder, or the zip itself. */
  readonly fileOf: (file: string) => string;
}

export type Loaded = { readonly plugins: readonly LoadedPlugin[] } | { readonly problem: string };

/** Whether `path` names a zip (by its name, as the app's file picker does). */
export function isZipPath(path: string): boolean {
  return /\.zip$/i.test(path);
}

/** Reads the plugin(s) at `path`; `root` picks one folder inside it. Never throws. */
export async function loadPlugins(path: string, root?: string): Promise<Loaded> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return { problem: 'there is no such file or folder.' };
  }
  try {
    if (info.isDirectory()) return await loadFolder(path, root);
    if (isZipPath(path)) return await loadZip(path, new Uint8Array(await readFile(path)), root);
    return { problem: 'not a plugin folder or a .zip file.' };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

async function loadFolder(path: string, root: string | undefined): Promise<Loaded> {
  const { tree: whole, skipped } = await readFolder(path);
  const notes = skipped.map((p) => `skipped ${p}: links and special files are not read.`);
  let candidates: readonly (PluginRootCandidate | { root: ''; kind: undefined })[];
  if (root !== undefined) {
    const chosen = pluginAt(whole, trimRoot(root));
    if (!chosen) return { problem: `there is no plugin in ${root} (no plugin.json there).` };
    candidates = [chosen];
  } else {
    const detection = detectPluginRoot(whole);
    // A folder with no manifest anywhere is still checked as it is, so the rules can say what is missing.
    candidates =
      detection.found === 'several'
        ? detection.candidates
        : [detection.found === 'one' ? detection.candidate : { root: '', kind: undefined }];
  }
  const plugins: LoadedPlugin[] = [];
  for (const { root: at, kind } of candidates) {
    const tree = rerootTree(whole, at);
    const beyond = findBeyondParseLimits(tree);
    if (beyond) return { problem: beyondLimitsSentence(beyond) };
    plugins.push({
      label: candidates.length > 1 ? join(path, at) : path,
      root: at,
      kind,
      tree,
      notes: at === '' ? notes : notes.filter((n) => n.startsWith(`skipped ${at}/`)),
      fileOf: (file) => join(path, at, file),
    });
  }
  return { plugins };
}

async function loadZip(path: string, bytes: Uint8Array, root: string | undefined): Promise<Loaded> {
  const result = await readPluginZip(bytes, root === undefined ? {} : { root: trimRoot(root) });
  if (result.kind === 'refused') return { problem: result.refused.message };
  const chosen: (PluginZip | { kind: 'refused'; refused: { message: string } })[] =
    result.kind === 'choose-plugin'
      ? result.candidates.map((candidate) => choosePlugin(result, candidate.root))
      : [result];
  const plugins: LoadedPlugin[] = [];
  for (const plugin of chosen) {
    if (plugin.kind === 'refused') return { problem: plugin.refused.message };
    plugins.push({
      label: chosen.length > 1 ? `${path} (${plugin.root || 'the top'})` : path,
      root: plugin.root,
      kind: plugin.kind,
      tree: plugin.tree,
      notes: plugin.warnings.map((w) => w.message),
      fileOf: () => path,
    });
  }
  return { plugins };
}

/** `--root plugins/a/` and `./plugins/a` name the same folder as `plugins/a`. */
function trimRoot(root: string): string {
  const trimmed = root.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return trimmed === '.' ? '' : trimmed;
}
