/**
 * Runs a model operation as one change of the workspace. An operation that cannot apply leaves
 * the tree as it is and its reason is kept, so the view can say why nothing happened.
 */
import { useCallback, useState } from 'react';
import type { FileTree } from '../../model/file-tree';
import type { OperationError, OperationResult } from '../../model/operation-support';
import type { WorkspaceStore } from '../../workspace/store';

/** An operation on the current tree. */
export type Operation = (tree: FileTree) => OperationResult;

/** `[run, refusal, clear]`: `run(operation, group?)` applies it; `refusal` is the last reason it could not. */
export function useOperation(
  store: WorkspaceStore,
): [(operation: Operation, group?: string) => boolean, OperationError | undefined, () => void] {
  const [refusal, setRefusal] = useState<OperationError | undefined>(undefined);
  const run = useCallback(
    (operation: Operation, group?: string) => {
      const error = store.run(operation, group !== undefined ? { group } : {});
      setRefusal(error);
      return error === undefined;
    },
    [store],
  );
  const clear = useCallback(() => setRefusal(undefined), []);
  return [run, refusal, clear];
}
