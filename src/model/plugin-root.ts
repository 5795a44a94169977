/**
 * Where the plugin is in an imported tree (a zip's contents or a dropped folder), and what kind
 * of plugin it is. The rule (PRODUCT.md, "Import"): `plugin.json` at the top, or inside one
 * wrapping folder as GitHub's "Download ZIP" makes; otherwise the plugin folder found fewest
 * levels down, at any depth, and the person picks when several are equally shallow. A Claude Code plugin
 * (`.claude-plugin/plugin.json` and no `plugin.json`) counts as a plugin, to be offered conversion.
 */
import type { FileTree, TreeEntry } from './file-tree';
import { parseJsonBytes } from './json-file';
import { CLAUDE_MANIFEST_PATH, PLUGIN_MANIFEST_PATH } from './plugin-manifest';

/** A Bailey solution, a plain Agent Plugin (no solution document named), or a Claude Code plugin. */
export type PluginKind = 'solution' | 'agent-plugin' | 'claude-code-plugin';

/** A folder that holds a plugin; `root` is `''` for the top of the tree. */
export interface PluginRootCandidate {
  readonly root: string;
  readonly kind: PluginKind;
  /** The manifest's `name`, when it has a string one (to label the choice). */
  readonly name?: string;
}

/** The outcome of looking for the plugin in a tree. */
export type PluginRootDetection =
  | { readonly found: 'one'; readonly candidate: PluginRootCandidate }
  | { readonly found: 'several'; readonly candidates: readonly PluginRootCandidate[] }
  | { readonly found: 'none' };

// Written by macOS's "Compress" beside the real content; never part of a plugin.
const MAC_RESOURCE_FOLDER = '__MACOSX';
const MAC_FOLDER_FILE = '.DS_Store';

/** Finds the plugin root(s) of `tree` by the rule above. */
export function detectPluginRoot(tree: FileTree): PluginRootDetection {
  const base = wrappingFolder(tree);
  const atBase = pluginAt(tree, base);
  if (atBase) return { found: 'one', candidate: atBase };
  // The shallowest manifests win: a plugin's own examples or vendored plugins sit below it.
  let shallowest = new Set<string>();
  let depth = Infinity;
  for (const [path, entry] of tree) {
    if (entry.kind !== 'file') continue;
    const root = manifestRoot(path);
    if (root === undefined || !isSearchable(root)) continue;
    const rootDepth = root === '' ? 0 : root.split('/').length;
    if (rootDepth < depth) [shallowest, depth] = [new Set([root]), rootDepth];
    else if (rootDepth === depth) shallowest.add(root);
  }
  const candidates = [...shallowest]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((root) => pluginAt(tree, root))
    .filter((candidate): candidate is PluginRootCandidate => candidate !== undefined);
  if (candidates.length === 0) return { found: 'none' };
  if (candidates.length === 1) return { found: 'one', candidate: candidates[0]! };
  return { found: 'several', candidates };
}

/** The plugin whose root is `root`, or `undefined` when that folder holds no manifest. */
export function pluginAt(tree: FileTree, root: string): PluginRootCandidate | undefined {
  const prefix = root === '' ? '' : `${root}/`;
  const manifest = readJsonObject(tree.get(prefix + PLUGIN_MANIFEST_PATH));
  if (manifest) {
    const extension = asObject(asObject(manifest.extensions)?.['org.sigrix']);
    const assistant = extension?.assistant;
    const kind = typeof assistant === 'string' && assistant !== '' ? 'solution' : 'agent-plugin';
    return withName({ root, kind }, manifest);
  }
  if (tree.get(prefix + PLUGIN_MANIFEST_PATH)?.kind === 'file') return { root, kind: 'agent-plugin' };
  const claude = tree.get(prefix + CLAUDE_MANIFEST_PATH);
  if (claude?.kind === 'file') return withName({ root, kind: 'claude-code-plugin' }, readJsonObject(claude));
  return undefined;
}

/**
 * A plugin laid out for another client only: its description in that client's own folder
 * (`.plugin/plugin.json`, the Open Plugins layout; `.cursor-plugin/plugin.json`…) and no
 * `plugin.json` at its top, so no Agent Plugins client reads it. Claude Code's layout is a
 * plugin kind of its own (the builder converts it).
 */
export interface OtherLayout {
  /** The plugin's folder (`''` for the top). */
  readonly root: string;
  /** The client it is laid out for, by name. */
  readonly client: string;
  /** Its description's path, from the plugin's folder (`.plugin/plugin.json`). */
  readonly manifest: string;
}

// `.plugin/` is the Open Plugins layout; `.<client>-plugin/` other clients' own.
const OTHER_MANIFEST = /^(?:(.*)\/)?\.([a-z0-9-]+-)?plugin\/plugin\.json$/;
const CLIENT_NAMES: Readonly<Record<string, string>> = {
  cursor: 'Cursor',
  codex: 'Codex',
  kimi: 'Kimi',
  grok: 'Grok',
};

