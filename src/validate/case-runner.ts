/**
 * Runs rule cases as tests: each case's tree must produce exactly its codes, and every message
 * it produces must read as plain language. Tests only.
 */
import { describe, expect, it } from 'vitest';
import { outcome, type RuleCase } from './rule-case';
import { validate } from './validate';

// Words and shapes a message for Maya must not contain (UI.md, "Words").
const JARGON: readonly (readonly [RegExp, string])[] = [
  [/\bJSON\b/, 'JSON'],
  [/yaml/i, 'YAML'],
  [/frontmatter/i, 'frontmatter'],
  [/schema/i, 'schema'],
  [/\bslug/i, 'slug'],
  [/pointer/i, 'pointer'],
  [/\bajv\b/i, 'ajv'],
  [/must match pattern|must NOT|must have required/, "ajv's own wording"],
  [/(?:^|[\s(])\/[A-Za-z0-9$_~-]/, 'a JSON Pointer'],
];

/** The jargon found in `message`, by name. */
export function jargonIn(message: string): string[] {
  return JARGON.filter(([pattern]) => pattern.test(message)).map(([, name]) => name);
}

/** Defines one test per case, named for the rule it breaks. */
export function runCases(title: string, cases: readonly RuleCase[]): void {
  describe(title, () => {
    cases.forEach((rule, index) => {
      it(`reports ${rule.code} and nothing else (case ${index + 1})`, () => {
        const { expected, actual } = outcome(rule);
        expect(actual).toEqual(expected);
        for (const diagnostic of validate(rule.build())) {
          expect(jargonIn(diagnostic.message), diagnostic.message).toEqual([]);
          expect(diagnostic.message.length, diagnostic.message).toBeLessThan(400);
        }
      });
    });
  });
}
