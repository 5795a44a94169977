import { createLibrary } from '../persist/library';
import { createVersionStore } from '../persist/versions';

/** The solutions kept in this browser: one library per page. Storage opens on first use. */
export const library = createLibrary();

/** The versions kept of each solution, in the same database. */
export const versionStore = createVersionStore();
