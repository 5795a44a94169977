/**
 * Edits of the solution document's top-level lists that more than one part of the builder makes:
 * the Assistant view's examples, and "Try it" keeping a turn as an example or an answer as an
 * example's ideal. Each is one change, so one Undo takes it back.
 */
import type { FileTree } from './file-tree';
import { syncJsonFile } from './json-sync';
import { editJsonFile, ok, type OperationResult } from './operation-support';
import { readSolution } from './solution-document';

/** Appends `value` to a top-level list, creating it when absent. */
export function appendItem(tree: FileTree, key: string, value: unknown): OperationResult {
  const solution = readSolution(tree);
  if (!solution) return ok(tree);
  return Array.isArray(own(solution.object, key))
    ? editJsonFile(tree, solution.path, [key, -1], value)
    : syncJsonFile(tree, solution.path, [key], [value]);
}

/** Sets an example's question or answer; an emptied answer is removed (absent and empty mean none). */
export function setExampleText(
  tree: FileTree,
  index: number,
  part: 'input' | 'output',
  text: string,
): OperationResult {
  const solution = readSolution(tree);
  if (!solution) return ok(tree);
  const value = part === 'output' && text === '' ? undefined : text;
  return syncJsonFile(tree, solution.path, ['examples', index, part], value);
}

function own(object: Readonly<Record<string, unknown>> | undefined, key: string): unknown {
  return object && Object.hasOwn(object, key) ? object[key] : undefined;
}
