import { describe, expect, it } from 'vitest';
import { compareDiagnostics } from './diagnostic';
import { encodeText, writeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { skillText, validSolution, validSolutionFiles, withFile, withJson } from './test-fixtures';
import { validate } from './validate';

const RETURNS = 'skills/returns/SKILL.md';

/** A tree with several problems in several files. */
function brokenTree(): FileTree {
  let tree = withJson(validSolution(), 'assistant.json', (v) => {
    v.title = '';
    (v.skills as unknown[]).pop();
  });
  tree = withJson(tree, 'mcp.json', (v) => delete v.$schema);
  return withFile(
    tree,
    RETURNS,
    skillText(['name: refunds', 'description: Explains refunds.', 'version: 1']),
  );
}

/** A solution with `count` skills of nine files each (SKILL.md, six references, a script, an image). */
function largeSolution(count: number): FileTree {
  const tree = new Map<string, TreeEntry>(validSolution());
  const entries: { name: string; path: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `topic-${i}`;
    const links = Array.from({ length: 6 }, (_, r) => `- See [part ${r}](references/part-${r}.md).`).join(
      '\n',
    );
    const body = `\n# Topic ${i}\n\n${links}\n\n${'Explain the step in plain words.\n'.repeat(80)}`;
    const text = skillText(
      [`name: ${name}`, `description: Answers questions on topic ${i}. Use when a customer asks about it.`],
      body,
    );
    tree.set(`skills/${name}/SKILL.md`, { kind: 'file', bytes: encodeText(text) });
    for (let r = 0; r < 6; r += 1)
      tree.set(`skills/${name}/references/part-${r}.md`, { kind: 'file', bytes: encodeText(`Part ${r}\n`) });
    tree.set(`skills/${name}/scripts/run.sh`, { kind: 'file', bytes: encodeText('#!/bin/sh\n') });
    tree.set(`skills/${name}/assets/figure.png`, {
      kind: 'file',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    entries.push({ name, path: `skills/${name}/SKILL.md` });
  }
  return withJson(tree, 'assistant.json', (v) => (v.skills as unknown[]).push(...entries));
}

describe('validate', () => {
  it('finds nothing wrong with the valid solution', () => {
    expect(validate(validSolution())).toEqual([]);
  });

  it('sorts errors first, then by file and line', () => {
    const diagnostics = validate(brokenTree());
    expect(diagnostics.length).toBeGreaterThan(3);
    for (let i = 1; i < diagnostics.length; i += 1) {
      expect(compareDiagnostics(diagnostics[i - 1]!, diagnostics[i]!)).toBeLessThanOrEqual(0);
    }
  });

  it('gives the same answer for the same files, whatever order the tree was built in', () => {
    const tree = brokenTree();
    const reversed = new Map([...tree].reverse());
    expect(validate(reversed)).toEqual(validate(tree));
  });

  it('re-checks only the file that changed: the others keep their very diagnostics', () => {
    const before = brokenTree();
    const first = validate(before);
    const after = writeText(
      before,
      'skills/orders/SKILL.md',
      skillText(['name: orders', 'description: Looks up orders.']),
    );
    const second = validate(after);
    const untouched = (list: typeof first) => list.filter((d) => d.file === RETURNS);
    expect(untouched(second).length).toBeGreaterThan(0);
    untouched(second).forEach((diagnostic, index) => expect(diagnostic).toBe(untouched(first)[index]));
    expect(
      second.some((d) => d.code === 'skill.description-when' && d.file === 'skills/orders/SKILL.md'),
    ).toBe(true);
  });

  it('returns a fresh array each time, so callers may keep or change it', () => {
    const tree = brokenTree();
    const first = validate(tree);
    first.length = 0;
    expect(validate(tree).length).toBeGreaterThan(0);
  });

  it('keeps its verdicts right at scale: one broken skill among 200 is the only one reported', () => {
    // How fast this is after a keystroke is measured by `npm run bench`, not here: the machines
    // are too noisy for a timed test.
    let tree = largeSolution(200);
    expect(tree.size).toBeGreaterThanOrEqual(1800);
    expect(validate(tree)).toEqual([]);
    const path = 'skills/topic-100/SKILL.md';
    const original = new TextDecoder().decode((tree.get(path) as { bytes: Uint8Array }).bytes);
    tree = writeText(tree, path, original.replace('name: topic-100', 'name: topic-one-hundred'));
    const found = validate(tree).filter((d) => d.severity === 'error');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.file === path)).toBe(true);
    tree = writeText(tree, path, original);
    expect(validate(tree)).toEqual([]);
  });

  it('keeps the fixture files valid text (a guard for the tests themselves)', () => {
    for (const [path, text] of Object.entries(validSolutionFiles())) expect(typeof text, path).toBe('string');
  });
});
