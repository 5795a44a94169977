import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MCP_CASES } from './mcp-rules.cases';
import { PACKAGE_CASES } from './package-rules.cases';
import { RULES, ruleFor } from './rules';
import { SKILL_CASES } from './skill-rules.cases';
import { SOLUTION_CASES } from './solution-rules.cases';

const docs = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
// Rules no tree can trigger on purpose: the validator's bug net and a fallback behind full coverage.
const UNREACHABLE = new Set(['validate.internal', 'skill.invalid']);

describe('the rule registry', () => {
  it('has each code once, in the family.name form', () => {
    const codes = RULES.map((rule) => rule.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
  });

  it('has a test case that breaks each rule on its own', () => {
    const tested = new Set(
      [...PACKAGE_CASES, ...MCP_CASES, ...SKILL_CASES, ...SOLUTION_CASES].map((rule) => rule.code),
    );
    const untested = RULES.map((rule) => rule.code).filter(
      (code) => !tested.has(code) && !UNREACHABLE.has(code),
    );
    expect(untested).toEqual([]);
    for (const code of tested) expect(ruleFor(code), code).toBeDefined();
  });

  it('is documented in docs/rules.md, code by code, with the same severity', () => {
    const documented = new Map(
      [...docs.matchAll(/^\| `([a-z]+\.[a-z0-9-]+)` +\| +(error|warning|info) +\|/gm)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    for (const rule of RULES) expect(documented.get(rule.code), rule.code).toBe(rule.severity);
    expect([...documented.keys()].filter((code) => !ruleFor(code!))).toEqual([]);
  });
});
