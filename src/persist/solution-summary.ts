import type { FileTree } from '../model/file-tree';
import type { SolutionId } from './ids';
import type { Manifest } from './manifest';
import type { NewerRecord } from './library-scan';
import type { SetAsideRecord } from './quarantine';

/** A solution as the library lists it. */
export interface SolutionSummary {
  readonly id: SolutionId;
  readonly title: string;
  readonly createdAt: number;
  /** When the person last changed its files. */
  readonly changedAt: number;
  readonly problemCount: number;
  readonly exportedAt?: number;
  /** True when some of the work exists only in this browser (never exported, or changed since). */
  readonly unexported: boolean;
  /** Set for solutions in Recently deleted. */
  readonly deletedAt?: number;
  /** Set when none of its files can be found: it is kept as it is, but cannot be opened. */
  readonly unreadable?: true;
}

/** A solution loaded to work on: the tree, where the person was, and what could not be read. */
export interface OpenedSolution extends SolutionSummary {
  readonly tree: FileTree;
  readonly view?: string;
  readonly openFile?: string;
  /** The tab that may write it next (this tab after a claim); pass the whole object to the autosaver. */
  readonly owner?: string;
  /** The tab that last wrote it, before this opening claimed it (whose journal may apply). */
  readonly writtenBy?: string;
  /** The stored revision, which every save increases (a journal applies only to its own). */
  readonly revision: number;
  /** Entries that could not be read and were set aside while opening (the rest opened). */
  readonly setAside: readonly SetAsideRecord[];
  /** Whether files its last save stored are gone from storage (not even set aside). */
  readonly filesLost: boolean;
}

/** What the library found when the page started. */
export type StartupReport =
  | {
      readonly available: true;
      readonly solutions: readonly SolutionSummary[];
      /** The solution that was open when the page was last left, if it is still there. */
      readonly lastOpen?: SolutionId;
      /** Every record ever set aside (kept, never deleted), so the UI can say so. */
      readonly setAside: readonly SetAsideRecord[];
      /** Solutions saved by a newer build of the app: kept, not listed. */
      readonly newerCount: number;
    }
  | { readonly available: false; readonly reason: string };

/** Everything the library list shows, read in one transaction. */
export interface LibraryOverview {
  /** Solutions not deleted, most recently changed first. */
  readonly solutions: readonly SolutionSummary[];
  /** Solutions in Recently deleted, most recently deleted first. */
  readonly deleted: readonly SolutionSummary[];
  /** Every record set aside so far (kept, never deleted). */
  readonly setAside: readonly SetAsideRecord[];
  /** Solutions saved by a newer build of the app: kept untouched, not opened. */
  readonly newer: readonly NewerRecord[];
}

/** The list entry for a manifest; `unreadable` when none of its files can be found. */
export function summarize(m: Manifest, unreadable = false): SolutionSummary {
  return {
    id: m.id as SolutionId,
    title: m.title,
    createdAt: m.createdAt,
    changedAt: m.changedAt,
    problemCount: m.problemCount,
    ...(m.exportedAt !== undefined ? { exportedAt: m.exportedAt } : {}),
    unexported: m.exportedAt === undefined || m.changedAt > m.exportedAt,
    ...(m.deletedAt !== undefined ? { deletedAt: m.deletedAt } : {}),
    ...(unreadable ? { unreadable: true as const } : {}),
  };
}

/** The opened solution for a manifest and its tree. */
export function opened(
  m: Manifest,
  tree: FileTree,
  setAsideNow: readonly SetAsideRecord[],
  filesLost: boolean,
  writtenBy: string | undefined = m.owner,
): OpenedSolution {
  return {
    ...summarize(m),
    tree,
    revision: m.revision,
    ...(writtenBy !== undefined ? { writtenBy } : {}),
    ...(m.view !== undefined ? { view: m.view } : {}),
    ...(m.openFile !== undefined ? { openFile: m.openFile } : {}),
    ...(m.owner !== undefined ? { owner: m.owner } : {}),
    setAside: setAsideNow,
    filesLost,
  };
}
