import { describe, expect, test } from 'vitest';
import { objectFromRows, repeatedRows, rowsFromObject, sameEntries } from './key-value';

describe('rowsFromObject', () => {
  test('keeps the order of the object and numbers the rows', () => {
    expect(rowsFromObject({ B: '1', A: '2' }, 5)).toEqual([
      { id: 5, key: 'B', value: '1' },
      { id: 6, key: 'A', value: '2' },
    ]);
  });

  test('shows a value that is not text as its JSON, and nothing for a non-object', () => {
    expect(rowsFromObject({ PORT: 8080 })[0]?.value).toBe('8080');
    expect(rowsFromObject(['a'])).toEqual([]);
    expect(rowsFromObject(undefined)).toEqual([]);
  });
});

describe('objectFromRows', () => {
  test('skips rows without a name and keeps the first of a repeated name', () => {
    const rows = [
      { id: 1, key: 'TOKEN', value: 'a' },
      { id: 2, key: '  ', value: 'draft' },
      { id: 3, key: 'TOKEN', value: 'b' },
    ];
    expect(objectFromRows(rows)).toEqual({ TOKEN: 'a' });
    expect(repeatedRows(rows)).toEqual(new Set([3]));
  });

  test('can treat names that differ only in case as the same (headers)', () => {
    const rows = [
      { id: 1, key: 'Accept', value: 'a' },
      { id: 2, key: 'accept', value: 'b' },
    ];
    expect(objectFromRows(rows, true)).toEqual({ Accept: 'a' });
    expect(repeatedRows(rows, true)).toEqual(new Set([2]));
    expect(objectFromRows(rows)).toEqual({ Accept: 'a', accept: 'b' });
  });

  test('writes a name such as __proto__ as an ordinary member', () => {
    const object = objectFromRows([{ id: 1, key: '__proto__', value: 'x' }]);
    expect(Object.keys(object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
  });
});

describe('sameEntries', () => {
  test('compares members and their order', () => {
    expect(sameEntries({ a: '1', b: '2' }, { a: '1', b: '2' })).toBe(true);
    expect(sameEntries({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(false);
    expect(sameEntries({ a: '1' }, { a: '2' })).toBe(false);
  });
});
