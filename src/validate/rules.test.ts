import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../model/json-document';
import { MCP_CASES } from './mcp-rules.cases';
import { PACKAGE_CASES } from './package-rules.cases';
import { readCatalogue, rule, RULES, ruleFor } from './rules';
import { SKILL_CASES } from './skill-rules.cases';
import { SOLUTION_CASES } from './solution-rules.cases';

const docs = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const catalogueText = readFileSync(new URL('./rule-catalogue.json', import.meta.url), 'utf8');
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

  it('is read from rule-catalogue.json, which names each code once', () => {
    // A code written twice would be read once, the last copy winning: the file's own text must
    // show no duplicated member, as the checker's json.duplicate-key rule would say of it.
    expect(parseJson(catalogueText).problems).toEqual([]);
    const doubled = catalogueText.replace('"json.bom": {', '"json.bom": {}, "json.bom": {');
    expect(parseJson(doubled).problems.map((problem) => problem.kind)).toEqual(['duplicate-key']);
    expect(rule('plugin.name')).toEqual({
      code: 'plugin.name',
      severity: 'error',
      summary: 'plugin.json `name` is missing or breaks the name grammar.',
    });
    expect(RULES).toHaveLength(Object.keys(JSON.parse(catalogueText) as object).length);
  });
});

describe('a rule catalogue', () => {
  const entry = (severity: string, summary = 'A summary.') => ({ severity, summary });

  it('is read in its order, code by code', () => {
    expect(readCatalogue({ 'a.one': entry('error'), 'a.two': entry('info') })).toEqual([
      { code: 'a.one', severity: 'error', summary: 'A summary.' },
      { code: 'a.two', severity: 'info', summary: 'A summary.' },
    ]);
  });

  it('is refused with a mistake: an unknown severity, codes out of order, an odd code, no summary', () => {
    expect(() => readCatalogue({ 'a.one': entry('fatal') })).toThrow(/a\.one has the severity "fatal"/);
    expect(() => readCatalogue({ 'a.two': entry('error'), 'a.one': entry('error') })).toThrow(
      /a\.one comes after a\.two/,
    );
    expect(() => readCatalogue({ 'A.one': entry('error') })).toThrow(/family\.name/);
    expect(() => readCatalogue({ 'a.one': entry('error', ' ') })).toThrow(/no summary/);
  });
});
