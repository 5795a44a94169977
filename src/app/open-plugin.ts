/**
 * Opening a plugin from a zip or a folder, for the start screen and the workspace's Import. Loaded
 * on first use. Zips are read in the archive worker; folders here, by the same rules
 * (archive/folder-entries.ts).
 */
import { openZipInWorker } from '../archive/page/archive-client';
import { readPluginFolder, type FolderItem } from '../archive/folder-entries';
import { choosePlugin, type ZipReadResult } from '../archive/open-tree';
import { lateProgress } from '../flows/late-progress';
import type { OpenOutcome, Progress } from '../flows/opening';
import type { FileTree } from '../model/file-tree';

/**
 * What the first checks read of every file: each skill's SKILL.md (`validate/validate.ts`'s
 * `prepareValidation`), in a plugin at the zip's top or in a folder of it.
 */
const CHECKED_FIRST = /(?:^|\/)skills\/[^/]+\/SKILL\.md$/;

/**
 * Opens a zip in the worker; progress reports the share of the archive unpacked, once the opening
 * has taken a moment (flows/late-progress.ts). The skills are unpacked first and checked while the
 * rest is read: their facts are then ready, by the identity of their bytes, when the plugin is
 * drawn and checked.
 */
export async function openZip(file: Blob, onProgress: Progress, root?: string): Promise<OpenOutcome> {
  const label = 'Opening the zip…';
  const progress = lateProgress(onProgress);
  progress.report(label, 0);
  let result: ZipReadResult;
  try {
    result = await openZipInWorker(file, (p) => progress.report(label, p.total > 0 ? p.done / p.total : 0), {
      ...(root === undefined ? {} : { root }),
      early: CHECKED_FIRST,
      onEarly: checkAhead,
    });
  } catch {
    return { kind: 'refused', refused: { message: `This zip could not be opened.${UNCHANGED}` } };
  } finally {
    progress.stop();
  }
  return outcomeOf(result, (chosen) => openZip(file, onProgress, chosen));
}

/** Opens a folder's items with the one folder reader: the zip's limits, name rules and root rule. */
export async function openFolder(items: readonly FolderItem[], onProgress: Progress): Promise<OpenOutcome> {
  const label = 'Reading the folder…';
  const progress = lateProgress(onProgress);
  const result = await readPluginFolder(items, {
    onProgress: (p) => progress.report(label, p.total > 0 ? p.done / p.total : 1),
  }).finally(progress.stop);
  // The folder was read once: a choice cuts the chosen plugin out of what was read.
  const open = async (chosen: string): Promise<OpenOutcome> =>
    outcomeOf(result.kind === 'choose-plugin' ? choosePlugin(result, chosen) : result, open);
  return outcomeOf(result, open);
}

/**
 * Works out the facts of the skills sent ahead, in short slices (the tree may come meanwhile). What
 * fails here is said by the checks of the plugin itself.
 */
function checkAhead(skills: FileTree): void {
  import('../validate/validate')
    .then(({ prepareValidation }) => prepareValidation(skills, CHECK_AHEAD_SLICE_MS))
    .catch(() => undefined);
}

/** The longest stretch of checking ahead between two tasks: the tree that comes waits no longer. */
const CHECK_AHEAD_SLICE_MS = 8;

// The archive says what is wrong with the zip or folder; the page adds what that means here.
const UNCHANGED = ' Your current work is unchanged.';

function outcomeOf(result: ZipReadResult, open: (root: string) => Promise<OpenOutcome>): OpenOutcome {
  switch (result.kind) {
    case 'refused':
      // The detail stays with the sentence, for the integrator (ui/notice.tsx).
      return {
        kind: 'refused',
        refused: { ...result.refused, message: `${result.refused.message}${UNCHANGED}` },
      };
    case 'choose-plugin':
      return { kind: 'choose', candidates: result.candidates, open };
    default:
      return {
        kind: 'opened',
        tree: result.tree,
        pluginKind: result.kind,
        // Each note keeps its technical detail, which the page shows in a closed disclosure.
        warnings: result.warnings,
      };
  }
}
