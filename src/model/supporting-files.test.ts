import { describe, expect, test } from 'vitest';
import { encodeText, getFile, treeFromFiles } from './file-tree';
import {
  addSupportingFile,
  fileNameProblem,
  removeSupportingFile,
  supportingFilesBySkill,
  uniqueFileName,
} from './supporting-files';
import { changedPaths, unwrap } from './test-support';

const tree = treeFromFiles([
  ['skills/returns/SKILL.md', '---\nname: returns\n---\n'],
  ['skills/returns/references/policy.md', 'policy'],
  ['skills/returns/assets/logo.png', new Uint8Array([0x89, 0x50])],
  ['skills/shipping/SKILL.md', '---\nname: shipping\n---\n'],
  ['skills/SKILL.md', 'not a skill'],
  ['README.md', 'readme'],
]);

describe('supportingFilesBySkill', () => {
  test('lists every file of a skill folder but its SKILL.md, in order', () => {
    const files = supportingFilesBySkill(tree);
    expect(files.get('returns')?.map((f) => f.local)).toEqual(['assets/logo.png', 'references/policy.md']);
    expect(files.get('shipping')).toBeUndefined();
    expect([...files.keys()]).toEqual(['returns']);
  });

  test('keeps the entries themselves, so cards can compare them by identity', () => {
    const files = supportingFilesBySkill(tree);
    expect(files.get('returns')?.[1]?.entry).toBe(tree.get('skills/returns/references/policy.md'));
  });
});

describe('fileNameProblem', () => {
  test('accepts ordinary names and refuses paths, dots and empty names', () => {
    expect(fileNameProblem('policy.md')).toBeUndefined();
    expect(fileNameProblem('Price list 2024.pdf')).toBeUndefined();
    expect(fileNameProblem('  ')).toMatch(/name/);
    expect(fileNameProblem('a/b.md')).toMatch(/\//);
    expect(fileNameProblem('..')).toMatch(/dot/);
    expect(fileNameProblem('.env')).toMatch(/dot/);
    expect(fileNameProblem('a\u0000b')).toMatch(/control/);
  });
});

describe('uniqueFileName', () => {
  test('numbers a taken name before its extension', () => {
    expect(uniqueFileName('policy.pdf', new Set())).toBe('policy.pdf');
    expect(uniqueFileName('policy.pdf', new Set(['policy.pdf', 'policy-2.pdf']))).toBe('policy-3.pdf');
    expect(uniqueFileName('notes', new Set(['notes']))).toBe('notes-2');
    expect(uniqueFileName('.hidden', new Set(['.hidden']))).toBe('.hidden-2');
  });
});

describe('addSupportingFile', () => {
  test('writes the bytes into the chosen folder and touches nothing else', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const next = unwrap(addSupportingFile(tree, 'shipping', 'assets', 'map.png', bytes));
    expect(changedPaths(tree, next)).toEqual(['skills/shipping/assets/map.png']);
    expect(getFile(next, 'skills/shipping/assets/map.png')?.bytes).toBe(bytes);
  });

  test('never overwrites: a taken name gets a number', () => {
    const next = unwrap(addSupportingFile(tree, 'returns', 'references', 'policy.md', encodeText('')));
    expect(changedPaths(tree, next)).toEqual(['skills/returns/references/policy-2.md']);
  });

  test('makes scripts executable', () => {
    const next = unwrap(addSupportingFile(tree, 'returns', 'scripts', 'check.sh', encodeText('#!/bin/sh\n')));
    expect(getFile(next, 'skills/returns/scripts/check.sh')?.mode).toBe(0o755);
    const doc = unwrap(addSupportingFile(tree, 'returns', 'references', 'faq.md', encodeText('')));
    expect(getFile(doc, 'skills/returns/references/faq.md')?.mode).toBe(0o644);
  });

  test('refuses a bad name or a missing skill', () => {
    expect(addSupportingFile(tree, 'returns', 'assets', '../x', encodeText('')).ok).toBe(false);
    const missing = addSupportingFile(tree, 'nope', 'assets', 'x.png', encodeText(''));
    expect(missing.ok === false && missing.error.code).toBe('skill-missing');
  });
});

describe('removeSupportingFile', () => {
  test('removes one supporting file only', () => {
    const next = unwrap(removeSupportingFile(tree, 'skills/returns/references/policy.md'));
    expect(changedPaths(tree, next)).toEqual(['skills/returns/references/policy.md']);
  });

  test('refuses the SKILL.md and files outside skills', () => {
    expect(removeSupportingFile(tree, 'skills/returns/SKILL.md').ok).toBe(false);
    expect(removeSupportingFile(tree, 'README.md').ok).toBe(false);
    expect(removeSupportingFile(tree, 'skills/returns/nope.md').ok).toBe(false);
  });
});
