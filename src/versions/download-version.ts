/**
 * The package version a download carries. It moves on by itself: when something changed since the
 * last download, the download takes the step the changes call for (next-version.ts), unless the
 * person typed a version of her own since then, which is kept. A plugin that already keeps a
 * change history gets an entry for it too. Both are written as one change, so one Undo takes them
 * back.
 */
import type { FileTree } from '../model/file-tree';
import { syncJsonFile } from '../model/json-sync';
import { ok, type OperationResult } from '../model/operation-support';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import type { PlainChange } from './change';
import { changeLogUnwritable, hasChangeLog, withChangeLogEntry } from './change-log';

/** What changed since the last download, and the version to give this one. */
export interface ChangesSinceDownload {
  readonly changes: readonly PlainChange[];
  /** plugin.json's version now (`undefined` when it has none). */
  readonly current: string | undefined;
  /** The step the changes call for, counted from the version last downloaded. */
  readonly suggested: string;
  /** The version this download takes when nobody is asked: the person's own, or the suggestion. */
  readonly byItself: string;
}

/**
 * The version a download takes by itself: `current` when the person changed it since the last
 * download (`downloaded` is that download's version), otherwise `suggested`.
 */
export function versionByItself(
  downloaded: string | undefined,
  current: string | undefined,
  suggested: string,
): string {
  return current !== undefined && downloaded !== undefined && current !== downloaded ? current : suggested;
}

export interface DownloadVersion {
  /** The version to write; `undefined` or the current one leaves plugin.json as it is. */
  readonly version: string | undefined;
  readonly current: string | undefined;
  /** Lines for the change history, or `undefined` to write none. */
  readonly noteLines?: readonly string[];
  /** The day of the entry, as YYYY-MM-DD. */
  readonly date: string;
}

/** `tree` with the download's version in plugin.json and, when asked, its change-history entry. */
export function withDownloadVersion(tree: FileTree, next: DownloadVersion): OperationResult {
  const raise = next.version !== undefined && next.version !== next.current;
  const versioned = raise ? syncJsonFile(tree, PLUGIN_MANIFEST_PATH, ['version'], next.version) : ok(tree);
  if (!versioned.ok || next.noteLines === undefined) return versioned;
  const entry = { version: next.version ?? next.current, date: next.date, lines: next.noteLines };
  return ok(withChangeLogEntry(versioned.tree, entry));
}

/**
 * The change a download makes by itself: the version it takes and, when the plugin already keeps
 * a change history that can take an entry, the changes as that entry's lines.
 */
export function downloadVersionByItself(
  tree: FileTree,
  found: ChangesSinceDownload,
  date: string,
): DownloadVersion {
  const keepsHistory = hasChangeLog(tree) && changeLogUnwritable(tree) === undefined;
  return {
    version: found.byItself,
    current: found.current,
    noteLines: keepsHistory ? changeLines(found.changes) : undefined,
    date,
  };
}

/** The changes as change-history lines, one each, the version number itself left out. */
export function changeLines(changes: readonly PlainChange[]): string[] {
  return changes.filter((change) => !change.isVersion).map((change) => change.text.replace(/\s+/g, ' '));
}

/** A day in the local time zone of `now`, as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
