import { describe, expect, it } from 'vitest';
import { runCases } from './case-runner';
import { SOLUTION_CASES } from './solution-rules.cases';
import { codesOf, diagnosticsWith, validSolution, withJson } from './test-fixtures';

runCases('solution rules', SOLUTION_CASES);

describe('solution document versions', () => {
  const version = (value: string, extra: Record<string, unknown> = {}) =>
    withJson(validSolution(), 'assistant.json', (v) => Object.assign(v, { format_version: value }, extra));

  it('refuses an unknown major and checks nothing else in the document', () => {
    const tree = version('2.0', { theme: 'dark', title: '' });
    expect(codesOf(tree)).toEqual(['solution.format-unsupported']);
    expect(diagnosticsWith(tree, 'solution.format-unsupported')[0]?.message).toContain('*2.0*');
  });

  it('names the setting 0.1 does not have (#31)', () => {
    const tree = version('0.1', { theme: 'dark' });
    expect(diagnosticsWith(tree, 'solution.unknown-field')[0]?.message).toBe(
      'The assistant holds a setting a solution cannot have: theme. Bailey would refuse it; remove it.',
    );
  });

  it('reads a newer minor, reports what it does not know as warnings and says it writes 0.1', () => {
    const tree = version('0.2', { theme: 'dark', title: '' });
    expect(codesOf(tree)).toEqual(['solution.format-newer', 'solution.newer-field', 'solution.title']);
    expect(diagnosticsWith(tree, 'solution.newer-field')[0]?.severity).toBe('warning');
    expect(diagnosticsWith(tree, 'solution.format-newer')[0]?.message).toContain('writes version 0.1');
  });
});

describe('solution references', () => {
  it('offers to list an unlisted skill, on the skill itself', () => {
    const tree = withJson(validSolution(), 'assistant.json', (v) => (v.skills as unknown[]).pop());
    const [unlisted] = diagnosticsWith(tree, 'solution.skill-unlisted');
    expect(unlisted).toMatchObject({
      file: 'skills/orders/SKILL.md',
      fixes: [{ action: { type: 'list-skill', name: 'orders' } }],
    });
  });

  it('says a server without declared tools will ask before every tool', () => {
    const tree = withJson(
      validSolution(),
      'assistant.json',
      (v) => delete (v.tools as Record<string, unknown>).catalog,
    );
    const [undeclared] = diagnosticsWith(tree, 'solution.server-undeclared');
    expect(undeclared?.message).toContain('may change things');
    expect(undeclared?.fixes?.[0]?.action).toEqual({ type: 'declare-server-tools', server: 'catalog' });
  });
});
