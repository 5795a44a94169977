/**
 * Export, in the order the person meets it: what changed since the last download and the version
 * this one takes (moved on by itself, or asked about when the person wants to be asked), then the
 * errors, then writing the zip, then a version kept of what was downloaded. The workspace draws the
 * step it is at (a dialog, the progress, the "Downloaded" notice) and sends the answers; the tree,
 * the zip writer, the versions and the clock come in as ports.
 */
import type { FileTree } from '../model/file-tree';
import type { OperationResult } from '../model/operation-support';
import { exportFileName, solutionHeadline } from '../model/solution-headline';
import {
  changeLines,
  downloadVersionByItself,
  localDay,
  versionByItself,
  withDownloadVersion,
  type ChangesSinceDownload,
} from '../versions/download-version';
import { suggestVersion } from '../versions/next-version';
import { plainChanges } from '../versions/plain-changes';
import { lastExported, packageVersionOf, type Version } from '../versions/version';
import { createListeners } from '../workspace/listeners';
import type { NoticeText } from './notice-text';

/** Where an export is. */
export type ExportStep =
  | { readonly step: 'idle' }
  /** Looking up the changes since the last download. */
  | { readonly step: 'looking' }
  /** Asking about the changes since the last download and this download's version. */
  | { readonly step: 'version'; readonly found: ChangesSinceDownload }
  /** Asking whether to export a solution with errors. */
  | { readonly step: 'errors'; readonly errors: number }
  /** Writing the zip; `ratio` of it is done. */
  | { readonly step: 'writing'; readonly ratio: number };

/** The zip just downloaded, for the notice that confirms it. */
export interface Downloaded {
  readonly name: string;
  readonly sha256: string;
  /** The version it moved on to by itself, from `was`, after `changes` changes since the last download. */
  readonly movedOn?: { readonly to: string; readonly was: string | undefined; readonly changes: number };
}

export interface ExportState {
  readonly at: ExportStep;
  readonly downloaded?: Downloaded;
}

/** The open solution's kept versions, as the export reads and adds to them. */
export interface ExportVersions {
  list(): Promise<readonly Version[]>;
  load(version: Version, current: FileTree): Promise<FileTree>;
  keep(tree: FileTree, options: { readonly exported: true }): Promise<unknown>;
}

export interface ExportPorts {
  /** The tree as it is now (a version taken in the first step is part of it). */
  tree(): FileTree;
  /** Applies a change to the tree as one undoable step; a refused change changes nothing. */
  change(operation: (tree: FileTree) => OperationResult): void;
  /** Whether the person wants to be asked, before each download, about its changes and version. */
  askFirst(): boolean;
  readonly versions: ExportVersions;
  /** Writes `tree` as a zip, hands it to the person as `name`, and gives its SHA-256. */
  download(tree: FileTree, name: string, progress: (ratio: number) => void): Promise<string>;
  /** Records in the library that `tree`, just downloaded, was exported. */
  markExported(tree: FileTree): void;
  /** Runs `then` once the next frame is drawn. */
  afterNextFrame(then: () => void): unknown;
  /** The time now, for the date of a change-history entry. */
  now(): Date;
  /** Says something went wrong, in a sentence. */
  say(note: NoticeText): void;
  /**
   * Whether this page's code is older than the site's now (another tab took a newly published
   * version, whose worker no longer holds this page's files): then only a reload helps.
   */
  outdated?(): Promise<boolean>;
}

/** What an export that failed in a page older than the site says: to reload, never to try again. */
export const OUTDATED_PAGE =
  'Export needs the newer version of Solution Builder that another tab has taken: reload this page (your work is kept) and export again.';

export interface ExportFlow {
  getState(): ExportState;
  subscribe(listener: () => void): () => void;
  /** The person asked to export a tree that has `errors` errors now. */
  start(errors: number): void;
  /** The answer to the changes and version question: go on with the download, or not. */
  versionAnswered(download: boolean): void;
  /** The answer to the errors question: export anyway, or not. */
  errorsAnswered(exportAnyway: boolean): void;
  dismissDownloaded(): void;
}

