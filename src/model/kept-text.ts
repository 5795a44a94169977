/**
 * Text as the product keeps it in a file (#37 item 12). Whatever is pasted or typed into the
 * builder reaches a file through `writeText` or a JSON edit, and both pass it through here first:
 * a NUL character (U+0000) is dropped, since editors, terminals and many readers cut a text there,
 * and half of a surrogate pair (an unpaired U+D800–U+DFFF, which a paste can carry but no UTF-8
 * file can hold) becomes U+FFFD, the replacement character, as an encoder would write it — in a
 * JSON file it would otherwise stay as an escape (`\ud83d`) that breaks strict readers. Bytes the
 * person did not write (an imported file) never pass through here and are kept exact.
 */

// Global: `replace` visits every match. A high half not followed by a low one, and a low half
// not preceded by a high one.
const HALF_PAIR = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = String.fromCharCode(0);

/** `text` without NUL characters, its unpaired surrogates replaced by U+FFFD; `text` itself when it has neither. */
export function keptText(text: string): string {
  return text.replaceAll(NUL, '').replace(HALF_PAIR, '\uFFFD');
}

/**
 * A JSON value with `keptText` applied to every string in it, keys too; the value itself (not a
 * copy) when nothing in it changes, so a form's edit of a large document copies nothing.
 */
export function keptJson(value: unknown): unknown {
  if (typeof value === 'string') return keptText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map(keptJson);
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  let changed = false;
  const members = Object.entries(value).map(([key, member]) => {
    const [keptKey, keptMember] = [keptText(key), keptJson(member)];
    if (keptKey !== key || keptMember !== member) changed = true;
    return [keptKey, keptMember] as const;
  });
  return changed ? Object.fromEntries(members) : value;
}
