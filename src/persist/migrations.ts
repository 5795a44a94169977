/**
 * Migrations of stored manifests from older formats. Each step takes a record of format n and
 * returns format n + 1, or a sentence saying why it cannot; steps run in order up to the current
 * format. They are pure, so each is tested with a record written by hand in the old shape.
 *
 * Format 0 is the prototype's record, written before records had a format number:
 *   { id, name, modified, view?, file? }   (entries were the same, bytes sometimes an ArrayBuffer)
 */

type Step = (record: Record<string, unknown>) => Record<string, unknown> | string;

const STEPS: readonly Step[] = [
  // 0 → 1: title and times renamed, counts and revision added.
  (old) => {
    const modified = old['modified'];
    if (typeof modified !== 'number' || !Number.isFinite(modified))
      return 'its modified time is not a number';
    const name = old['name'];
    return {
      format: 1,
      id: old['id'],
      title: typeof name === 'string' && name.trim() !== '' ? name : 'Untitled solution',
      createdAt: modified,
      changedAt: modified,
      savedAt: modified,
      problemCount: 0,
      revision: 1,
      ...(typeof old['view'] === 'string' ? { view: old['view'] } : {}),
      ...(typeof old['file'] === 'string' ? { openFile: old['file'] } : {}),
    };
  },
];

/** Runs the steps from `format` to the current format: the migrated record, or why it failed. */
export function migrateManifest(record: object, format: number): Record<string, unknown> | string {
  let current = record as Record<string, unknown>;
  for (let step = format; step < STEPS.length; step += 1) {
    const migrate = STEPS[step];
    if (!migrate) return `no migration from format ${step}`;
    const next = migrate(current);
    if (typeof next === 'string') return `${next} (format ${step})`;
    current = next;
  }
  return current;
}

/** How many steps there are; equals the current format (a test holds the two together). */
export const MIGRATION_STEPS = STEPS.length;
