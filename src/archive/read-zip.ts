/**
 * The archive's public reading API, for the app's worker and the command-line checker alike:
 * zip bytes → the plugin it holds (re-rooted at its `plugin.json`), a choice between several
 * plugins, or a refusal with a code and one plain sentence. It never throws for bad input.
 * What follows the unpacking is shared with the folder reader (open-tree.ts).
 */
import { zipLimits, type ZipLimits } from './limits';
import { ZipRefusedError } from './archive-messages';
import { openTree, type ArchiveNotes, type OpenTreeOptions, type ZipReadResult } from './open-tree';
import { unpackArchive, type UnpackedArchive, type UnpackOptions } from './unpack-archive';

export type { ZipProgress } from './unpack-archive';
export { choosePlugin } from './open-tree';
export type { PluginZip, ZipReadResult, ZipRefused } from './open-tree';

/**
 * Options for `readPluginZip`: where to open the plugin (as for a folder), and how to unpack it
 * (`UnpackOptions`: progress, other readers side by side, files handed on first).
 */
export interface ReadZipOptions extends OpenTreeOptions, UnpackOptions {
  /** Tighter or looser limits than the defaults (tests and special tools). */
  readonly limits?: Partial<ZipLimits>;
}

/** Reads a plugin zip under every check in README.md; resolves (never rejects) for any input bytes. */
export async function readPluginZip(bytes: Uint8Array, opts: ReadZipOptions = {}): Promise<ZipReadResult> {
  let archive: UnpackedArchive;
  try {
    archive = await unpackArchive(bytes, zipLimits(opts.limits), opts);
  } catch (error) {
    if (error instanceof ZipRefusedError) return { kind: 'refused', refused: error.refusal };
    throw error;
  }
  const notes: ArchiveNotes = {
    container: 'zip',
    legacyNames: archive.legacyNames,
    backslashNames: archive.backslashNames,
    skipped: [],
    modesUnknown: false,
  };
  return openTree(archive.tree, notes, opts);
}
