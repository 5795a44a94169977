import { describe, expect, test } from 'vitest';
import { writeText } from './file-tree';
import { parseJson } from './json-document';
import { editJson } from './json-edit';
import { newSolution } from './operations';
import { PARSE_LIMITS, scanJsonWithinLimits } from './parse-limits';
import { findBeyondParseLimits } from './tree-limits';

// Generous bounds the hostile-input issue asks for (#19 item 3): seconds, not minutes.
const HOSTILE_BOUND_MS = 10_000;

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe('parse limits', () => {
  test('50 million [ are refused as too deep, after reading only the first levels', () => {
    const { value: parsed, ms } = timed(() => parseJson('['.repeat(50_000_000)));
    expect(parsed.value).toBeUndefined();
    expect(parsed.problems.map((p) => p.kind)).toEqual(['too-deep']);
    expect(parsed.problems[0]!.message).toContain('256 levels');
    expect(ms).toBeLessThan(HOSTILE_BOUND_MS);
  });

  test('a valid document of 16.6 million items is refused as too many values', () => {
    const text = `{"name":"x","keywords":[${'1,'.repeat(16_600_000)}1]}`;
    const { value: parsed, ms } = timed(() => parseJson(text));
    expect(parsed.value).toBeUndefined();
    expect(parsed.problems.map((p) => p.kind)).toEqual(['too-many-values']);
    expect(parsed.problems[0]!.message).toContain('100,000 values');
    expect(ms).toBeLessThan(HOSTILE_BOUND_MS);
  });

  test('a document just within the limits is read in full', () => {
    const items = PARSE_LIMITS.jsonValues - 1; // the array itself is one value
    const parsed = parseJson(`[${'1,'.repeat(items - 1)}1]`);
    expect(parsed.problems).toEqual([]);
    expect((parsed.value as number[]).length).toBe(items);
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
    // A skill's own data file is not parsed on opening: it is not a reason to refuse the plugin.
    expect(
      findBeyondParseLimits(writeText(solution, 'skills/x/data.json', '['.repeat(1000))),
    ).toBeUndefined();
  });
});
