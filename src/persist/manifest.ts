import { migrateManifest } from './migrations';

/** The format number this build writes; records with a smaller one are migrated when read. */
export const MANIFEST_FORMAT = 1;

/**
 * A solution's manifest (format 1), stored in `solutions` under its id. Small on purpose: it is
 * rewritten by every save, so it lists no paths (the entries are found by key range).
 */
export interface Manifest {
  readonly format: 1;
  readonly id: string;
  /** The name in the library list; not necessarily the document's own title. */
  readonly title: string;
  readonly createdAt: number;
  /** When the person last changed the tree (not when it was written). */
  readonly changedAt: number;
  /** When a save last landed. */
  readonly savedAt: number;
  /** Problems found at the last save, as the caller counted them. */
  readonly problemCount: number;
  /** When the solution was last exported; work is "only in this browser" when changedAt is later. */
  readonly exportedAt?: number;
  /** Set when moved to Recently deleted; the record and its entries are kept until purged. */
  readonly deletedAt?: number;
  /** The view and file that were open, to restore them exactly. */
  readonly view?: string;
  readonly openFile?: string;
  /** Increases with every save; a read-back compares it to confirm the save landed. */
  readonly revision: number;
  /** The tab that last wrote the tree; a tab may only write over its own or the one it loaded. */
  readonly owner?: string;
  /**
   * How many entries the last save stored, so an opening can tell files that went missing from a
   * solution that has none. Absent in records written before it was kept.
   */
  readonly entryCount?: number;
}

/** A stored manifest read back: current, migrated from an older format, newer than us, or unusable. */
export type ReadManifest =
  | { readonly kind: 'current'; readonly manifest: Manifest }
  | { readonly kind: 'migrated'; readonly manifest: Manifest }
  | { readonly kind: 'newer'; readonly format: number }
  | { readonly kind: 'unreadable'; readonly reason: string };

/**
 * Reads a stored manifest without trusting it. Older formats are migrated (the caller writes the
 * result back); a newer format is left alone for the newer build that wrote it.
 */
export function readManifest(value: unknown): ReadManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'unreadable', reason: 'it is not a record' };
  }
  const format = (value as { format?: unknown }).format ?? 0;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 0) {
    return { kind: 'unreadable', reason: 'its format number is not a whole number' };
  }
  if (format > MANIFEST_FORMAT) return { kind: 'newer', format };
  const migrated = format < MANIFEST_FORMAT ? migrateManifest(value, format) : value;
  if (typeof migrated === 'string') return { kind: 'unreadable', reason: migrated };
  const problem = manifestProblem(migrated as Record<string, unknown>);
  if (problem !== undefined) return { kind: 'unreadable', reason: problem };
  return { kind: format < MANIFEST_FORMAT ? 'migrated' : 'current', manifest: migrated as Manifest };
}

/** Why a value is not a format-1 manifest, or `undefined` when it is one. */
function manifestProblem(m: Record<string, unknown>): string | undefined {
  const isTime = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  const isOptional = (v: unknown, test: (v: unknown) => boolean) => v === undefined || test(v);
  const isText = (v: unknown) => typeof v === 'string';
  if (typeof m['id'] !== 'string' || m['id'] === '') return 'it has no id';
  if (!isText(m['title'])) return 'its title is not text';
  for (const key of ['createdAt', 'changedAt', 'savedAt', 'problemCount', 'revision']) {
    if (!isTime(m[key])) return `its ${key} is not a number`;
  }
  for (const key of ['exportedAt', 'deletedAt', 'entryCount']) {
    if (!isOptional(m[key], isTime)) return `its ${key} is not a number`;
  }
  for (const key of ['view', 'openFile', 'owner']) {
    if (!isOptional(m[key], isText)) return `its ${key} is not text`;
  }
  return undefined;
}
