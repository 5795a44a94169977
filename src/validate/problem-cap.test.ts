import { describe, expect, it } from 'vitest';
import { countBySeverity, type Diagnostic } from './diagnostic';
import { capPerFile, MAX_PROBLEMS_PER_FILE } from './problem-cap';
import { validSolution, withJson } from './test-fixtures';
import { validate } from './validate';

const problem = (file: string, severity: Diagnostic['severity'], line: number): Diagnostic => ({
  code: 'test.rule',
  severity,
  message: `Problem on line ${line}.`,
  file,
  range: { startLine: line, endLine: line },
});

describe('capPerFile', () => {
  it('lists the first problems of a file and counts the rest, per severity, where they were', () => {
    const many = [
      ...Array.from({ length: 150 }, (_, i) => problem('a.json', 'error', i + 1)),
      ...Array.from({ length: 5 }, (_, i) => problem('b.json', 'error', i + 1)),
      ...Array.from({ length: 30 }, (_, i) => problem('a.json', 'warning', i + 1)),
    ];
    const capped = capPerFile(many);
    expect(capped).toHaveLength(MAX_PROBLEMS_PER_FILE + 1 + 5 + 1);
    expect(capped[MAX_PROBLEMS_PER_FILE]).toMatchObject({
      code: 'validate.more-errors',
      file: 'a.json',
      count: 50,
    });
    expect(capped[MAX_PROBLEMS_PER_FILE]!.message).toMatch(/^50 more mistakes in this file are not listed\./);
    expect(capped.at(-1)).toMatchObject({ code: 'validate.more-warnings', file: 'a.json', count: 30 });
    expect(countBySeverity(capped)).toEqual({ error: 155, warning: 30, info: 0 });
  });

  it('says one unlisted problem in the singular', () => {
    const capped = capPerFile(
      Array.from({ length: MAX_PROBLEMS_PER_FILE + 1 }, (_, i) => problem('a.json', 'warning', i + 1)),
    );
    expect(capped.at(-1)!.message).toBe(
      '1 more warning in this file is not listed. Fix the ones listed first; it is most likely of the same kind.',
    );
  });

  it('leaves a file within the cap as it is', () => {
    const few = Array.from({ length: MAX_PROBLEMS_PER_FILE }, (_, i) => problem('a.json', 'error', i));
    expect(capPerFile(few)).toEqual(few);
  });
});

describe('validate with a million-fold mistake', () => {
  // #19 item 3: the cost followed the number of schema errors (1 million: 13.8 s and 923 MB).
  // That the errors past the cap are counted without being worded is schema-errors.test.ts's.
  it('lists 100 schema errors of a file and counts the rest', () => {
    const tree = withJson(validSolution(), 'plugin.json', (v) => {
      v.keywords = Array.from({ length: 99_000 }, (_, i) => i);
    });
    const diagnostics = validate(tree).filter((d) => d.file === 'plugin.json');
    expect(diagnostics.filter((d) => d.code === 'plugin.field-type')).toHaveLength(MAX_PROBLEMS_PER_FILE);
    const more = diagnostics.find((d) => d.code === 'validate.more-errors');
    expect(more?.count).toBe(99_000 - MAX_PROBLEMS_PER_FILE);
    expect(countBySeverity(diagnostics).error).toBe(99_000);
  }, 30_000);
});
