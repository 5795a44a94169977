/**
 * A path on the command line → the plugin(s) in it: a folder or a .zip, one plugin at its top (or
 * in one wrapping folder), several found below, or the one `--root` names. The same detection
 * and limits as an import in the app (model/plugin-root.ts, archive/read-zip.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { refusal, withDetail } from '../archive/archive-messages';
import { readPluginFolder } from '../archive/folder-entries';
import { DEFAULT_ZIP_LIMITS } from '../archive/limits';
import { choosePlugin, type OpenTreeOptions } from '../archive/open-tree';
import type { PluginZip, ZipReadResult, ZipRefused } from '../archive/read-zip';
import type { FileTree } from '../model/file-tree';
import { detectOtherLayout, pluginAt, type PluginKind } from '../model/plugin-root';
import { failureSentence, pathError, usageError } from './command-line';
import { listFolder } from './read-folder';

/** One plugin read from a path. */
export interface LoadedPlugin {
  /** How reports name it: the path, or for one of several, the path with its folder inside. */
  readonly label: string;
  /** Its folder inside the path (`''` for the top). */
  readonly root: string;
  /** What kind of plugin it is; `undefined` for a folder with no plugin.json anywhere (checked as it is). */
  readonly kind: PluginKind | undefined;
  readonly tree: FileTree;
  /** Whether it was read from a zip file (else from a folder, whatever the folder's name). */
  readonly zip: boolean;
  /** Sentences about what reading skipped or noticed, for stderr. */
  readonly notes: readonly string[];
  /** Where one of its files is, as a workflow sees it: inside the folder, or the zip itself. */
  readonly fileOf: (file: string) => string;
}

export type Loaded = { readonly plugins: readonly LoadedPlugin[] } | { readonly problem: string };

/** Whether `path` names a zip (by its name, as the app's file picker does). */
function isZipPath(path: string): boolean {
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
    if (!isZipPath(path)) return { problem: 'not a plugin folder or a .zip file.' };
    // Refused from its size before a byte of it is read, as the app refuses a file it is handed.
    const limit = DEFAULT_ZIP_LIMITS.maxZipBytes;
    if (info.size > limit)
      return { problem: withDetail(refusal('zip-too-large', { size: info.size, limit })) };
    return await loadZip(path, new Uint8Array(await readFile(path)), root);
  } catch (error) {
    return { problem: failureSentence(error) ?? (error as Error).message };
  }
}

async function loadFolder(path: string, root: string | undefined): Promise<Loaded> {
  const items = await listFolder(path, DEFAULT_ZIP_LIMITS.maxEntries);
  const result = await readPluginFolder(items, openOptions(root));
  return pluginsOf(
    result,
    { path, zip: false },
    (at) => join(path, at),
    (at, file) => join(path, at, file),
  );
}

async function loadZip(path: string, bytes: Uint8Array, root: string | undefined): Promise<Loaded> {
  // The zip reader (and jszip with it) is loaded only when a zip is read: a folder's check starts faster.
  const { readPluginZip } = await import('../archive/read-zip');
  // Opened as a folder is: a zip and the same folder get one answer (#32 item 5).
  const result = await readPluginZip(bytes, openOptions(root));
  return pluginsOf(
    result,
    { path, zip: true },
    (at) => `${path} (${at || 'the top'})`,
    () => path,
  );
}

/** The plugin(s) a reader found: each of several, or the one. */
function pluginsOf(
  result: ZipReadResult,
  { path, zip }: { readonly path: string; readonly zip: boolean },
  labelOf: (root: string) => string,
  fileOf: (root: string, file: string) => string,
): Loaded {
  if (result.kind === 'refused') return { problem: withDetail(result.refused) };
  const chosen: (PluginZip | ZipRefused)[] =
    result.kind === 'choose-plugin'
      ? result.candidates.map((candidate) => choosePlugin(result, candidate.root))
      : [result];
  const plugins: LoadedPlugin[] = [];
  for (const plugin of chosen) {
    if (plugin.kind === 'refused') return { problem: withDetail(plugin.refused) };
    plugins.push({
      label: chosen.length > 1 ? labelOf(plugin.root) : path,
      root: plugin.root,
      // A folder opened at its top for want of a plugin.json has no kind.
      kind: pluginAt(plugin.tree, '') ? plugin.kind : undefined,
      tree: plugin.tree,
      zip,
      notes: plugin.warnings.map(withDetail),
      fileOf: (file) => fileOf(plugin.root, file),
    });
  }
  return { plugins };
}

/**
 * How a path's plugin is opened, zip or folder alike: at `--root`, or where it is found; one with
 * no plugin.json anywhere (or laid out for another client only) is still checked, from its top or
 * that client's folder, so the rules can say what is missing.
 */
function openOptions(root: string | undefined): OpenTreeOptions {
  return root === undefined ? { topWithoutManifest: true } : { root: trimRoot(root) };
}

/** `--root plugins/a/` and `./plugins/a` name the same folder as `plugins/a`. */
function trimRoot(root: string): string {
  const trimmed = root.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return trimmed === '.' ? '' : trimmed;
}

/**
 * The one plugin at `path` that pack and fix work on, or why there is none the app would open: no
 * plugin.json, or several plugins and no `root`. The limits and name rules an import applies were
 * applied while reading (archive/folder-entries.ts, archive/read-zip.ts).
 */
export async function loadOnePlugin(path: string, root: string | undefined): Promise<LoadedPlugin | string> {
  const loaded = await loadPlugins(path, root);
  if ('problem' in loaded) return loaded.problem;
  const [plugin, ...others] = loaded.plugins;
  if (others.length > 0)
    return `it holds several plugins (${loaded.plugins.map((p) => p.root).join(', ')}); name one with --root.`;
  if (!plugin?.kind) {
    const other = plugin && detectOtherLayout(plugin.tree);
    return other?.root === ''
      ? `it is laid out for ${other.client} only (${other.manifest}) and has no plugin.json at its top, so it is not an Agent Plugin; "solution-builder check" says what to add.`
      : 'there is no plugin.json in it, so it is not a plugin.';
  }
  return plugin;
}

/**
 * The one plugin a command's only argument names (pack, fix), with that argument; or, when there
 * is not exactly one argument or no plugin the app would open, the exit status after saying why
 * (`usage` words the first case).
 */
export async function namedPlugin(
  positionals: readonly string[],
  root: string | undefined,
  usage: string,
): Promise<{ readonly path: string; readonly plugin: LoadedPlugin } | number> {
  if (positionals.length !== 1) return usageError(usage);
  const path = positionals[0]!;
  const plugin = await loadOnePlugin(path, root);
  return typeof plugin === 'string' ? pathError(path, plugin) : { path, plugin };
}
