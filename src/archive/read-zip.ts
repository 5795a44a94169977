/**
 * The archive's public reading API, for the app's worker and the command-line checker alike:
 * zip bytes → the plugin it holds (re-rooted at its `plugin.json`), a choice between several
 * plugins, or a refusal with a code and one plain sentence. It never throws for bad input.
 */
import type { FileTree } from '../model/file-tree';
import {
  detectPluginRoot,
  filesOutsideRoot,
  pluginAt,
  rerootTree,
  type PluginKind,
  type PluginRootCandidate,
} from '../model/plugin-root';
import { findBeyondParseLimits } from '../model/tree-limits';
import { zipLimits, type ZipLimits } from './limits';
import {
  backslashWarning,
  caseCollisionWarning,
  legacyEncodingWarning,
  macMetadataWarning,
  outsideRootWarning,
  refusal,
  ZipRefusedError,
  type Refusal,
  type ZipWarning,
} from './archive-messages';
import { unpackArchive, type UnpackedArchive, type ZipProgress } from './unpack-archive';

export type { ZipProgress } from './unpack-archive';

/** Options for `readPluginZip`. */
export interface ReadZipOptions {
  /** Open the plugin in this folder of the zip (a `choose-plugin` candidate's `root`). */
  readonly root?: string;
  /** Tighter or looser limits than the defaults (tests and special tools). */
  readonly limits?: Partial<ZipLimits>;
  /** Hears unpacking progress; called often, so keep it cheap. */
  readonly onProgress?: (progress: ZipProgress) => void;
}

/** A plugin read from a zip: its tree with paths relative to its root. */
export interface PluginZip {
  readonly kind: PluginKind;
  /** The plugin's folder inside the zip (`''` for the zip's top). */
  readonly root: string;
  readonly name?: string;
  readonly tree: FileTree;
  readonly warnings: readonly ZipWarning[];
}

/** A zip holding several plugins: pass one candidate's root to `choosePlugin`. */
export interface PluginChoice {
  readonly kind: 'choose-plugin';
  readonly candidates: readonly PluginRootCandidate[];
  /** The zip's whole tree, from which `choosePlugin` cuts the chosen plugin without re-reading. */
  readonly tree: FileTree;
  readonly archive: ArchiveNotes;
}

/** Notes about the archive's names, kept so a later choice can still report them. */
export interface ArchiveNotes {
  readonly legacyNames: readonly string[];
  readonly backslashNames: readonly string[];
}

/** A refused zip; nothing of it is kept. */
export interface ZipRefused {
  readonly kind: 'refused';
  readonly refused: Refusal;
}

/** What reading a zip gives. */
export type ZipReadResult = PluginZip | PluginChoice | ZipRefused;

/** Reads a plugin zip under every check in README.md; resolves (never rejects) for any input bytes. */
export async function readPluginZip(bytes: Uint8Array, opts: ReadZipOptions = {}): Promise<ZipReadResult> {
  let archive: UnpackedArchive;
  try {
    archive = await unpackArchive(bytes, zipLimits(opts.limits), opts.onProgress);
  } catch (error) {
    if (error instanceof ZipRefusedError) return { kind: 'refused', refused: error.refusal };
    throw error;
  }
  const notes: ArchiveNotes = { legacyNames: archive.legacyNames, backslashNames: archive.backslashNames };
  if (opts.root !== undefined) return openAt(archive.tree, opts.root, notes);
  const detection = detectPluginRoot(archive.tree);
  switch (detection.found) {
    case 'none':
      return { kind: 'refused', refused: refusal('no-plugin') };
    case 'one':
      return finish(archive.tree, detection.candidate, notes);
    case 'several':
      return { kind: 'choose-plugin', candidates: detection.candidates, tree: archive.tree, archive: notes };
  }
}

/** The plugin at `root` of a `choose-plugin` result, or a refusal when no plugin is there. */
export function choosePlugin(choice: PluginChoice, root: string): PluginZip | ZipRefused {
  return openAt(choice.tree, root, choice.archive);
}

function openAt(tree: FileTree, root: string, notes: ArchiveNotes): PluginZip | ZipRefused {
  const candidate = pluginAt(tree, root);
  if (!candidate)
    return { kind: 'refused', refused: refusal('unknown-root', { name: root === '' ? 'the top' : root }) };
  return finish(tree, candidate, notes);
}

function finish(
  whole: FileTree,
  candidate: PluginRootCandidate,
  notes: ArchiveNotes,
): PluginZip | ZipRefused {
  const { root } = candidate;
  const rerooted = rerootTree(whole, root);
  const macMetadata = [...rerooted.keys()].filter(
    (path) => path === MAC_METADATA || path.startsWith(`${MAC_METADATA}/`),
  );
  const tree = macMetadata.length === 0 ? rerooted : withoutPaths(rerooted, macMetadata);
  const beyond = findBeyondParseLimits(tree);
  if (beyond) {
    const facts = { name: beyond.path, limit: beyond.max, structure: beyond.limit };
    return { kind: 'refused', refused: refusal('beyond-parse-limits', facts) };
  }
  // Archive-wide notes, kept only for the paths the plugin holds, relative to its root.
  const inRoot = (paths: readonly string[]) =>
    paths
      .map((p) => (root === '' ? p : p.slice(root.length + 1)))
      .filter((p, i) => tree.has(p) && (root === '' || paths[i]!.startsWith(`${root}/`)));
  const warnings: ZipWarning[] = [];
  const legacy = inRoot(notes.legacyNames);
  if (legacy.length > 0) warnings.push(legacyEncodingWarning(legacy));
  const backslashed = inRoot(notes.backslashNames);
  if (backslashed.length > 0) warnings.push(backslashWarning(backslashed));
  const outside = filesOutsideRoot(whole, root);
  if (outside.length > 0) warnings.push(outsideRootWarning(root, outside));
  if (macMetadata.length > 0) warnings.push(macMetadataWarning(macMetadata));
  for (const group of caseCollisions(tree)) warnings.push(caseCollisionWarning(group));
  return { kind: candidate.kind, root, ...(candidate.name ? { name: candidate.name } : {}), tree, warnings };
}

// macOS's Finder adds this folder of AppleDouble files to the zips it makes; it is never content.
const MAC_METADATA = '__MACOSX';

function withoutPaths(tree: FileTree, paths: readonly string[]): FileTree {
  const kept = new Map(tree);
  for (const path of paths) kept.delete(path);
  return kept;
}

// Paths equal once letter case is folded (and accents composed the same way, as macOS does)
// land on the same file on Windows and macOS: they are kept, and the person is told.
function caseCollisions(tree: FileTree): string[][] {
  const groups = new Map<string, string[]>();
  for (const path of tree.keys()) {
    const key = path.normalize('NFC').toLowerCase();
    const group = groups.get(key);
    if (group) group.push(path);
    else groups.set(key, [path]);
  }
  return [...groups.values()].filter((group) => group.length > 1).map((group) => group.sort());
}
