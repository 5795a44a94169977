/**
 * The IndexedDB database: its name, version and object stores, and the upgrade steps between
 * versions. See README.md for the record shapes.
 */

/** The database name (one per origin). */
export const DB_NAME = 'solution-builder';

/** The database version: bump it, and add an upgrade step below, when the stores change. */
export const DB_VERSION = 3;

/** Object store names. */
export const STORE = {
  /** One manifest per solution, keyed by its id. */
  solutions: 'solutions',
  /** One record per file or explicit folder, keyed by [solutionId, path]. */
  entries: 'entries',
  /** Small app settings, keyed by name (out-of-line keys), e.g. the last open solution. */
  settings: 'settings',
  /** Records that could not be read, set aside with the reason (auto-incremented keys). */
  quarantine: 'quarantine',
  /** Kept versions of a solution, keyed by [solutionId, id] (see versions.ts). */
  versions: 'versions',
  /**
   * File contents and version file lists by content hash, keyed by [solutionId, hash]: the bytes,
   * or a pointer to the working copy's entry that holds them (see versions.ts).
   */
  blobs: 'blobs',
} as const;

/** The index of `blobs` over [solutionId, path]: it holds the pointers only (a copy has no path). */
export const POINTERS_INDEX = 'pointers';

/**
 * Brings a database from `oldVersion` to DB_VERSION. Each step runs once, in order, inside the
 * browser's version-change transaction (`upgrade`), so a failed upgrade leaves the old database
 * untouched.
 */
export function upgradeDatabase(db: IDBDatabase, oldVersion: number, upgrade: IDBTransaction): void {
  if (oldVersion < 1) {
    db.createObjectStore(STORE.solutions, { keyPath: 'id' });
    db.createObjectStore(STORE.entries, { keyPath: ['solutionId', 'path'] });
    db.createObjectStore(STORE.settings);
    db.createObjectStore(STORE.quarantine, { autoIncrement: true });
  }
  if (oldVersion < 2) {
    db.createObjectStore(STORE.versions, { keyPath: ['solutionId', 'id'] });
    db.createObjectStore(STORE.blobs, { keyPath: ['solutionId', 'hash'] });
  }
  if (oldVersion < 3) {
    // Versions kept before this all hold copies, so the index starts empty.
    upgrade.objectStore(STORE.blobs).createIndex(POINTERS_INDEX, ['solutionId', 'path']);
  }
}
