import type { FileTree } from '../model/file-tree';
import type { Diagnostic } from '../validate/diagnostic';
import { viewOf, type ViewName } from '../workspace/views';
import { viewRegistry } from './view-registry';

/** The view whose form edits a file (member), or the Files view for files no form owns. */
export function viewOfFile(tree: FileTree, file: string, pointer?: string): ViewName {
  return viewOf(viewRegistry, tree, file, pointer);
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
