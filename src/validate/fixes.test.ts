import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic';
import { applyFix, tryFix } from './fixes';
import { MCP_CASES } from './mcp-rules.cases';
import { PACKAGE_CASES } from './package-rules.cases';
import { SKILL_CASES } from './skill-rules.cases';
import { SOLUTION_CASES } from './solution-rules.cases';
import { plainPlugin, validSolution } from './test-fixtures';
import { validate } from './validate';
import { changedPaths } from '../model/test-support';

const ALL_CASES = [...PACKAGE_CASES, ...MCP_CASES, ...SKILL_CASES, ...SOLUTION_CASES];
const same = (a: Diagnostic, b: Diagnostic) =>
  a.code === b.code && a.file === b.file && a.pointer === b.pointer;

describe('quick fixes', () => {
  const offered = ALL_CASES.flatMap((rule) => {
    const tree = rule.build();
    return validate(tree)
      .filter((d) => d.fix)
      .map((d) => [`${d.code}: ${d.fix!.label}`, tree, d] as const);
  });

  it('are offered by many rules', () => {
    expect(new Set(offered.map(([, , d]) => d.fix!.action.type))).toEqual(
      new Set([
        'make-solution',
        'list-skill',
        'unlist-skill',
        'rename-skill-to-folder',
        'set-name-from-plugin',
        'set-schema-id',
        'declare-server-tools',
        'remove-member',
      ]),
    );
  });

  it.each(offered)('%s repairs what it is offered for', (_label, tree, diagnostic) => {
    const result = tryFix(tree, diagnostic.fix!.action);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const after = validate(applyFix(tree, diagnostic.fix!.action));
    expect(after.filter((d) => same(d, diagnostic))).toEqual([]);
  });

  it('turn a plain plugin into a solution without errors in one change', () => {
    const tree = plainPlugin();
    const [offer] = validate(tree);
    const fixed = applyFix(tree, offer!.fix!.action);
    expect(validate(fixed).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('leave every file they are not about untouched', () => {
    const tree = validSolution();
    const action = { type: 'remove-member', file: 'plugin.json', pointer: '/license' } as const;
    expect(changedPaths(tree, applyFix(tree, action))).toEqual(['plugin.json']);
  });

  it('return the same tree when a fix no longer applies', () => {
    const tree = validSolution();
    expect(applyFix(tree, { type: 'list-skill', name: 'nowhere' })).toBe(tree);
  });
});