export function createExportFlow(ports: ExportPorts): ExportFlow {
  let state: ExportState = { at: { step: 'idle' } };
  let errors = 0;
  const listeners = createListeners();
  const set = (next: ExportState) => {
    state = next;
    listeners.tell();
  };
  const go = (at: ExportStep) => set({ ...state, at });

  /** After the changes: the errors, if any, else the download. */
  const checked = () => (errors > 0 ? go({ step: 'errors', errors }) : void write());
  /** The version moved on by itself for this download, for its notice. */
  let movedOn: Downloaded['movedOn'];

  /** Nobody asked: the download takes its version by itself, then goes on. */
  function moveOn(found: ChangesSinceDownload): void {
    const before = packageVersionOf(ports.tree());
    ports.change((tree) =>
      withDownloadVersion(tree, downloadVersionByItself(tree, found, localDay(ports.now()))),
    );
    const after = packageVersionOf(ports.tree());
    const changes = changeLines(found.changes).length;
    movedOn = after !== undefined && after !== before ? { to: after, was: before, changes } : undefined;
    checked();
  }

  async function write(): Promise<void> {
    const tree = ports.tree();
    const name = exportFileName(solutionHeadline(tree));
    set({ at: { step: 'writing', ratio: 0 } });
    try {
      const sha256 = await ports.download(tree, name, (ratio) => go({ step: 'writing', ratio }));
      ports.markExported(tree);
      set({ at: { step: 'idle' }, downloaded: movedOn ? { name, sha256, movedOn } : { name, sha256 } });
      // Every download is kept as a version, so the next one can say what changed since. Kept once
      // the notice is drawn: the first of its steps would otherwise run in the task that draws it.
      ports.afterNextFrame(
        () =>
          void ports.versions
            .keep(tree, { exported: true })
            .catch((e: unknown) =>
              ports.say({ message: `This download was not kept as a version: ${messageOf(e)}` }),
            ),
      );
    } catch {
      go({ step: 'idle' });
      // Trying again cannot help a page whose files the site no longer has (#37 item 12).
      const outdated = await ports.outdated?.().catch(() => false);
      ports.say(
        outdated
          ? { message: OUTDATED_PAGE, reload: true }
          : { message: 'The zip could not be written. Your work is unchanged; try again.' },
      );
    }
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    start(count) {
      if (state.at.step !== 'idle') return;
      errors = count;
      movedOn = undefined;
      go({ step: 'looking' });
      void changesSinceDownload(ports.versions, ports.tree()).then((found) => {
        if (!found) checked();
        else if (ports.askFirst()) go({ step: 'version', found });
        else moveOn(found);
      });
    },
    versionAnswered(download) {
      if (state.at.step !== 'version') return;
      if (download) checked();
      else go({ step: 'idle' });
    },
    errorsAnswered(exportAnyway) {
      if (state.at.step !== 'errors') return;
      if (exportAnyway) void write();
      else go({ step: 'idle' });
    },
    dismissDownloaded: () => set({ at: state.at }),
  };
}

/**
 * The changes since the last download of `tree`'s solution, or `undefined` when there was no
 * download, nothing changed, or the versions cannot be read (then the download goes ahead as usual).
 */
export async function changesSinceDownload(
  versions: Pick<ExportVersions, 'list' | 'load'>,
  tree: FileTree,
): Promise<ChangesSinceDownload | undefined> {
  try {
    const last = lastExported(await versions.list());
    if (!last) return undefined;
    const changes = plainChanges(await versions.load(last, tree), tree);
    if (changes.length === 0) return undefined;
    const current = packageVersionOf(tree);
    // Counted from the version last downloaded, so a version already raised by hand is not raised twice.
    const suggested = suggestVersion(last.packageVersion ?? current, changes) ?? current ?? '1.0.0';
    return {
      changes,
      current,
      suggested,
      byItself: versionByItself(last.packageVersion, current, suggested),
    };
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.charAt(0).toLowerCase() + text.slice(1);
}
