import { describe, expect, it } from 'vitest';
import {
  decodeText,
  encodeEditedText,
  encodeText,
  removePath,
  sameEntries,
  treeFromFiles,
  unsafePathReason,
  unsafePathReasonByRule,
  writeText,
  type FileEntry,
} from './file-tree';

const utf8 = new TextEncoder();

describe('encoding an edited text from the bytes it was edited from', () => {
  const befores = ['{"title": "Shop"}', '{"title": "Café ünd Tee"}', '\uFEFF{"t": "a😀b", "n": "ß"}', ''];
  const replacements = ['', 'x', 'é', '😀', 'Ünïcödé and more'];

  it('gives the bytes a full encoding gives, for every span and replacement', () => {
    for (const before of befores) {
      const beforeBytes = encodeText(before);
      for (let start = 0; start <= before.length; start += 1)
        for (let end = start; end <= before.length; end += 1)
          for (const replacement of replacements) {
            const text = before.slice(0, start) + replacement + before.slice(end);
            const bytes = encodeEditedText(text, before, beforeBytes, start, end);
            expect([...bytes]).toEqual([...utf8.encode(text)]);
            expect(decodeText(bytes)).toBe(text);
          }
    }
  });

  it('copies the kept bytes rather than encoding them', () => {
    // Given bytes that differ from the text's own encoding in a kept part, that part stays as given.
    const before = 'ab"c"de';
    const beforeBytes = new Uint8Array([0x61, 0x62, 0x22, 0x63, 0x22, 0x64, 0x65]);
    beforeBytes[0] = 0x41;
    const bytes = encodeEditedText('ab"xy"de', before, beforeBytes, 2, 5);
    expect([...bytes]).toEqual([0x41, 0x62, 0x22, 0x78, 0x79, 0x22, 0x64, 0x65]);
  });
});

describe('sameEntries', () => {
  const a = treeFromFiles([
    ['a.md', 'one'],
    ['b.md', 'two'],
  ]);
  it('is true for the same paths, bytes, modes and times, shared or copied', () => {
    expect(sameEntries(a, a)).toBe(true);
    const copied = new Map([...a].map(([path, entry]) => [path, { ...entry }]));
    expect(sameEntries(a, copied)).toBe(true);
  });
  it('is false when a byte, a time or a path differs', () => {
    expect(sameEntries(a, writeText(a, 'a.md', 'One'))).toBe(false);
    const later = new Map(a).set('a.md', { ...(a.get('a.md') as FileEntry), mtime: 1 });
    expect(sameEntries(a, later)).toBe(false);
    expect(sameEntries(a, removePath(a, 'b.md'))).toBe(false);
  });
});

describe('unsafePathReason', () => {
  it('gives every path the reason the rule gives, the plainly safe ones included', () => {
    const alphabet = ['a', 'C', '.', '/', '\\', ':', ' ', '\u0000', '\u009f', '\u202e', 'é', '..'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const paths = [
      'skills/a/SKILL.md',
      '.claude-plugin/plugin.json',
      'a/./b',
      'a/../b',
      'C:x',
      'a/',
      '/a',
      'a//b',
      '..',
    ];
    for (let i = 0; i < 20_000; i++)
      paths.push(
        Array.from(
          { length: Math.floor(next() * 9) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join(''),
      );
    for (const path of paths)
      expect(unsafePathReason(path), JSON.stringify(path)).toBe(unsafePathReasonByRule(path));
  });
});
