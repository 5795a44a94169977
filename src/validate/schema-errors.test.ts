import { describe, expect, it } from 'vitest';
import { jargonIn } from './case-runner';
import type { AjvError } from './generated/schema-validators';
import { matchPath } from './schema-labels';
import { translateSchemaErrors, type SchemaDocument, type SchemaTarget } from './schema-errors';

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
      'The home page address *x* is not written the way it should be. Bailey will refuse the plugin until this is fixed.',
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
