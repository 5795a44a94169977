import { describe, expect, test } from 'vitest';
import { treeFromFiles } from './file-tree';
import { readManifest, solutionPathOf } from './plugin-manifest';

const withManifest = (text: string | Uint8Array) => treeFromFiles([['plugin.json', text]]);

describe('solutionPathOf', () => {
  test('reads extensions["org.sigrix"].assistant', () => {
    expect(
      solutionPathOf(withManifest('{"extensions": {"org.sigrix": {"assistant": "assistant.json"}}}')),
    ).toBe('assistant.json');
  });

  test('tolerates every malformed shape without throwing', () => {
    const shapes = [
      '',
      'null',
      '[]',
      '"text"',
      '{',
      '{"extensions": null}',
      '{"extensions": []}',
      '{"extensions": "org.sigrix"}',
      '{"extensions": {"org.sigrix": null}}',
      '{"extensions": {"org.sigrix": ["assistant.json"]}}',
      '{"extensions": {"org.sigrix": {"assistant": 5}}}',
      '{"extensions": {"org.sigrix": {"assistant": ""}}}',
      '{"__proto__": {"extensions": {"org.sigrix": {"assistant": "x"}}}}',
    ];
    for (const text of shapes) expect(solutionPathOf(withManifest(text))).toBeUndefined();
    expect(solutionPathOf(withManifest(new Uint8Array([0xff, 0xfe])))).toBeUndefined();
    expect(solutionPathOf(treeFromFiles([]))).toBeUndefined();
  });

  test('reads the last of duplicated keys, like JSON.parse', () => {
    const tree = withManifest(
      '{"extensions": {"org.sigrix": {"assistant": "a.json", "assistant": "b.json"}}}',
    );
    expect(solutionPathOf(tree)).toBe('b.json');
    expect(readManifest(tree)?.parsed.problems.map((p) => p.kind)).toEqual(['duplicate-key']);
  });
});

describe('readManifest', () => {
  test('gives the name when it is text, and says when the bytes are not UTF-8', () => {
    expect(readManifest(withManifest('{"name": "shop"}'))?.name).toBe('shop');
    expect(readManifest(withManifest('{"name": 5}'))?.name).toBeUndefined();
    const binary = readManifest(withManifest(new Uint8Array([0x7b, 0xff, 0x7d])));
    expect(binary?.utf8).toBe(false);
    expect(binary?.parsed.problems.map((p) => p.kind)).toContain('syntax');
  });

  test('parses each byte array once', () => {
    const tree = withManifest('{"name": "shop"}');
    expect(readManifest(tree)?.parsed).toBe(readManifest(tree)?.parsed);
  });
});
