/**
 * A kept version of a solution: when, why (a note, an export), the package version it carried,
 * a one-line summary of what changed since the version before, and its files (as chunk hashes,
 * see snapshot.ts). Which versions to let go of is decided here; storage does the deleting.
 */
import type { FileTree } from '../model/file-tree';
import { readManifest } from '../model/plugin-manifest';

export interface Version {
  readonly id: string;
  /** When it was kept (milliseconds since the epoch). */
  readonly time: number;
  /** The person's note ("Before the big rewrite"); a version with a note is never thinned. */
  readonly note?: string;
  /** plugin.json's version at that moment, when it has one. */
  readonly packageVersion?: string;
  /** True for a version kept at a download; never thinned either. */
  readonly exported?: boolean;
  /** True for what there was just before a restore replaced it; never thinned either. */
  readonly beforeRestore?: boolean;
  /** Set on a version that went out in a link or came in one; never thinned either. */
  readonly link?: LinkMark;
  /** What changed since the version before it, in one line. */
  readonly summary: string;
  /** The chunks of its list of files (see snapshot.ts). */
  readonly chunks: readonly string[];
}

/**
 * A version copied as a link (`shared`) or kept from one (`received`), by its content hash
 * (tree-hash.ts): a link with changes names the version it was made against by that hash.
 */
export interface LinkMark {
  readonly way: 'shared' | 'received';
  readonly hash: string;
  /** Who sent a received version, as the link says. */
  readonly from?: string;
}

/** How many versions without a note, a download or a restore are kept; older ones are let go. */
export const KEEP_UNNAMED = 30;

/**
 * The versions to let go of: unnamed, not downloaded, not kept by a restore or a link, and older than the
 * newest KEEP_UNNAMED such.
 */
export function versionsToThin(versions: readonly Version[], keep = KEEP_UNNAMED): Version[] {
  const unnamed = versions
    .filter(
      (version) => version.note === undefined && !version.exported && !version.beforeRestore && !version.link,
    )
    .sort((a, b) => b.time - a.time);
  return unnamed.slice(keep);
}

/** The newest version kept at a download, if any. */
export function lastExported(versions: readonly Version[]): Version | undefined {
  return newestFirst(versions).find((version) => version.exported);
}

/** The versions, newest first (ties: the later id first, ids grow with time). */
export function newestFirst(versions: readonly Version[]): Version[] {
  return [...versions].sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1));
}

/** plugin.json's version, when it has a non-empty one. */
export function packageVersionOf(tree: FileTree): string | undefined {
  const version = readManifest(tree)?.object?.version;
  return typeof version === 'string' && version !== '' ? version : undefined;
}
