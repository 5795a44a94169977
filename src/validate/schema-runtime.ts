/**
 * The run-time helpers the compiled validators call (validate/generated/ and
 * features/forms/generated/, written by scripts/compile-schemas.mjs and
 * compile-form-validators.mjs). ajv's standalone output asks for its own copies with `require`;
 * the generators import these instead, so ajv stays out of the app's run-time dependencies and
 * each helper is written once.
 */

/** The length of `text` in Unicode code points, as JSON Schema's minLength and maxLength count it. */
export function ucs2length(text: string): number {
  let length = 0;
  let pos = 0;
  while (pos < text.length) {
    length++;
    const unit = text.charCodeAt(pos++);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && pos < text.length && (text.charCodeAt(pos) & 0xfc00) === 0xdc00)
      pos++;
  }
  return length;
}

/** Whether two JSON values are equal, member by member, as `const` and `uniqueItems` compare them. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // Only NaN is unequal to itself.
    return a !== a && b !== b;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => equal(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every(
    (key) => Object.prototype.hasOwnProperty.call(right, key) && equal(left[key], right[key]),
  );
}
