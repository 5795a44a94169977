/**
 * The one list of the workspace's views, in navigation order. Navigation, the problem badges, the
 * store's focus after undo and the Problems panel all read it; adding a view means writing its
 * entry (name, label, icon, the places it owns, its component) and listing it here.
 */
import { assistantEntry } from '../features/assistant/assistant-entry';
import { filesEntry } from '../features/files/files-entry';
import { packageEntry } from '../features/package/package-entry';
import { skillsEntry } from '../features/skills/skills-entry';
import { toolsEntry } from '../features/tools/tools-entry';
import { versionsEntry } from '../features/versions/versions-entry';
import type { ViewEntry } from '../workspace/react/view-entry';
import type { ViewName } from '../workspace/views';

/** Every view; the Files view is last because it owns whatever no other view claims. */
export const viewRegistry: readonly ViewEntry[] = [
  assistantEntry,
  skillsEntry,
  toolsEntry,
  packageEntry,
  versionsEntry,
  filesEntry,
];

/** Whether a string names one of the views (for restoring a stored view). */
export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && viewRegistry.some((entry) => entry.name === value);
}

/** The entry of a view. */
export function viewEntry(view: ViewName): ViewEntry {
  return viewRegistry.find((entry) => entry.name === view) ?? viewRegistry.at(-1)!;
}
