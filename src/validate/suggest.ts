/**
 * Suggestions offered inside messages ("Try *shop-support*."): the nearest value that follows
 * the grammar, made with the same functions the builder uses to derive names from titles.
 */
import { extensionFromTyped } from '../model/file-types';
import { nameFromTitle, slotNameFromLabel } from '../model/names';

/** A web name (Agent Plugins and Agent Skills grammar) close to `value`; `fallback` when none is. */
export function suggestWebName(value: unknown, fallback = 'my-assistant'): string {
  return typeof value === 'string' ? nameFromTitle(value, fallback) : fallback;
}

/** A knowledge slot name (`^[a-z][a-z0-9_]*$`, at most 64) close to `value`. */
export function suggestSlotName(value: unknown): string {
  return typeof value === 'string' ? slotNameFromLabel(value) : 'document';
}

/** A file extension as a knowledge slot accepts it (`pdf`, not `.PDF`); undefined when none fits. */
export function suggestExtension(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = extensionFromTyped(value);
  return cleaned === '' ? undefined : cleaned.slice(0, 16);
}
