/**
 * Chips: what a person types into a tags field becomes list items. Enter or a comma ends a chip;
 * each kind of list cleans its items its own way (a file type loses its dot and capitals, and
 * "Word" becomes docx).
 */
import { extensionFromTyped, fileTypeName } from '../../model/file-types';

/** How a tags field cleans what is typed. */
export type ChipKind = 'text' | 'extension' | 'keyword';

/** One typed chip cleaned for its kind; `''` when nothing usable is left. */
export function normalizeChip(text: string, kind: ChipKind): string {
  const trimmed = text.trim();
  switch (kind) {
    case 'extension':
      return extensionFromTyped(trimmed);
    case 'keyword':
      return trimmed.replace(/\s+/g, ' ');
    default:
      return trimmed;
  }
}

/** A chip as the person reads it: a file type by its name ("Excel"), anything else as it is. */
export function chipText(chip: string, kind: ChipKind): string {
  return kind === 'extension' ? fileTypeName(chip) : chip;
}

/** The chips in typed text: split at commas (and line breaks, for pasted lists), cleaned, non-empty. */
export function parseChips(text: string, kind: ChipKind): string[] {
  return text
    .split(/[,\n\r]+/)
    .map((part) => normalizeChip(part, kind))
    .filter((chip) => chip !== '');
}

/** `existing` with `added` appended, skipping any already there (a duplicate is ignored, not an error). */
export function addChips(existing: readonly string[], added: readonly string[]): string[] {
  const next = [...existing];
  for (const chip of added) if (!next.includes(chip)) next.push(chip);
  return next;
}

/** Whether the typed text ends a chip: a comma was typed (Enter is handled as a key). */
export function endsChip(text: string): boolean {
  return /[,\n]/.test(text);
}
