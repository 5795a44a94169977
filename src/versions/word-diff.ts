/**
 * A word-level comparison of two pieces of prose (instructions, a description), for showing what
 * was reworded. The one home of the `diff` library.
 */
import { diffWords } from 'diff';

/** A run of words that stayed, was taken out, or was put in. */
export interface WordPart {
  readonly text: string;
  readonly change?: 'added' | 'removed';
}

/** Above this many words changed the comparison gives up and shows the old and new text whole. */
const MAX_EDIT = 2000;

/**
 * The parts that turn `before` into `after`, in reading order (removed before added where both).
 * Spacing is not compared: the unchanged parts carry the new text's spacing, so the parts that are
 * not removed read exactly as `after`.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  if (before === after) return before === '' ? [] : [{ text: before }];
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT });
  if (changes === undefined)
    return [
      ...(before === '' ? [] : [{ text: before, change: 'removed' as const }]),
      ...(after === '' ? [] : [{ text: after, change: 'added' as const }]),
    ];
  return changes.map((part) =>
    part.added
      ? { text: part.value, change: 'added' as const }
      : part.removed
        ? { text: part.value, change: 'removed' as const }
        : { text: part.value },
  );
}
