import { describe, expect, test } from 'vitest';
import { encodeText, treeFromFiles, writeText, type FileTree } from './file-tree';
import { newSolution } from './operations';
import { parseSkill } from './skill-document';
import {
  addSkill,
  deleteSkill,
  listSkill,
  renameSkill,
  setInstructionsSkill,
  unlistSkill,
} from './skill-operations';
import { changedPaths, jsonAt, textAt, unwrap } from './test-support';

const skillsOf = (tree: FileTree) => (jsonAt(tree, 'assistant.json') as { skills?: unknown }).skills;
const add = (tree: FileTree, name: string) =>
  unwrap(addSkill(tree, { name, description: `Does ${name}. Use when asked about ${name}.` }));

describe('addSkill', () => {
  test('creates the SKILL.md and lists it, touching nothing else', () => {
    const before = newSolution('Shop');
    const after = add(before, 'returns');
    expect(changedPaths(before, after)).toEqual(['assistant.json', 'skills/returns/SKILL.md']);
    expect(skillsOf(after)).toEqual([{ name: 'returns', path: 'skills/returns/SKILL.md' }]);
    const skill = parseSkill(textAt(after, 'skills/returns/SKILL.md'));
    expect(skill.problems).toEqual([]);
    expect(skill.frontmatter).toMatchObject({ name: 'returns' });
    expect(skill.body).toContain('# Returns');
  });

  test('appends to an existing list in the file’s own layout', () => {
    const after = add(add(newSolution('Shop'), 'returns'), 'orders');
    expect(skillsOf(after)).toEqual([
      { name: 'returns', path: 'skills/returns/SKILL.md' },
      { name: 'orders', path: 'skills/orders/SKILL.md' },
    ]);
    expect(textAt(after, 'assistant.json')).toBe(
      `${JSON.stringify(jsonAt(after, 'assistant.json'), null, 2)}\n`,
    );
  });

  test('can add an unlisted skill, and in a plain plugin only the files', () => {
    const unlisted = unwrap(addSkill(newSolution('Shop'), { name: 'a', description: 'd', listed: false }));
    expect(skillsOf(unlisted)).toBeUndefined();
    const plain = treeFromFiles([['plugin.json', '{"name": "p"}']]);
    const after = add(plain, 'a');
    expect(after.get('plugin.json')).toBe(plain.get('plugin.json'));
    expect(after.has('skills/a/SKILL.md')).toBe(true);
  });

  test('refuses a taken or invalid name, and a skills member that is not a list', () => {
    const tree = add(newSolution('Shop'), 'returns');
    expect(addSkill(tree, { name: 'returns', description: 'd' })).toMatchObject({
      error: { code: 'name-taken' },
    });
    expect(addSkill(tree, { name: 'instructions', description: 'd' })).toMatchObject({
      error: { code: 'name-taken' },
    });
    for (const name of ['Returns', 'a--b', '', 'claude-help', '__proto__']) {
      expect(addSkill(tree, { name, description: 'd' })).toMatchObject({
        error: { code: 'invalid-name' },
      });
    }
    const mistyped = writeText(tree, 'assistant.json', '{"skills": "returns"}');
    expect(addSkill(mistyped, { name: 'x', description: 'd' })).toMatchObject({
      error: { code: 'member-wrong-type' },
    });
  });
});

describe('renameSkill', () => {
  const base = () => {
    let tree = add(newSolution('Shop'), 'returns');
    const withExtra = new Map(tree);
    withExtra.set('skills/returns/scripts/run.sh', {
      kind: 'file',
      bytes: encodeText('#!/bin/sh\n'),
      mode: 0o755,
      mtime: 7,
    });
    tree = withExtra;
    return tree;
  };

  test('moves the folder with all its files, rewrites the name and the entry', () => {
    const before = base();
    const after = unwrap(renameSkill(before, 'returns', 'refunds'));
    expect(after.has('skills/returns/SKILL.md')).toBe(false);
    expect(after.get('skills/refunds/scripts/run.sh')).toBe(before.get('skills/returns/scripts/run.sh'));
    expect(parseSkill(textAt(after, 'skills/refunds/SKILL.md')).frontmatter).toMatchObject({
      name: 'refunds',
    });
    expect(textAt(after, 'skills/refunds/SKILL.md')).toBe(
      textAt(before, 'skills/returns/SKILL.md').replace('name: returns', 'name: refunds'),
    );
    expect(skillsOf(after)).toEqual([{ name: 'refunds', path: 'skills/refunds/SKILL.md' }]);
    expect(after.get('plugin.json')).toBe(before.get('plugin.json'));
  });

  test('renaming the instructions skill updates instructions', () => {
    const after = unwrap(renameSkill(newSolution('Shop'), 'instructions', 'main'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ instructions: 'skills/main/SKILL.md' });
  });

  test('keeps CRLF in the SKILL.md it rewrites', () => {
    const tree = writeText(
      base(),
      'skills/returns/SKILL.md',
      '---\r\nname: returns\r\ndescription: d\r\n---\r\nBody\r\n',
    );
    const after = unwrap(renameSkill(tree, 'returns', 'refunds'));
    expect(textAt(after, 'skills/refunds/SKILL.md')).toBe(
      '---\r\nname: refunds\r\ndescription: d\r\n---\r\nBody\r\n',
    );
  });

  test('refuses onto an existing skill, a missing one, a bad name or broken frontmatter', () => {
    const tree = add(base(), 'orders');
    expect(renameSkill(tree, 'returns', 'orders')).toMatchObject({ error: { code: 'name-taken' } });
    expect(renameSkill(tree, 'nope', 'x')).toMatchObject({ error: { code: 'skill-missing' } });
    expect(renameSkill(tree, 'returns', 'Bad Name')).toMatchObject({
      error: { code: 'invalid-name' },
    });
    const broken = writeText(tree, 'skills/returns/SKILL.md', '---\nname: "open\n---\n');
    expect(renameSkill(broken, 'returns', 'x')).toMatchObject({
      error: { code: 'file-unreadable' },
    });
    expect(unwrap(renameSkill(tree, 'returns', 'returns'))).toBe(tree);
  });
});

