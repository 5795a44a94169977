/**
 * The part every reader shares, zip or folder: a tree just read (paths from its top) → the plugin
 * in it by the rule of model/plugin-root.ts, re-rooted, with what the person should be told
 * about it; a choice between several; or a refusal. Kept apart from the zip reader so the page
 * can read a folder without loading jszip.
 */
import type { FileTree } from '../model/file-tree';
import { inferProgramModes, inferredModesNote } from '../model/program-files';
import {
  detectOtherLayout,
  detectPluginRoot,
  filesOutsideRoot,
  isMacLitter,
  pluginAt,
  rerootTree,
  type PluginKind,
  type PluginRootCandidate,
} from '../model/plugin-root';
import { windowsUnsafePaths } from '../model/portable-names';
import { findBeyondParseLimits } from '../model/tree-limits';
import {
  backslashWarning,
  caseCollisionWarning,
  inferredModesWarning,
  legacyEncodingWarning,
  macMetadataWarning,
  outsideRootWarning,
  refusal,
  skippedWarning,
  specialModeBitsWarning,
  windowsNamesWarning,
  type Container,
  type Refusal,
  type ZipWarning,
} from './archive-messages';

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

/** Notes about what was read, kept so a later choice can still report them. */
export interface ArchiveNotes {
  readonly container: Container;
  readonly legacyNames: readonly string[];
  readonly backslashNames: readonly string[];
  /** A folder's links and special files, skipped rather than read. */
  readonly skipped: readonly string[];
  /** True when the files came without modes (a browser's folder): programs are then marked by guess. */
  readonly modesUnknown: boolean;
}

/** A refused zip; nothing of it is kept. */
export interface ZipRefused {
  readonly kind: 'refused';
  readonly refused: Refusal;
}

/** What reading a zip gives. */
export type ZipReadResult = PluginZip | PluginChoice | ZipRefused;

/** How `openTree` picks the plugin. */
export interface OpenTreeOptions {
  /** Open the plugin in this folder (a `choose-plugin` candidate's `root`). */
  readonly root?: string;
  /**
   * Open the top as a plain plugin when there is no plugin.json anywhere, instead of refusing (or
   * the folder of a plugin laid out for another client only, `.plugin/plugin.json`…): for the
   * command-line checker, whose rules then say what is missing, for a zip as for a folder.
   */
  readonly topWithoutManifest?: boolean;
}

/**
 * The plugin in a tree just read (a zip's or a folder's, paths from its top), by the rule of
 * model/plugin-root.ts, with what the person should be told about it. Shared by every reader.
 */
export function openTree(whole: FileTree, notes: ArchiveNotes, opts: OpenTreeOptions = {}): ZipReadResult {
  if (opts.root !== undefined) return openAt(whole, opts.root, notes);
  const detection = detectPluginRoot(whole);
  switch (detection.found) {
    case 'none': {
      // Laid out for another client only (`.plugin/plugin.json`…): named as such, never "no plugin".
      const other = detectOtherLayout(whole);
      if (opts.topWithoutManifest)
        return finish(whole, { root: other?.root ?? '', kind: 'agent-plugin' }, notes);
      const { container } = notes;
      const refused = other
        ? refusal('other-layout', {
            container,
            client: other.client,
            name: pathIn(other.root, other.manifest),
          })
        : refusal('no-plugin', { container });
      return { kind: 'refused', refused };
    }
    case 'one':
      return finish(whole, detection.candidate, notes);
    case 'several':
      return { kind: 'choose-plugin', candidates: detection.candidates, tree: whole, archive: notes };
  }
}

/** The plugin at `root` of a `choose-plugin` result, or a refusal when no plugin is there. */
export function choosePlugin(choice: PluginChoice, root: string): PluginZip | ZipRefused {
  return openAt(choice.tree, root, choice.archive);
}

function openAt(tree: FileTree, root: string, notes: ArchiveNotes): PluginZip | ZipRefused {
  const candidate = pluginAt(tree, root);
  if (!candidate) {
    const { container } = notes;
    // A folder chosen by name that holds a plugin for another client only is named as such too.
    const other = detectOtherLayout(rerootTree(tree, root));
    const refused =
      other?.root === ''
        ? refusal('other-layout', { container, client: other.client, name: pathIn(root, other.manifest) })
        : refusal('unknown-root', { name: root, container });
    return { kind: 'refused', refused };
  }
  return finish(tree, candidate, notes);
}

