import { beforeEach, describe, expect, test, vi } from 'vitest';
import { parseTree } from 'jsonc-parser';
import { parseDocument } from 'yaml';
import { writeText } from './file-tree';
import { parseJson } from './json-document';
import { editJson } from './json-edit';
import { newSolution } from './operations';
import { PARSE_LIMITS, scanJsonWithinLimits, yamlTooDeep } from './parse-limits';
import { parseSkill } from './skill-document';
import { setSkillField } from './skill-edit';
import { findBeyondParseLimits } from './tree-limits';

// The parsers that read a whole text (recursively, so a hostile one exhausts the stack or blocks
// for minutes), watched: a text beyond the limits must never reach them (#19 items 3 and 16).
vi.mock('jsonc-parser', async (original) => {
  const real = await original<typeof import('jsonc-parser')>();
  return { ...real, parseTree: vi.fn(real.parseTree) };
});
vi.mock('yaml', async (original) => {
  const real = await original<typeof import('yaml')>();
  return { ...real, parseDocument: vi.fn(real.parseDocument) };
});
beforeEach(() => {
  vi.mocked(parseTree).mockClear();
  vi.mocked(parseDocument).mockClear();
});

// The shared machine may be slow: building the hostile texts alone takes a while.
vi.setConfig({ testTimeout: 30_000 });

describe('parse limits', () => {
  test('50 million [ are refused as too deep, after reading only the first levels', () => {
    const parsed = parseJson('['.repeat(50_000_000));
    expect(parsed.value).toBeUndefined();
    expect(parsed.problems.map((p) => p.kind)).toEqual(['too-deep']);
    expect(parsed.problems[0]!.message).toContain('256 levels');
    expect(parseTree).not.toHaveBeenCalled();
  });

  test('a valid document of 16.6 million items is refused as too many values', () => {
    const text = `{"name":"x","keywords":[${'1,'.repeat(16_600_000)}1]}`;
    const parsed = parseJson(text);
    expect(parsed.value).toBeUndefined();
    expect(parsed.problems.map((p) => p.kind)).toEqual(['too-many-values']);
    expect(parsed.problems[0]!.message).toContain('100,000 values');
    expect(parseTree).not.toHaveBeenCalled();
  });

  test('a document just within the limits is read in full', () => {
    const items = PARSE_LIMITS.jsonValues - 1; // the array itself is one value
    const parsed = parseJson(`[${'1,'.repeat(items - 1)}1]`);
    expect(parsed.problems).toEqual([]);
    expect((parsed.value as number[]).length).toBe(items);
    expect(parseTree).toHaveBeenCalledTimes(1);
    expect(scanJsonWithinLimits(`${'['.repeat(256)}${']'.repeat(256)}`)).toBeUndefined();
    expect(scanJsonWithinLimits(`${'['.repeat(257)}${']'.repeat(257)}`)).toMatchObject({ limit: 'depth' });
  });

  test('an edit refuses a text beyond the limits instead of parsing it', () => {
    expect(() => editJson(`[${'0,'.repeat(PARSE_LIMITS.jsonValues)}0]`, [0], 1)).toThrow(/larger or nested/);
  });

  test('a plugin whose manifest, tools file or solution document goes beyond them is found', () => {
    const solution = newSolution('Shop Support');
    expect(findBeyondParseLimits(solution)).toBeUndefined();
    expect(findBeyondParseLimits(writeText(solution, 'plugin.json', '['.repeat(1000)))).toEqual({
      path: 'plugin.json',
      limit: 'depth',
      max: 256,
    });
    const many = `{"mcpServers":{${Array.from({ length: 60_000 }, (_, i) => `"s${i}":1`).join(',')}}}`;
    expect(findBeyondParseLimits(writeText(solution, 'mcp.json', many))).toMatchObject({
      path: 'mcp.json',
      limit: 'values',
    });
    expect(findBeyondParseLimits(writeText(solution, 'assistant.json', '{"a":'.repeat(300)))).toMatchObject({
      path: 'assistant.json',
    });
    // #19 item 6: a million keywords froze the Package view; such a manifest is not opened at all.
    const keywords = `{"name":"k","keywords":[${Array.from({ length: 1_000_000 }, (_, i) => i).join(',')}]}`;
    expect(findBeyondParseLimits(writeText(solution, 'plugin.json', keywords))).toMatchObject({
      path: 'plugin.json',
      limit: 'values',
    });
    // A skill's own data file is not parsed on opening: it is not a reason to refuse the plugin.
    expect(
      findBeyondParseLimits(writeText(solution, 'skills/x/data.json', '['.repeat(1000))),
    ).toBeUndefined();
  });
});

// #19 item 16: 30,000 levels of YAML blanked the page ("Maximum call stack size exceeded").
describe('YAML depth', () => {
  const deepCases = {
    'flow lists': `tags: ${'['.repeat(30_000)}${']'.repeat(30_000)}`,
    'flow maps': `meta: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}`,
    'compact lists': `tags:\n${'- '.repeat(30_000)}x`,
    'indented maps': Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n'),
  };

  test.each(Object.entries(deepCases))('%s beyond the limit are found before parsing', (_, yaml) => {
    expect(yamlTooDeep(yaml)).toBe(true);
    const text = `---\nname: deep\ndescription: d\n${yaml}\n---\nBody\n`;
    const parsed = parseSkill(text);
    expect(parsed.problems.map((p) => p.kind)).toEqual(['too-deep']);
    expect(parsed.problems[0]!.message).toContain('64 levels');
    expect(parseDocument).not.toHaveBeenCalled();
    // An edit does not parse it either: the text stays as it was.
    expect(setSkillField(text, 'description', 'new')).toBe(text);
  });

  test('real frontmatter is within it: block text, quotes, brackets in text, comments', () => {
    const real = [
      'name: returns',
      'description: >-',
      '  Use when a customer asks about [returns or refunds',
      '      indented { text in a folded block',
      "allowed-tools: [Read, Glob, 'Bash(git diff:*)']",
      'metadata:',
      '  author: "Shop [team"',
      '  tags:',
      '    - a # a comment with [',
      '    - {x: [1, 2]}',
      "  note: it's [not a list",
    ].join('\n');
    expect(yamlTooDeep(real)).toBe(false);
    expect(
      yamlTooDeep(`${Array.from({ length: 60 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')} 1`),
    ).toBe(false);
    expect(yamlTooDeep(`x: ${'['.repeat(60)}${']'.repeat(60)}`)).toBe(false);
  });
});
