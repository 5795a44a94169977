import type { Version } from '../../versions/version';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** When a version was kept, to the second (two versions a minute apart stay apart). */
export function formatTime(time: number): string {
  return timeFormat.format(new Date(time));
}

/** "the version of 2 Dec 2026, 10:42:05", naming a version to people. */
export function versionLabel(version: Version): string {
  return `the version of ${formatTime(version.time)}`;
}