function finish(
  whole: FileTree,
  candidate: PluginRootCandidate,
  notes: ArchiveNotes,
): PluginZip | ZipRefused {
  const { root } = candidate;
  const rerooted = rerootTree(whole, root);
  // Finder's litter (__MACOSX, .DS_Store) is never content: left out, with a note.
  const litter = [...rerooted.keys()].filter(isMacLitter);
  let tree = litter.length === 0 ? rerooted : withoutPaths(rerooted, litter);
  const beyond = findBeyondParseLimits(tree);
  if (beyond) {
    const facts = {
      name: beyond.path,
      limit: beyond.max,
      structure: beyond.limit,
      container: notes.container,
    };
    return { kind: 'refused', refused: refusal('beyond-parse-limits', facts) };
  }
  // Notes about the whole tree, kept only for the paths under the root, relative to it.
  const inRoot = (paths: readonly string[]) =>
    root === '' ? paths : paths.filter((p) => p.startsWith(`${root}/`)).map((p) => p.slice(root.length + 1));
  const warnings: ZipWarning[] = [];
  const legacy = inRoot(notes.legacyNames).filter((p) => tree.has(p));
  if (legacy.length > 0) warnings.push(legacyEncodingWarning(legacy));
  const backslashed = inRoot(notes.backslashNames).filter((p) => tree.has(p));
  if (backslashed.length > 0) warnings.push(backslashWarning(backslashed));
  const outside = filesOutsideRoot(whole, root);
  if (outside.length > 0) warnings.push(outsideRootWarning(root, outside, notes.container));
  if (litter.length > 0) warnings.push(macMetadataWarning(litter));
  const skipped = inRoot(notes.skipped);
  if (skipped.length > 0) warnings.push(skippedWarning(skipped));
  for (const group of caseCollisions(tree)) warnings.push(caseCollisionWarning(group));
  const special = [...tree].filter(([, entry]) => ((entry.mode ?? 0) & 0o7000) !== 0).map(([path]) => path);
  if (special.length > 0) warnings.push(specialModeBitsWarning(special));
  const unportable = windowsUnsafePaths(tree.keys());
  if (unportable.length > 0) warnings.push(windowsNamesWarning(unportable));
  if (notes.modesUnknown) {
    // A browser's folder comes without file modes: mark the programs a person expects to run.
    const inferred = inferProgramModes(tree);
    const note = inferredModesNote(inferred.marked);
    tree = inferred.tree;
    if (note) warnings.push(inferredModesWarning(note, inferred.marked));
  }
  return { kind: candidate.kind, root, ...(candidate.name ? { name: candidate.name } : {}), tree, warnings };
}

function pathIn(root: string, path: string): string {
  return root === '' ? path : `${root}/${path}`;
}

function withoutPaths(tree: FileTree, paths: readonly string[]): FileTree {
  const kept = new Map(tree);
  for (const path of paths) kept.delete(path);
  return kept;
}

// Paths equal once letter case is folded (and accents composed the same way, as macOS does)
// land on the same file on Windows and macOS: they are kept, and the person is told once for
// each place where the spellings part, with every path under it (Skills/ and skills/ are one
// warning, however many files each holds). Each file and folder is folded once (a plugin has
// thousands, and most share their folders); the paths under a clash are gathered only when there is one.
function caseCollisions(tree: FileTree): string[][] {
  const spellings = new Map<string, Set<string>>();
  const seen = new Set<string>();
  let clash = false;
  for (const path of tree.keys()) {
    // From the path up to its top folder, until a folder already folded (its own are, too).
    for (
      let prefix = path;
      prefix !== '' && !seen.has(prefix);
      prefix = prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')))
    ) {
      seen.add(prefix);
      const key = prefix.normalize('NFC').toLowerCase();
      const known = spellings.get(key);
      if (!known) spellings.set(key, new Set([prefix]));
      else if (!known.has(prefix)) {
        known.add(prefix);
        clash = true;
      }
    }
  }
  if (!clash) return [];
  const parts = (key: string) => (spellings.get(key)?.size ?? 0) > 1;
  const under = new Map<string, string[]>();
  for (const path of tree.keys()) {
    const segments = path.split('/');
    for (let depth = 1; depth <= segments.length; depth++) {
      const key = segments.slice(0, depth).join('/').normalize('NFC').toLowerCase();
      if (!parts(key)) continue;
      const paths = under.get(key);
      if (paths) paths.push(path);
      else under.set(key, [path]);
    }
  }
  return [...under]
    .filter(([key]) => !parts(key.slice(0, Math.max(0, key.lastIndexOf('/')))))
    .map(([, paths]) => paths.sort());
}
