import { describe, expect, it } from 'vitest';
import { jargonIn } from './case-runner';
import type { Diagnostic } from './diagnostic';
import type { AjvError } from './generated/schema-validators';
import { MAX_PROBLEMS_PER_FILE } from './problem-cap';
import { matchPath } from './schema-labels';
import { translateSchemaErrors } from './schema-errors';
import type { SchemaDocument, SchemaTarget } from './schema-issue';

const range = { startLine: 3, startColumn: 5, endLine: 9, endColumn: 1 };

function target(document: SchemaDocument, value: unknown, extra: Partial<SchemaTarget> = {}): SchemaTarget {
  return { document, file: 'x.json', value, locate: () => range, ...extra };
}

function error(keyword: string, instancePath: string, params: Record<string, unknown> = {}): AjvError {
  return { keyword, instancePath, params, schemaPath: '#/whatever', message: 'must match pattern "^x$"' };
}

describe('translating schema errors', () => {
  it('falls back to the document rule and a plain message for anything the table does not know', () => {
    const [diagnostic] = translateSchemaErrors(
      [error('minProperties', '')],
      target('skill', { license: 'x' }),
    );
    expect(diagnostic).toMatchObject({ code: 'skill.invalid', severity: 'error', pointer: '' });
    expect(diagnostic?.message).toBe(
      'The content is not written the way it should be. Bailey will skip this skill until this is fixed.',
    );
    const [plugin] = translateSchemaErrors(
      [error('format', '/homepage')],
      target('plugin', { homepage: 'x' }),
    );
    expect(plugin?.message).toBe(
      'The home page address *x* is not written the way it should be. Bailey will refuse to install it until this is fixed.',
    );
  });

  it('words every generic keyword without ajv text or jargon', () => {
    const keywords: [string, Record<string, unknown>][] = [
      ['type', { type: 'string' }],
      ['required', { missingProperty: 'output' }],
      ['additionalProperties', { additionalProperty: 'rating' }],
      ['minLength', { limit: 1 }],
      ['maxLength', { limit: 64 }],
      ['uniqueItems', { i: 1, j: 0 }],
      ['minItems', { limit: 1 }],
      ['const', { allowedValue: 'x' }],
      ['multipleOf', { multipleOf: 2 }],
    ];
    for (const [keyword, params] of keywords) {
      const [diagnostic] = translateSchemaErrors(
        [error(keyword, '/starters/0', params)],
        target('solution', { starters: [''] }, { newerMinor: true }),
      );
      expect(diagnostic, keyword).toBeDefined();
      expect(jargonIn(diagnostic!.message), diagnostic!.message).toEqual([]);
      expect(diagnostic!.message).not.toMatch(/must match|must NOT|must be equal/);
    }
  });

  it('reports a missing member on the first line of its parent, at the pointer of the member', () => {
    const [diagnostic] = translateSchemaErrors(
      [error('required', '', { missingProperty: 'title' })],
      target('solution', {}),
    );
    expect(diagnostic).toMatchObject({
      code: 'solution.title',
      pointer: '/title',
      range: { startLine: 3, startColumn: 5, endLine: 3 },
    });
  });

  it('keeps one diagnostic per rule and place', () => {
    const errors = [error('pattern', '/name'), error('maxLength', '/name', { limit: 64 })];
    expect(translateSchemaErrors(errors, target('plugin', { name: 'X'.repeat(70) }))).toHaveLength(1);
  });

  it('drops what a dedicated rule reports instead', () => {
    expect(translateSchemaErrors([error('const', '/format_version')], target('solution', {}))).toEqual([]);
    expect(translateSchemaErrors([error('oneOf', '/mcpServers/a')], target('mcp', {}))).toEqual([]);
  });

  it('escapes member names in pointers', () => {
    const [diagnostic] = translateSchemaErrors(
      [error('additionalProperties', '', { additionalProperty: 'a/b~c' })],
      target('plugin', { 'a/b~c': 1 }),
    );
    expect(diagnostic?.pointer).toBe('/a~1b~0c');
  });
});

