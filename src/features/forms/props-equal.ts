/**
 * A `memo` comparison for sections that receive slices of a parsed document: every parse makes
 * new objects, so slices are compared by value (functions and the store by identity). Typing in
 * the title then re-renders the title's section only, not the 500 examples below it.
 */
import { jsonEqual } from '../../model/json-sync';

export function propsEqualByValue<P extends object>(previous: P, next: P): boolean {
  const keys = Object.keys(next) as (keyof P)[];
  if (keys.length !== Object.keys(previous).length) return false;
  return keys.every((key) => {
    const a = previous[key];
    const b = next[key];
    if (a === b) return true;
    if (typeof a === 'function' || typeof b === 'function') return false;
    if (isPlain(a) && isPlain(b)) return jsonEqual(a, b);
    return false;
  });
}

// Only JSON-like data is compared by value; anything else (the store, elements) by identity.
function isPlain(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
