import { describe, expect, it, vi } from 'vitest';
import { editJson } from './json-document';
import { readText, treeFromFiles } from './file-tree';
import { jsonEqual, syncJson, syncJsonFile } from './json-sync';

// Each edit reads the whole text again: a list changed as a whole must be one edit (#19 item 6).
vi.mock('./json-document', async (original) => {
  const real = await original<typeof import('./json-document')>();
  return { ...real, editJson: vi.fn(real.editJson) };
});

const doc = `{
  "title": "Shop",
  "x-unknown": 1.0,
  "starters": ["a", "b", "c"],
  "knowledge": [
    {"name": "policy", "description": "Policy", "accepts": ["pdf"]}
  ]
}
`;

describe('syncJson', () => {
  it('returns the very same text when nothing differs', () => {
    expect(syncJson(doc, [], JSON.parse(doc))).toBe(doc);
    expect(syncJson(doc, ['starters'], ['a', 'b', 'c'])).toBe(doc);
  });

  it('changes only the member that differs, keeping unknown members and number spelling', () => {
    const next = syncJson(doc, [], { ...JSON.parse(doc), title: 'Shop Support' });
    expect(next).toBe(doc.replace('"Shop"', '"Shop Support"'));
  });

  it('removes a member whose new value is undefined and adds a new one at the end', () => {
    const value = { ...JSON.parse(doc), title: undefined, description: 'Helps' };
    const next = syncJson(doc, [], value);
    expect(next).not.toContain('"title"');
    expect(next).toContain('"x-unknown": 1.0');
    expect(JSON.parse(next).description).toBe('Helps');
  });

  it('inserts one list item in place without rewriting its neighbours', () => {
    const next = syncJson(doc, ['starters'], ['a', 'new', 'b', 'c']);
    expect(next).toContain('["a", "new", "b", "c"]');
  });

  it('removes one list item from the middle', () => {
    expect(syncJson(doc, ['starters'], ['a', 'c'])).toContain('["a", "c"]');
  });

  it('edits a member inside a list item without touching the item', () => {
    const next = syncJson(doc, ['knowledge', 0, 'accepts'], ['pdf', 'docx']);
    expect(next).toContain('{"name": "policy", "description": "Policy", "accepts": ["pdf", "docx"]}');
  });

  it('swaps two items as two replacements (a move up or down)', () => {
    expect(syncJson(doc, ['starters'], ['b', 'a', 'c'])).toContain('["b", "a", "c"]');
  });

  it('creates missing parents and leaves absent members absent', () => {
    expect(syncJson('{}\n', ['author', 'name'], 'Maya')).toBe('{"author":{"name":"Maya"}}\n');
    expect(syncJson('{}\n', ['author'], undefined)).toBe('{}\n');
  });

  it('writes a list whose many items all changed in one edit, not one per item', () => {
    // #19 item 6: 20,000 numbers turned to text were 20,000 edits, each reading the whole text.
    // 2,000 show it as well, and a return of the fault fails here in seconds rather than minutes.
    const numbers = Array.from({ length: 2_000 }, (_, i) => i);
    const text = `{"keywords": ${JSON.stringify(numbers)}}\n`;
    vi.mocked(editJson).mockClear();
    const next = syncJson(text, ['keywords'], numbers.map(String));
    expect(editJson).toHaveBeenCalledTimes(1);
    expect(JSON.parse(next).keywords).toEqual(numbers.map(String));
  });

  it('throws on text it cannot edit safely', () => {
    expect(() => syncJson('{"a": ', ['a'], 1)).toThrow();
  });
});

describe('syncJsonFile', () => {
  it('keeps the tree when nothing changes and says why a file cannot be edited', () => {
    const tree = treeFromFiles([
      ['a.json', doc],
      ['broken.json', '{'],
    ]);
    const same = syncJsonFile(tree, 'a.json', ['title'], 'Shop');
    expect(same.ok && same.tree).toBe(tree);
    const changed = syncJsonFile(tree, 'a.json', ['title'], 'New');
    expect(changed.ok && readText(changed.tree, 'a.json')).toContain('"New"');
    const broken = syncJsonFile(tree, 'broken.json', ['a'], 1);
    expect(!broken.ok && broken.error.code).toBe('file-unreadable');
    const missing = syncJsonFile(tree, 'none.json', ['a'], 1);
    expect(!missing.ok && missing.error.code).toBe('file-missing');
  });
});

describe('jsonEqual', () => {
  it('ignores member order and tells lists apart by order', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
