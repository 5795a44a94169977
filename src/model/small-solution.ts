import type { FileTree } from './file-tree';
import { solutionPathOf } from './plugin-manifest';

/** At most this many files and folders… */
export const SMALL_MOST_ENTRIES = 1_000;
/** …and a solution document of at most this many bytes (its lists: examples, knowledge, tools). */
export const SMALL_MOST_DOCUMENT_BYTES = 32 * 1024;

/**
 * Whether `tree` is a small solution: what its views list (its files, and the solution document's
 * examples, knowledge and tools) is short enough to be drawn in a few milliseconds. The page draws
 * a small solution just opened at once, and a larger one a few milliseconds per task
 * (`App` in app/app.tsx). A plugin of a few hundred files is small; one of thousands, or a
 * solution document of hundreds of examples (the bench's wide solution: 149 KB), is not.
 */
export function isSmallSolution(tree: FileTree): boolean {
  if (tree.size > SMALL_MOST_ENTRIES) return false;
  const path = solutionPathOf(tree);
  const document = path === undefined ? undefined : tree.get(path);
  return document?.kind !== 'file' || document.bytes.length <= SMALL_MOST_DOCUMENT_BYTES;
}
