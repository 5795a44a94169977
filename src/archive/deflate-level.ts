/**
 * The deflate level of a zip's files, chosen from its tree alone, so that the same tree always
 * gives the same zip (README.md, "Writing"). Level 6, zlib's default, unless the tree holds more
 * than 128 MB of files: then level 4, which fflate deflates about 1.6 times as fast for text about
 * 9 % larger (the 500 MB plugin of bench/limits-dataset.ts: its download 10 s → 7.5 s on two
 * processors, its zip 201 → 210 MB). Trees that large are never packed ahead
 * (page/pack-ahead.ts), so what was packed ahead is always at level 6.
 */

import type { FileTree } from '../model/file-tree';

/** More bytes of files than this (each path counted) make a tree large. */
export const LARGE_TREE_BYTES = 128 * 2 ** 20;

export type DeflateLevel = 4 | 6;

/** The level of the files of a tree holding `fileBytes` bytes of files, each path counted. */
export function deflateLevelFor(fileBytes: number): DeflateLevel {
  return fileBytes > LARGE_TREE_BYTES ? 4 : 6;
}

/** The bytes of a tree's files, each path counted. */
export function fileBytesOf(tree: FileTree): number {
  let bytes = 0;
  for (const entry of tree.values()) if (entry.kind === 'file') bytes += entry.bytes.length;
  return bytes;
}
