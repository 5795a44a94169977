import { describe, expect, it } from 'vitest';
import { validatePlugin, validateSolution } from './generated/schema-validators.js';
import { equal, ucs2length } from './schema-runtime';

describe('the compiled validators’ run-time helpers', () => {
  it('count code points: a pair of surrogates is one, a lone surrogate one', () => {
    expect(ucs2length('')).toBe(0);
    expect(ucs2length('shop')).toBe(4);
    expect(ucs2length('🛒 shop')).toBe(6);
    expect(ucs2length('\ud83d')).toBe(1);
    expect(ucs2length('\ude92\ud83d')).toBe(2);
  });

  it('compare JSON values member by member, whatever the order of the members', () => {
    expect(equal({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(equal([1, 2], [2, 1])).toBe(false);
    expect(equal([1], { 0: 1 })).toBe(false);
    expect(equal({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equal({ a: 1 }, { b: 1 })).toBe(false);
    expect(equal(null, {})).toBe(false);
    expect(equal(Number.NaN, Number.NaN)).toBe(true);
    expect(equal(1, '1')).toBe(false);
  });

  it('are the ones the generated validators call: code points for lengths, equality for repeated items', () => {
    const keywords = (valid: boolean, errors: readonly { keyword: string }[] | null | undefined) =>
      valid ? [] : (errors ?? []).map((error) => error.keyword);
    // 63 letters and a cart: 64 code points (the most a name may have), 65 UTF-16 units.
    const name = `${'a'.repeat(63)}🛒`;
    expect(keywords(validatePlugin({ name }), validatePlugin.errors)).not.toContain('maxLength');
    expect(keywords(validatePlugin({ name: `a${name}` }), validatePlugin.errors)).toContain('maxLength');
    const declared = (tools: string[]) => validateSolution({ tools: { shop: { tools } } });
    expect(keywords(declared(['find', 'order']), validateSolution.errors)).not.toContain('uniqueItems');
    expect(keywords(declared(['find', 'find']), validateSolution.errors)).toContain('uniqueItems');
  });
});
