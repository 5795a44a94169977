import { describe, expect, it } from 'vitest';
import { runCases } from './case-runner';
import { PACKAGE_CASES } from './package-rules.cases';
import { applyFix } from './fixes';
import { diagnosticsWith, plainPlugin, textOf, validSolution, withFile, withJson } from './test-fixtures';
import { validate } from './validate';

runCases('package rules', PACKAGE_CASES);

describe('plugin.json', () => {
  it('accepts the valid solution and a plain plugin (but offers to make the latter a solution)', () => {
    expect(validate(validSolution())).toEqual([]);
    const [offer, ...rest] = validate(plainPlugin());
    expect(rest).toEqual([]);
    expect(offer?.code).toBe('plugin.not-solution');
    expect(offer?.fixes?.[0]).toEqual({
      label: 'Make it a solution',
      action: { type: 'make-solution' },
      safe: false,
    });
  });

  it('suggests a web name and offers the canonical marker', () => {
    const named = withJson(validSolution(), 'plugin.json', (v) => (v.name = 'Café Crème'));
    expect(diagnosticsWith(named, 'plugin.name')[0]?.message).toContain('*cafe-creme*');
    const unmarked = withJson(validSolution(), 'plugin.json', (v) => delete v.$schema);
    expect(diagnosticsWith(unmarked, 'plugin.schema-id')[0]?.fixes?.[0]?.action).toEqual({
      type: 'set-schema-id',
      file: 'plugin.json',
    });
  });

  it('reports an unknown top-level field as an error (a writer must not write it), on its own line, with a remove fix', () => {
    const tree = withJson(validSolution(), 'plugin.json', (v) => (v.hooks = {}));
    const [unknown] = diagnosticsWith(tree, 'plugin.unknown-field');
    expect(unknown).toMatchObject({
      severity: 'error',
      pointer: '/hooks',
      message: expect.stringContaining('*hooks*'),
    });
    expect(unknown?.range?.startLine).toBeGreaterThan(1);
    expect(unknown?.fixes?.[0]?.action).toEqual({
      type: 'remove-member',
      file: 'plugin.json',
      pointer: '/hooks',
    });
  });

  it('reports a byte order mark on plugin.json as an error whose fix removes only the mark', () => {
    const text = textOf(validSolution(), 'plugin.json');
    const tree = withFile(validSolution(), 'plugin.json', `\uFEFF${text}`);
    const [bom] = diagnosticsWith(tree, 'plugin.bom');
    expect(bom).toMatchObject({
      severity: 'error',
      fixes: [{ action: { type: 'remove-bom', file: 'plugin.json' } }],
    });
    const fixed = applyFix(tree, bom!.fixes![0]!.action);
    expect(textOf(fixed, 'plugin.json')).toBe(text);
    expect(validate(fixed)).toEqual([]);
    const mcp = withFile(validSolution(), 'mcp.json', `\uFEFF${textOf(validSolution(), 'mcp.json')}`);
    expect(diagnosticsWith(mcp, 'json.bom')[0]).toMatchObject({ severity: 'warning' });
  });

  it('points at the line of a syntax mistake', () => {
    const tree = new Map(validSolution());
    tree.set('plugin.json', {
      kind: 'file',
      bytes: new TextEncoder().encode('{\n  "name": "shop-support"\n  "version": "1"\n}\n'),
    });
    const [problem] = diagnosticsWith(tree, 'plugin.not-json');
    expect(problem?.range?.startLine).toBe(3);
  });
});
