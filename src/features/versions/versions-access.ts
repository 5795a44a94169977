/**
 * The open solution's versions as the views reach them: the shell makes one per session (it
 * knows the solution's id and keeps a version at every download) and provides it in
 * `VersionsContext`; whoever shows the list subscribes, so a download or a restore elsewhere
 * shows up at once.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { FileTree } from '../../model/file-tree';
import type { KeepOptions, UnreadableVersionRecord, VersionStore } from '../../persist/versions';
import type { Version } from '../../versions/version';

export interface VersionsAccess {
  list(): Promise<Version[]>;
  /** The version records storage holds but that cannot be read, newest first. */
  unreadable(): Promise<UnreadableVersionRecord[]>;
  keep(tree: FileTree, options?: KeepOptions): Promise<Version>;
  load(version: Version, current: FileTree): Promise<FileTree>;
  subscribe(listener: () => void): () => void;
}

/** The versions of solution `solutionId` in `store`. */
export function createVersionsAccess(solutionId: string, store: VersionStore): VersionsAccess {
  const listeners = new Set<() => void>();
  return {
    list: () => store.list(solutionId),
    unreadable: () => store.unreadable(solutionId),
    async keep(tree, options) {
      const version = await store.keep(solutionId, tree, options);
      for (const listener of listeners) listener();
      return version;
    },
    load: (version, current) => store.load(solutionId, version, current),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const VersionsContext = createContext<VersionsAccess | undefined>(undefined);

/**
 * The solution's versions, newest first (`undefined` while loading), the records that cannot be
 * read, or why none can be.
 */
export function useVersionList(access: VersionsAccess | undefined): {
  readonly versions: readonly Version[] | undefined;
  readonly unreadable: readonly UnreadableVersionRecord[];
  readonly error: string | undefined;
} {
  const [state, setState] = useState<{
    versions?: Version[];
    unreadable?: UnreadableVersionRecord[];
    error?: string;
  }>({});
  useEffect(() => {
    if (!access) return;
    let live = true;
    const load = () =>
      Promise.all([access.list(), access.unreadable().catch(() => [])]).then(
        ([versions, unreadable]) => live && setState({ versions, unreadable }),
        (error: unknown) =>
          live && setState({ error: error instanceof Error ? error.message : String(error) }),
      );
    void load();
    const stop = access.subscribe(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [access]);
  return { versions: state.versions, unreadable: state.unreadable ?? [], error: state.error };
}

/** The versions of the open solution, from the shell. */
export function useVersionsAccess(): VersionsAccess | undefined {
  return useContext(VersionsContext);
}