/**
 * The shallowest plugin in `tree` laid out for another client only (the first by path among
 * equally shallow ones), for a tree where `detectPluginRoot` found none.
 */
export function detectOtherLayout(tree: FileTree): OtherLayout | undefined {
  let best: { path: string; depth: number; layout: OtherLayout } | undefined;
  for (const [path, entry] of tree) {
    const match = entry.kind === 'file' ? OTHER_MANIFEST.exec(path) : null;
    if (!match || match[2] === 'claude-') continue;
    const root = match[1] ?? '';
    if (!isSearchable(root)) continue;
    const depth = root === '' ? 0 : root.split('/').length;
    if (best && (depth > best.depth || (depth === best.depth && path > best.path))) continue;
    const prefix = match[2];
    const client = prefix === undefined ? 'Open Plugins' : clientName(prefix.slice(0, -1));
    const manifest = root === '' ? path : path.slice(root.length + 1);
    best = { path, depth, layout: { root, client, manifest } };
  }
  return best?.layout;
}

function clientName(id: string): string {
  return CLIENT_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** The part of `tree` under `root`, with paths relative to it (the tree itself when `root` is `''`). */
export function rerootTree(tree: FileTree, root: string): FileTree {
  if (root === '') return tree;
  const prefix = `${root}/`;
  const rerooted = new Map<string, TreeEntry>();
  for (const [path, entry] of tree)
    if (path.startsWith(prefix)) rerooted.set(path.slice(prefix.length), entry);
  return rerooted;
}

/** Files of `tree` that re-rooting at `root` leaves out, without macOS's `__MACOSX` and `.DS_Store` litter. */
export function filesOutsideRoot(tree: FileTree, root: string): string[] {
  if (root === '') return [];
  const prefix = `${root}/`;
  const outside: string[] = [];
  for (const [path, entry] of tree) {
    if (entry.kind !== 'file' || path.startsWith(prefix) || isMacLitter(path)) continue;
    outside.push(path);
  }
  return outside.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// The single top-level folder when everything else at the top is macOS litter; otherwise the top.
function wrappingFolder(tree: FileTree): string {
  const top = new Set<string>();
  for (const [path, entry] of tree) {
    if (isMacLitter(path)) continue;
    const slash = path.indexOf('/');
    if (slash === -1 && entry.kind === 'file') return '';
    top.add(slash === -1 ? path : path.slice(0, slash));
  }
  if (top.size !== 1) return '';
  const [only] = top;
  return only!;
}

// `a/b/plugin.json` → `a/b`; `a/.claude-plugin/plugin.json` → `a`.
function manifestRoot(path: string): string | undefined {
  if (path === PLUGIN_MANIFEST_PATH || path === CLAUDE_MANIFEST_PATH) return '';
  if (path.endsWith(`/${CLAUDE_MANIFEST_PATH}`)) return path.slice(0, -CLAUDE_MANIFEST_PATH.length - 1);
  if (path.endsWith(`/${PLUGIN_MANIFEST_PATH}`)) return path.slice(0, -PLUGIN_MANIFEST_PATH.length - 1);
  return undefined;
}

// Other clients keep their own `plugin.json` in dot-folders (`.cursor-plugin/`, `.codex-plugin/`):
// those are not plugin roots, nor is anything under them.
function isSearchable(root: string): boolean {
  return root.split('/').every((segment) => !segment.startsWith('.') && segment !== MAC_RESOURCE_FOLDER);
}

/** Whether `path` is macOS Finder litter: the `__MACOSX` folder of a zip, or a `.DS_Store` file. */
export function isMacLitter(path: string): boolean {
  return (
    path === MAC_RESOURCE_FOLDER ||
    path.startsWith(`${MAC_RESOURCE_FOLDER}/`) ||
    path === MAC_FOLDER_FILE ||
    path.endsWith(`/${MAC_FOLDER_FILE}`)
  );
}

function withName(
  candidate: PluginRootCandidate,
  manifest: Record<string, unknown> | undefined,
): PluginRootCandidate {
  const name = manifest?.name;
  return typeof name === 'string' && name !== '' ? { ...candidate, name } : candidate;
}

// Tolerant on purpose: a manifest that is not JSON still marks a plugin root; the validator
// reports what is wrong with it. The shared parse keeps to the parse limits, and the validator
// reuses it.
function readJsonObject(entry: TreeEntry | undefined): Record<string, unknown> | undefined {
  if (entry?.kind !== 'file') return undefined;
  const { parsed, utf8 } = parseJsonBytes(entry.bytes);
  const readable =
    utf8 &&
    parsed.problems.every(
      (p) => p.kind !== 'syntax' && p.kind !== 'too-deep' && p.kind !== 'too-many-values',
    );
  return readable ? asObject(parsed.value) : undefined;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
