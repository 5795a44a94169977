/**
 * The package version to suggest for a download: a patch for wording, a minor version for
 * something added, a major one for something taken away or a tool that may now change things
 * (what someone who installed the last download would have to re-check).
 */
import type { ChangeWeight, PlainChange } from './change';

export type VersionStep = 'major' | 'minor' | 'patch';

const STEP_OF: Record<ChangeWeight, VersionStep> = {
  wording: 'patch',
  addition: 'minor',
  removal: 'major',
  'may-change-things': 'major',
};
const ORDER: readonly VersionStep[] = ['patch', 'minor', 'major'];

/** The largest step the changes call for; `undefined` when there are none. */
export function stepFor(changes: readonly PlainChange[]): VersionStep | undefined {
  let step: VersionStep | undefined;
  for (const change of changes) {
    const next = STEP_OF[change.weight];
    if (step === undefined || ORDER.indexOf(next) > ORDER.indexOf(step)) step = next;
  }
  return step;
}

/**
 * `version` moved on by `step` ("1.4.2" + minor → "1.5.0"); a pre-release or build suffix is
 * dropped. A version that is not three numbers gets "1.0.0", the usual first release.
 */
export function nextVersion(version: string | undefined, step: VersionStep): string {
  const match = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+].*)?$/.exec(version ?? '');
  if (!match) return '1.0.0';
  const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (step === 'major') return `${major + 1}.0.0`;
  if (step === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** The version to suggest after these changes, or `undefined` when nothing changed. */
export function suggestVersion(
  version: string | undefined,
  changes: readonly PlainChange[],
): string | undefined {
  const step = stepFor(changes.filter((change) => !change.isVersion));
  return step === undefined ? undefined : nextVersion(version, step);
}

/**
 * One line naming the changes: the first two, then how many more. The package version is never
 * counted among them: a kept version shows its number beside this line.
 */
export function summaryLine(changes: readonly PlainChange[]): string {
  const counted = changes.filter((change) => !change.isVersion);
  if (counted.length === 0) return changes.length === 0 ? 'No changes' : 'No changes but its version number';
  const shown = counted.slice(0, 2).map((change) => change.text);
  const more = counted.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}
