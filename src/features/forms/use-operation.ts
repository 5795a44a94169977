/**
 * Runs a model operation as one change of the workspace. An operation that cannot apply leaves
 * the tree as it is and its reason is kept, so the view can say why nothing happened.
 */
import { useCallback, useState } from 'react';
import type { FileTree } from '../../model/file-tree';
import type { OperationError, OperationResult } from '../../model/operation-support';
import type { ChangeOptions, WorkspaceStore } from '../../workspace/store';

/** An operation on the current tree. */
export type Operation = (tree: FileTree) => OperationResult;

/** What `useOperation` hands a view. */
export interface Operations {
  /** Applies `operation` now; true when it applied. */
  readonly run: (operation: Operation, group?: string) => boolean;
  /**
   * Applies what a person typed into a field that already shows it; the views follow after the
   * frame that draws the key (`WorkspaceStore.runTyped`). `change` is its undo group, or what the
   * change says of itself (its group and place). `done` hears whether it applied, once the views
   * show it.
   */
  readonly runTyped: (
    operation: Operation,
    change: string | ChangeOptions,
    done?: (applied: boolean) => void,
  ) => void;
  /** The last reason an operation could not apply. */
  readonly refusal: OperationError | undefined;
}

export function useOperation(store: WorkspaceStore): Operations {
  const [refusal, setRefusal] = useState<OperationError | undefined>(undefined);
  const run = useCallback(
    (operation: Operation, group?: string) => {
      const error = store.run(operation, group !== undefined ? { group } : {});
      setRefusal(error);
      return error === undefined;
    },
    [store],
  );
  const runTyped = useCallback(
    (operation: Operation, change: string | ChangeOptions, done?: (applied: boolean) => void) =>
      store.runTyped(operation, typeof change === 'string' ? { group: change } : change, (error) => {
        setRefusal(error);
        done?.(error === undefined);
      }),
    [store],
  );
  return { run, runTyped, refusal };
}
