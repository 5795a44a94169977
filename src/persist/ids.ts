/**
 * Identifiers the persistence layer hands out. Branded, so a solution id cannot be mixed up with
 * a path or a title by accident.
 */

/** The key of one solution in this browser's library. */
export type SolutionId = string & { readonly __brand: 'SolutionId' };

/** Identifies this page (tab) while it lives; it marks which tab may write a solution. */
export type TabId = string & { readonly __brand: 'TabId' };

/** A fresh, random solution id (ids are made here, so a solution can be saved before it exists). */
export function newSolutionId(): SolutionId {
  return `sol-${randomId()}` as SolutionId;
}

/** A fresh, random tab id. */
export function newTabId(): TabId {
  return `tab-${randomId()}` as TabId;
}

/** Treats a string read back from storage or a URL as a solution id. */
export function asSolutionId(value: string): SolutionId {
  return value as SolutionId;
}

function randomId(): string {
  // randomUUID needs a secure context; GitHub Pages and localhost are, but a file:// preview may not be.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
