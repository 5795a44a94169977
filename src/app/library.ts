import { createLibrary } from '../persist/library';

/** The solutions kept in this browser: one library per page. Storage opens on first use. */
export const library = createLibrary();
