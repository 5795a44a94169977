/**
 * Opening a plugin from a zip or a folder, for the start screen and the workspace's Import. Loaded
 * on first use. Zips are read in the archive worker; folders are read here with the same limits.
 */
import { unsafePathReason, type FileTree, type TreeEntry } from '../model/file-tree';
import {
  detectPluginRoot,
  rerootTree,
  type PluginKind,
  type PluginRootCandidate,
} from '../model/plugin-root';
import { inferProgramModes, inferredModesNote } from '../model/program-files';
import { beyondLimitsSentence, findBeyondParseLimits } from '../model/tree-limits';
import { openZipInWorker } from '../archive/archive-client';
import { DEFAULT_ZIP_LIMITS } from '../archive/limits';
import type { ZipReadResult } from '../archive/read-zip';

/** The outcome of opening: a plugin to show, a refusal to say, or a choice to ask for. */
export type OpenOutcome =
  | {
      readonly kind: 'opened';
      readonly tree: FileTree;
      readonly pluginKind: PluginKind;
      /** Things the person should know (names that collide on some systems, …). */
      readonly warnings: readonly string[];
    }
  | { readonly kind: 'refused'; readonly message: string }
  | {
      readonly kind: 'choose';
      readonly candidates: readonly PluginRootCandidate[];
      readonly open: (root: string) => Promise<OpenOutcome>;
    };

/** A file picked from a folder, with its path inside that folder. */
export interface FolderFile {
  readonly path: string;
  readonly file: File;
}

export type Progress = (label: string, ratio: number) => void;

/** Opens a zip in the worker; progress reports the share of the archive unpacked. */
export async function openZip(file: Blob, onProgress: Progress, root?: string): Promise<OpenOutcome> {
  const label = 'Opening the zip…';
  onProgress(label, 0);
  let result: ZipReadResult;
  try {
    result = await openZipInWorker(
      file,
      (p) => onProgress(label, p.total > 0 ? p.done / p.total : 0),
      root === undefined ? {} : { root },
    );
  } catch {
    return { kind: 'refused', message: 'This zip could not be opened. Your current work is unchanged.' };
  }
  switch (result.kind) {
    case 'refused':
      // The archive says what is wrong with the zip; the page adds what that means here.
      return { kind: 'refused', message: `${result.refused.message} Your current work is unchanged.` };
    case 'choose-plugin':
      return {
        kind: 'choose',
        candidates: result.candidates,
        open: (chosen) => openZip(file, onProgress, chosen),
      };
    default:
      return {
        kind: 'opened',
        tree: result.tree,
        pluginKind: result.kind,
        warnings: result.warnings.map((w) => w.message),
      };
  }
}

/** Opens a folder's files, refusing unsafe names and folders beyond the zip limits. */
export async function openFolder(files: readonly FolderFile[], onProgress: Progress): Promise<OpenOutcome> {
  const unchanged = ' Your current work is unchanged.';
  if (files.length > DEFAULT_ZIP_LIMITS.maxEntries) {
    return {
      kind: 'refused',
      message: `This folder holds more than ${DEFAULT_ZIP_LIMITS.maxEntries.toLocaleString('en')} files, more than a plugin should, so it was not opened.${unchanged}`,
    };
  }
  const total = files.reduce((sum, f) => sum + f.file.size, 0);
  if (total > DEFAULT_ZIP_LIMITS.maxUnpackedBytes) {
    return {
      kind: 'refused',
      message: `This folder holds more than ${DEFAULT_ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024} MB, more than a plugin should, so it was not opened.${unchanged}`,
    };
  }
  const unsafe = files.find((f) => unsafePathReason(f.path));
  if (unsafe)
    return {
      kind: 'refused',
      message: `This folder holds a file with a name a plugin cannot use (${unsafe.path}), so it was not opened.${unchanged}`,
    };
  const whole = new Map<string, TreeEntry>();
  let read = 0;
  for (const { path, file } of files) {
    whole.set(path, {
      kind: 'file',
      bytes: new Uint8Array(await file.arrayBuffer()),
      mode: 0o644,
      mtime: file.lastModified,
    });
    read += file.size;
    onProgress('Reading the folder…', total > 0 ? read / total : 1);
  }
  return fromTree(whole);
}

function fromTree(whole: FileTree): OpenOutcome {
  const detection = detectPluginRoot(whole);
  const open = (candidate: PluginRootCandidate): OpenOutcome => {
    const rerooted = rerootTree(whole, candidate.root);
    const beyond = findBeyondParseLimits(rerooted);
    if (beyond)
      return { kind: 'refused', message: `${beyondLimitsSentence(beyond)} Your current work is unchanged.` };
    // A picked folder comes without file modes: mark the programs a person expects to run.
    const { tree, marked } = inferProgramModes(rerooted);
    const note = inferredModesNote(marked);
    return { kind: 'opened', tree, pluginKind: candidate.kind, warnings: note ? [note] : [] };
  };
  switch (detection.found) {
    case 'none':
      return {
        kind: 'refused',
        message:
          'This folder holds no plugin (there is no plugin.json in it), so it was not opened. Your current work is unchanged.',
      };
    case 'one':
      return open(detection.candidate);
    case 'several':
      return {
        kind: 'choose',
        candidates: detection.candidates,
        open: async (root) => {
          const chosen = detection.candidates.find((c) => c.root === root);
          return chosen ? open(chosen) : { kind: 'refused', message: 'That plugin is no longer there.' };
        },
      };
  }
}
