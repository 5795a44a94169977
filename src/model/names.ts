/**
 * Names people never type: a plugin or skill name derived from a title, a knowledge slot name
 * from a label, and the checks for each grammar.
 */

/** Longest plugin, skill or slot name. */
export const MAX_NAME_LENGTH = 64;
/** Words clients reserve: a skill name in a solution must not contain them. */
export const RESERVED_SKILL_WORDS = ['anthropic', 'claude'] as const;

const PLUGIN_NAME = /^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
const SKILL_NAME = /^(?!.*--)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SLOT_NAME = /^[a-z][a-z0-9_]*$/;

// Letters NFKD does not take apart into a base letter and an accent.
const extraLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercase ASCII letters and digits of `text`; every other run of characters becomes `separator`. */
function asciiWords(text: string, separator: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => extraLetters[letter] ?? '');
  return folded
    .replace(/[^a-z0-9]+/g, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator);
}

/** Cuts `name` to the maximum length without leaving a separator at the end. */
function clip(name: string, separator: string, max = MAX_NAME_LENGTH): string {
  let clipped = name.slice(0, max);
  while (clipped.endsWith(separator)) clipped = clipped.slice(0, -1);
  return clipped;
}

/**
 * A plugin name from a title: "Shop Support" → `shop-support`, accents transliterated
 * ("Café" → `cafe`), other characters dropped; `fallback` when nothing is left.
 */
export function nameFromTitle(title: string, fallback = 'assistant'): string {
  return clip(asciiWords(title, '-'), '-') || fallback;
}

/** A skill name from a title: as `nameFromTitle`, without the reserved words. */
export function skillNameFromTitle(title: string, fallback = 'skill'): string {
  let words = asciiWords(title, '-');
  let previous: string;
  do {
    previous = words;
    for (const word of RESERVED_SKILL_WORDS) words = words.split(word).join('-');
    words = words.split('-').filter(Boolean).join('-');
  } while (words !== previous);
  return clip(words, '-') || fallback;
}

/**
 * A knowledge slot name from a label: "Returns policy" → `returns_policy`; a leading digit gets
 * a `slot_` prefix, since slot names start with a letter; `document` when nothing is left.
 */
export function slotNameFromLabel(label: string): string {
  const words = asciiWords(label, '_');
  if (words === '') return 'document';
  return clip(/^[0-9]/.test(words) ? `slot_${words}` : words, '_');
}

/** A title from a name: `shop-support` → "Shop Support". */
export function titleFromName(name: string): string {
  const words = name.split(/[-_.\s]+/).filter(Boolean);
  const title = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return title || name;
}

/** Whether `name` follows the Agent Plugins 1.0.0 plugin name grammar. */
export function isValidPluginName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_NAME_LENGTH && PLUGIN_NAME.test(name);
}

/**
 * Whether `name` follows the Agent Skills name grammar (1–64 of a-z, 0-9 and single hyphens,
 * none at either end) and, unless `allowReserved`, contains no reserved word.
 */
export function isValidSkillName(name: unknown, options: { allowReserved?: boolean } = {}): name is string {
  if (typeof name !== 'string' || name.length > MAX_NAME_LENGTH || !SKILL_NAME.test(name)) {
    return false;
  }
  return options.allowReserved === true || !hasReservedWord(name);
}

/** Whether `name` contains `anthropic` or `claude`. */
export function hasReservedWord(name: string): boolean {
  return RESERVED_SKILL_WORDS.some((word) => name.includes(word));
}

/** Whether `name` is a valid knowledge slot name. */
export function isValidSlotName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_NAME_LENGTH && SLOT_NAME.test(name);
}

/**
 * `base` when it is free, else `base-2`, `base-3`… (`_` for slot names), cut so the result
 * stays within the maximum length.
 */
export function uniqueName(
  base: string,
  taken: Iterable<string>,
  options: { separator?: '-' | '_'; maxLength?: number } = {},
): string {
  const separator = options.separator ?? '-';
  const max = options.maxLength ?? MAX_NAME_LENGTH;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `${separator}${n}`;
    const candidate = `${clip(base, separator, max - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
