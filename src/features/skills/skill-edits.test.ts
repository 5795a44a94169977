import { describe, expect, test } from 'vitest';
import { treeFromFiles } from '../../model/file-tree';
import { changedPaths, textAt, unwrap } from '../../model/test-support';
import { applySkillBody, applySkillFields, fieldValue } from './skill-edits';

const PATH = 'skills/returns/SKILL.md';
const TEXT = [
  '---',
  'name: returns',
  '# what the skill is for',
  'description: Explains returns. Use when a customer asks.',
  'license: MIT',
  '---',
  '',
  'Body  with   odd spacing\r',
  '',
].join('\n');
const tree = treeFromFiles([[PATH, TEXT]]);

describe('applySkillFields', () => {
  test('changes only the field that differs, keeping comments and the body bytes', () => {
    const next = unwrap(applySkillFields(tree, PATH, { description: 'Explains refunds.', license: 'MIT' }));
    expect(textAt(next, PATH)).toBe(
      TEXT.replace('Explains returns. Use when a customer asks.', 'Explains refunds.'),
    );
  });

  test('removes an optional field that was emptied', () => {
    const next = unwrap(applySkillFields(tree, PATH, { license: undefined }));
    expect(textAt(next, PATH)).toBe(TEXT.replace('license: MIT\n', ''));
    expect(unwrap(applySkillFields(tree, PATH, { license: '' }))).toEqual(next);
  });

  test('adds a field the file lacks, and writes metadata as a mapping', () => {
    const next = unwrap(applySkillFields(tree, PATH, { metadata: { author: 'Maya', version: '1.0' } }));
    expect(textAt(next, PATH)).toContain('metadata:\n  author: Maya\n  version: "1.0"\n---');
    const cleared = unwrap(applySkillFields(next, PATH, { metadata: {} }));
    expect(textAt(cleared, PATH)).toBe(TEXT);
  });

  test('never touches a field the form did not change, even one it would write differently', () => {
    const odd = treeFromFiles([[PATH, '---\nname: returns\ndescription: x\ncompatibility: ""\n---\n']]);
    const next = unwrap(applySkillFields(odd, PATH, { compatibility: '', license: 'MIT' }));
    expect(textAt(next, PATH)).toBe(
      '---\nname: returns\ndescription: x\ncompatibility: ""\nlicense: MIT\n---\n',
    );
  });

  test('leaves the tree as it is when nothing changed', () => {
    expect(unwrap(applySkillFields(tree, PATH, { license: 'MIT', compatibility: undefined }))).toBe(tree);
  });

  test('refuses to edit a details block that cannot be read', () => {
    const broken = treeFromFiles([[PATH, '---\nname: [returns\n---\nBody\n']]);
    const result = applySkillFields(broken, PATH, { description: 'x' });
    expect(result.ok === false && result.error.code).toBe('file-unreadable');
    expect(applySkillFields(tree, 'skills/nope/SKILL.md', {}).ok).toBe(false);
  });
});

describe('fieldValue', () => {
  test('keeps an empty description, drops empty optional fields', () => {
    expect(fieldValue('description', undefined)).toBe('');
    expect(fieldValue('license', '')).toBeUndefined();
    expect(fieldValue('metadata', {})).toBeUndefined();
    expect(fieldValue('allowed-tools', 'Read')).toBe('Read');
  });
});

describe('applySkillBody', () => {
  test('replaces the body and keeps the details block byte for byte', () => {
    const next = unwrap(applySkillBody(tree, PATH, '# Returns\n'));
    expect(textAt(next, PATH)).toBe(`${TEXT.slice(0, TEXT.indexOf('---\n', 4) + 4)}# Returns\n`);
    expect(changedPaths(tree, next)).toEqual([PATH]);
  });

  test('refuses when the details block is never closed', () => {
    const open = treeFromFiles([[PATH, '---\nname: returns\nBody\n']]);
    expect(applySkillBody(open, PATH, 'x').ok).toBe(false);
  });
});
