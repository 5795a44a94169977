import { describe, expect, it } from 'vitest';
import { encodeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { skillText, validSolution } from './test-fixtures';
import { prepareValidation, prepareWithin, validate } from './validate';

/** A solution with extra skills (some broken), each SKILL.md a fresh byte array. */
function solutionWithSkills(count: number): FileTree {
  const tree = new Map<string, TreeEntry>(validSolution());
  for (let i = 0; i < count; i += 1) {
    const lines = i % 7 === 0 ? ['name: wrong-name'] : [`name: extra-${i}`, `description: Topic ${i}.`];
    tree.set(`skills/extra-${i}/SKILL.md`, { kind: 'file', bytes: encodeText(skillText(lines)) });
  }
  tree.set('skills/broken/SKILL.md', { kind: 'file', bytes: new Uint8Array([0xff, 0xfe, 0x00]) });
  return tree;
}

describe('prepareValidation', () => {
  it('changes nothing validate finds, whether the facts were prepared or not', async () => {
    const expected = validate(solutionWithSkills(40));
    const tree = solutionWithSkills(40);
    await prepareValidation(tree, 0);
    expect(validate(tree)).toEqual(expected);
  });

  it('works a few files per task, and never rejects', async () => {
    let tasks = 0;
    let done = false;
    const counting = (async () => {
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        tasks += 1;
      }
    })();
    await prepareValidation(solutionWithSkills(20), 0);
    done = true;
    await counting;
    expect(tasks).toBeGreaterThan(0);
    await expect(prepareValidation(new Map())).resolves.toBeUndefined();
  });

  it('prepareWithin says whether every file was done within the time given', () => {
    const tree = solutionWithSkills(20);
    expect(prepareWithin(tree, 0)).toBe(false);
    expect(prepareWithin(tree, 10_000)).toBe(true);
    expect(validate(tree)).toEqual(validate(solutionWithSkills(20)));
  });
});
