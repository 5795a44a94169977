/**
 * The plugin's change history (`CHANGELOG.md` at its root): a new entry written at the top of the
 * entries before a download, from lines the person has read and may have edited. Only the entry's
 * own text is added; every byte already in the file stays as it was.
 */
import { readText, writeText, type FileTree } from '../model/file-tree';

/** Where a new change history is written when the plugin has none. */
export const CHANGE_LOG_PATH = 'CHANGELOG.md';

/** The plugin's change history file: one it already has (any letter case), or where a new one goes. */
export function changeLogPath(tree: FileTree): string {
  for (const path of tree.keys()) if (path.toLowerCase() === 'changelog.md') return path;
  return CHANGE_LOG_PATH;
}

/** Whether the plugin already keeps a change history (so writing to it is what its author expects). */
export function hasChangeLog(tree: FileTree): boolean {
  return tree.has(changeLogPath(tree));
}

export interface ChangeLogEntry {
  /** The package version the entry is for, when there is one. */
  readonly version: string | undefined;
  /** The day, as YYYY-MM-DD. */
  readonly date: string;
  /** One change per line, in the person's words; blank lines are left out. */
  readonly lines: readonly string[];
}

/**
 * `tree` with `entry` written into its change history: before the first entry already there (the
 * first second-level heading), or at the end when there is none; a new file gets a title. The
 * file's own line endings are used. Returns `tree` itself when the entry has no lines.
 */
export function withChangeLogEntry(tree: FileTree, entry: ChangeLogEntry): FileTree {
  const items = entry.lines.map((line) => line.trim()).filter((line) => line !== '');
  if (items.length === 0) return tree;
  const path = changeLogPath(tree);
  const existing = readText(tree, path);
  const eol = existing?.includes('\r\n') ? '\r\n' : '\n';
  const heading = entry.version ? `## ${entry.version} (${entry.date})` : `## ${entry.date}`;
  const block = [heading, '', ...items.map((item) => (/^[-*] /.test(item) ? item : `- ${item}`))].join(eol);
  if (existing === undefined) return writeText(tree, path, `# Changelog${eol}${eol}${block}${eol}`);
  const firstEntry = /^## /m.exec(existing);
  if (firstEntry) {
    const at = firstEntry.index;
    return writeText(tree, path, `${existing.slice(0, at)}${block}${eol}${eol}${existing.slice(at)}`);
  }
  const separator =
    existing === '' || existing.endsWith(`${eol}${eol}`) ? '' : existing.endsWith(eol) ? eol : `${eol}${eol}`;
  return writeText(tree, path, `${existing}${separator}${block}${eol}`);
}
