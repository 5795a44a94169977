import type { FileTree } from '../model/file-tree';
import { solutionPathOf } from '../model/plugin-manifest';
import { readSolution } from '../model/solution-document';
import type { Diagnostic } from '../validate/diagnostic';
import type { ViewName } from './workspace-store';

/**
 * The view whose form edits a file, or the Files view for files no form owns. The solution
 * document, the persona and the instructions skill belong to the Assistant view; plugin.json to
 * Package (but its name is the Assistant's "Web name").
 */
export function viewOfFile(tree: FileTree, file: string, pointer?: string): ViewName {
  const solution = readSolution(tree);
  if (file === 'plugin.json') return pointer === '/name' && solution ? 'assistant' : 'package';
  if (file === 'mcp.json') return 'tools';
  if (
    solution &&
    (file === solutionPathOf(tree) || file === solution.persona || file === solution.instructions)
  )
    return 'assistant';
  if (/^skills\/[^/]+\/SKILL\.md$/.test(file)) return 'skills';
  return 'files';
}

/** Where selecting a problem takes the person: a view, and the line or member to focus. */
export function targetOf(
  tree: FileTree,
  d: Diagnostic,
): { view: ViewName; where: { line?: number; pointer?: string } } {
  return {
    view: viewOfFile(tree, d.file, d.pointer),
    where: {
      ...(d.range ? { line: d.range.startLine } : {}),
      ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
    },
  };
}