describe('matchPath', () => {
  it('matches segments, single wildcards and a trailing double wildcard', () => {
    expect(matchPath('', [])).toBe(true);
    expect(matchPath('/a/*/c', ['a', 'b', 'c'])).toBe(true);
    expect(matchPath('/a/*/c', ['a', 'b'])).toBe(false);
    expect(matchPath('/a/**', ['a'])).toBe(true);
    expect(matchPath('/a/**', ['a', 'b', 'c'])).toBe(true);
    expect(matchPath('/a', ['a', 'b'])).toBe(false);
  });
});

describe('schema errors past the cap', () => {
  const keywordErrors = (count: number) =>
    Array.from({ length: count }, (_, index) => error('type', `/keywords/${index}`, { type: 'string' }));

  it('counts the errors past the cap without walking the document to each one', () => {
    const keywords = Array.from({ length: 20_000 }, (_, index) => index);
    let reads = 0;
    const counted = new Proxy(keywords, {
      get: (array, property, receiver) => {
        reads += 1;
        return Reflect.get(array, property, receiver);
      },
      getOwnPropertyDescriptor: (array, property) => {
        reads += 1;
        return Reflect.getOwnPropertyDescriptor(array, property);
      },
    });
    const diagnostics = translateSchemaErrors(
      keywordErrors(20_000),
      target('plugin', { name: 'x', keywords: counted }),
    );
    expect(diagnostics).toHaveLength(MAX_PROBLEMS_PER_FILE + 1);
    expect(diagnostics.at(-1)).toMatchObject({
      code: 'validate.more-errors',
      count: 20_000 - MAX_PROBLEMS_PER_FILE,
    });
    // The listed ones are worded with their values; the other 19,900 are never looked at.
    expect(reads).toBeLessThan(10 * MAX_PROBLEMS_PER_FILE);
  });

  /** Every distinct diagnostic of `errors` by severity, translated in batches small enough to list whole. */
  function reference(errors: readonly AjvError[], of: SchemaTarget) {
    const keys = new Map<string, string>();
    for (let start = 0; start < errors.length; start += 50) {
      for (const d of translateSchemaErrors(errors.slice(start, start + 50), of)) {
        expect(d.count, 'a batch is listed whole').toBeUndefined();
        keys.set(`${d.code}\u0000${d.pointer}`, d.severity);
      }
    }
    const bySeverity = { error: 0, warning: 0, info: 0 };
    for (const severity of keys.values()) bySeverity[severity as keyof typeof bySeverity] += 1;
    return bySeverity;
  }

  function listedAndCounted(diagnostics: readonly Diagnostic[]) {
    const bySeverity = { error: 0, warning: 0, info: 0 };
    for (const d of diagnostics) bySeverity[d.severity] += d.count ?? 1;
    return bySeverity;
  }

  it.each([false, true])(
    'keeps the count honest across duplicates, dropped errors, conditions and rules per error (newer format: %s)',
    (newerMinor) => {
      const errors: AjvError[] = [];
      for (let index = 0; index < 150; index += 1) {
        errors.push(error('type', `/starters/${index}`, { type: 'string' }));
        // The same place again under another keyword: one diagnostic, not two.
        errors.push(error('minLength', `/starters/${index}`, { limit: 1 }));
        errors.push(error('const', '/format_version', { allowedValue: '0.1' }));
        errors.push(error('additionalProperties', '', { additionalProperty: `extra${index % 70}` }));
        errors.push(error('additionalProperties', `/examples/${index}`, { additionalProperty: 'rating' }));
      }
      // A row with a condition on the value, past the cap: the empty instructions.
      errors.push(error('pattern', '/instructions', { pattern: '^skills/' }));
      errors.push(error('required', '', { missingProperty: 'title' }));
      const value = { instructions: '', starters: [], examples: [] };
      const of = target('solution', value, { newerMinor });
      const diagnostics = translateSchemaErrors(errors, of);
      expect(diagnostics.filter((d) => d.count === undefined)).toHaveLength(MAX_PROBLEMS_PER_FILE);
      expect(listedAndCounted(diagnostics)).toEqual(reference(errors, of));
    },
  );
});
