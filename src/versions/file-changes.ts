/**
 * The Files comparison: which files were added, removed or changed between two trees, and for
 * each whether it reads as text (then the view shows a line diff) or not (then only its sizes).
 * This is the one comparison that names paths: it is for the person who works with the files.
 */
import { comparePaths, decodeText, type FileTree } from '../model/file-tree';
import { sameEntry } from './same-content';
import { groupDigits } from '../model/digits';

export interface FileChange {
  readonly path: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** Whether both sides that exist are files holding valid UTF-8 text. */
  readonly text: boolean;
  /** Sizes in bytes; `undefined` on the side where the file does not exist (or for a folder). */
  readonly beforeSize?: number;
  readonly afterSize?: number;
  /** True when only the permissions differ (an executable script made plain, say). */
  readonly modeOnly?: boolean;
}

/** The changed files, in path order. Times alone are not a change. */
export function fileChanges(before: FileTree, after: FileTree): FileChange[] {
  const changes: FileChange[] = [];
  const paths = new Set([...before.keys(), ...after.keys()]);
  for (const path of [...paths].sort(comparePaths)) {
    const was = before.get(path);
    const now = after.get(path);
    if (sameEntry(was, now)) continue;
    const size = (entry: typeof was) => (entry?.kind === 'file' ? { size: entry.bytes.length } : undefined);
    const text = [was, now].every(
      (entry) => entry === undefined || (entry.kind === 'file' && decodeText(entry.bytes) !== undefined),
    );
    const beforeSize = size(was)?.size;
    const afterSize = size(now)?.size;
    const modeOnly =
      was?.kind === 'file' &&
      now?.kind === 'file' &&
      was.mode !== now.mode &&
      sameEntry(was, { ...now, mode: was.mode });
    changes.push({
      path,
      change: was === undefined ? 'added' : now === undefined ? 'removed' : 'changed',
      text,
      ...(beforeSize !== undefined ? { beforeSize } : {}),
      ...(afterSize !== undefined ? { afterSize } : {}),
      ...(modeOnly ? { modeOnly } : {}),
    });
  }
  return changes;
}

/** "binary, 1,204 bytes → 1,380 bytes" for a file that is not text. */
export function sizeChange(change: FileChange): string {
  const bytes = (n: number | undefined) => (n === undefined ? 'none' : `${groupDigits(n)} bytes`);
  return `binary, ${bytes(change.beforeSize)} → ${bytes(change.afterSize)}`;
}