describe('deleteSkill', () => {
  test('removes the folder and its entry', () => {
    const before = add(add(newSolution('Shop'), 'returns'), 'orders');
    const after = unwrap(deleteSkill(before, 'returns'));
    expect([...after.keys()].some((path) => path.startsWith('skills/returns'))).toBe(false);
    expect(skillsOf(after)).toEqual([{ name: 'orders', path: 'skills/orders/SKILL.md' }]);
  });

  test('removes an entry listed twice, and refuses the instructions skill', () => {
    const tree = writeText(
      add(newSolution('Shop'), 'a'),
      'assistant.json',
      '{"instructions": "skills/instructions/SKILL.md", "skills": [{"name": "a"}, {"path": "skills/a/SKILL.md"}, {"name": "b"}]}',
    );
    expect(textAt(unwrap(deleteSkill(tree, 'a')), 'assistant.json')).toBe(
      '{"instructions": "skills/instructions/SKILL.md", "skills": [{"name": "b"}]}',
    );
    expect(deleteSkill(tree, 'instructions')).toMatchObject({ error: { code: 'is-instructions' } });
    expect(deleteSkill(tree, 'zzz')).toMatchObject({ error: { code: 'skill-missing' } });
  });
});

describe('setInstructionsSkill', () => {
  test('the new one leaves skills and the previous one is listed', () => {
    const before = add(newSolution('Shop'), 'main');
    const after = unwrap(setInstructionsSkill(before, 'main'));
    expect(jsonAt(after, 'assistant.json')).toMatchObject({
      instructions: 'skills/main/SKILL.md',
      skills: [{ name: 'instructions', path: 'skills/instructions/SKILL.md' }],
    });
  });

  test('does not list a previous instructions skill the plugin no longer carries', () => {
    const tree = writeText(
      add(newSolution('Shop'), 'main'),
      'assistant.json',
      '{"instructions": "skills/gone/SKILL.md", "skills": [{"name": "main", "path": "skills/main/SKILL.md"}]}',
    );
    expect(jsonAt(unwrap(setInstructionsSkill(tree, 'main')), 'assistant.json')).toEqual({
      instructions: 'skills/main/SKILL.md',
      skills: [],
    });
    expect(setInstructionsSkill(tree, 'gone')).toMatchObject({ error: { code: 'skill-missing' } });
  });
});

describe('listSkill and unlistSkill', () => {
  test('list and unlist an existing skill; listing twice changes nothing', () => {
    const tree = unwrap(addSkill(newSolution('Shop'), { name: 'a', description: 'd', listed: false }));
    const listed = unwrap(listSkill(tree, 'a'));
    expect(skillsOf(listed)).toEqual([{ name: 'a', path: 'skills/a/SKILL.md' }]);
    expect(unwrap(listSkill(listed, 'a'))).toBe(listed);
    expect(skillsOf(unwrap(unlistSkill(listed, 'a')))).toEqual([]);
    expect(unwrap(unlistSkill(tree, 'a'))).toBe(tree);
  });

  test('refuses the instructions skill and a skill that is not there', () => {
    const tree = newSolution('Shop');
    expect(listSkill(tree, 'instructions')).toMatchObject({ error: { code: 'is-instructions' } });
    expect(listSkill(tree, 'nope')).toMatchObject({ error: { code: 'skill-missing' } });
  });
});

describe('malformed documents', () => {
  test('no operation throws on garbage, whatever the files hold', () => {
    const garbage = ['', 'null', '[]', '"x"', '{"skills": {}, "instructions": 5}', '\u0000\u00ff', '{'];
    for (const text of garbage) {
      const tree = writeText(add(newSolution('Shop'), 'a'), 'assistant.json', text);
      const binary = new Map(tree);
      binary.set('skills/a/SKILL.md', { kind: 'file', bytes: new Uint8Array([0xff, 0, 0xc3]) });
      for (const t of [tree, binary]) {
        expect(() => {
          addSkill(t, { name: 'b', description: 'd' });
          renameSkill(t, 'a', 'c');
          deleteSkill(t, 'a');
          setInstructionsSkill(t, 'a');
          listSkill(t, 'a');
          unlistSkill(t, 'a');
        }).not.toThrow();
      }
    }
  });
});
