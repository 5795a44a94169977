/**
 * Suggestions offered inside messages ("Try *shop-support*."): the nearest value that follows
 * the grammar. They never decide anything; a person may still choose another value.
 */

/** Lowercase ASCII words of `value` (accents dropped), or an empty list. */
function words(value: string): string[] {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A web name (Agent Plugins and Agent Skills grammar) close to `value`; `fallback` when none is. */
export function suggestWebName(value: unknown, fallback = 'my-assistant'): string {
  if (typeof value !== 'string') return fallback;
  const joined = words(value).join('-').slice(0, 64).replace(/-+$/, '');
  return joined === '' ? fallback : joined;
}

/** A knowledge slot name (`^[a-z][a-z0-9_]*$`, at most 64) close to `value`. */
export function suggestSlotName(value: unknown): string {
  if (typeof value !== 'string') return 'document';
  let joined = words(value).join('_');
  if (!/^[a-z]/.test(joined)) joined = `document_${joined}`.replace(/_$/, '');
  return joined.slice(0, 64).replace(/_+$/, '');
}

/** A file extension as a knowledge slot accepts it (`pdf`, not `.PDF`); undefined when none fits. */
export function suggestExtension(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  return cleaned === '' ? undefined : cleaned.slice(0, 16);
}
