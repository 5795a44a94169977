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

/**
 * Why the change history cannot take an entry, or `undefined` when it can: a history that is not
 * UTF-8 text (Latin-1, UTF-16…) would be replaced rather than added to, and a folder of that name
 * would sit beside a file of the same name in the zip.
 */
export function changeLogUnwritable(tree: FileTree): string | undefined {
  for (const path of tree.keys())
    if (path.toLowerCase().startsWith('changelog.md/'))
      return 'The plugin has a folder named CHANGELOG.md, so no change history can be written beside it.';
  const path = changeLogPath(tree);
  if (tree.has(path) && readText(tree, path) === undefined)
    return `${path} is not in a text encoding this builder can add to (it is not UTF-8), so it is left exactly as it is.`;
  return undefined;
}

/** Where the first entry starts (a second-level heading outside fenced code), or `undefined`. */
function firstEntryAt(text: string): number | undefined {
  let fence: string | undefined;
  const line = /^.*$/gm;
  for (let match = line.exec(text); match; match = line.exec(text)) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(match[0]);
    if (opening) {
      const mark = opening[1]!;
      if (fence === undefined) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length) fence = undefined;
    } else if (fence === undefined && /^## /.test(match[0])) return match.index;
    if (match[0] === '') line.lastIndex += 1;
  }
  return undefined;
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
 * first second-level heading outside fenced code), or at the end when there is none; a new file
 * gets a title. The file's own line endings are used. Returns `tree` itself when the entry has no
 * lines, when the history already has an entry for that version, or when it cannot take one
 * (`changeLogUnwritable`).
 */
export function withChangeLogEntry(tree: FileTree, entry: ChangeLogEntry): FileTree {
  const items = entry.lines.map((line) => line.trim()).filter((line) => line !== '');
  if (items.length === 0 || changeLogUnwritable(tree) !== undefined) return tree;
  const path = changeLogPath(tree);
  const existing = readText(tree, path);
  const eol = existing?.includes('\r\n') ? '\r\n' : '\n';
  if (entry.version && existing !== undefined && hasVersionHeading(existing, entry.version)) return tree;
  const heading = entry.version ? `## ${entry.version} (${entry.date})` : `## ${entry.date}`;
  const block = [heading, '', ...items.map((item) => (/^[-*] /.test(item) ? item : `- ${item}`))].join(eol);
  if (existing === undefined) return writeText(tree, path, `# Changelog${eol}${eol}${block}${eol}`);
  const at = firstEntryAt(existing);
  if (at !== undefined) {
    return writeText(tree, path, `${existing.slice(0, at)}${block}${eol}${eol}${existing.slice(at)}`);
  }
  const separator =
    existing === '' || existing.endsWith(`${eol}${eol}`) ? '' : existing.endsWith(eol) ? eol : `${eol}${eol}`;
  return writeText(tree, path, `${existing}${separator}${block}${eol}`);
}

/** Whether `text` has an entry heading for `version` (`## 1.7.0`, `## [1.7.0] - …`, `## v1.7.0 (…)`). */
function hasVersionHeading(text: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^## +\\[?v?${escaped}\\]?(?:[ (\\-]|$)`, 'm').test(text);
}
