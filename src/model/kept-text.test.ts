import { describe, expect, it } from 'vitest';
import { keptJson, keptText } from './kept-text';
import { readText, writeText } from './file-tree';
import { editJsonFile } from './operation-support';
import { newSolution } from './operations';
import { unwrap } from './test-support';

const NUL = '\u0000';
const HIGH = '\uD83D'; // the first half of 😀, alone
const LOW = '\uDE00'; // its second half, alone

describe('kept text (#37 item 12)', () => {
  it('drops NUL and replaces an unpaired surrogate, keeping pairs and everything else', () => {
    expect(keptText(`a${NUL}b`)).toBe('ab');
    expect(keptText(`a${HIGH}b${LOW}c`)).toBe('a\uFFFDb\uFFFDc');
    expect(keptText(`end${HIGH}`)).toBe('end\uFFFD');
    expect(keptText('😀 héllo\ttab\r\n')).toBe('😀 héllo\ttab\r\n');
  });

  it('cleans every string and key of a JSON value, and returns it as it was when clean', () => {
    const clean = { a: ['x', { b: 1 }], c: null };
    expect(keptJson(clean)).toBe(clean);
    expect(keptJson({ [`k${NUL}`]: [`v${HIGH}`, 2] })).toEqual({ k: ['v\uFFFD', 2] });
  });

  it('keeps neither out of a file written as text or through a JSON edit, as a paste into a field would', () => {
    const tree = newSolution('Shop Support');
    const text = writeText(tree, 'notes.md', `Pasted${NUL} text ${HIGH}here`);
    expect(readText(text, 'notes.md')).toBe('Pasted text \uFFFDhere');

    const edited = unwrap(editJsonFile(tree, 'plugin.json', ['description'], `Helps${NUL} people ${LOW}`));
    const json = readText(edited, 'plugin.json')!;
    expect(json).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i);
    expect(JSON.parse(json).description).toBe('Helps people \uFFFD');
  });

  it('keeps neither out of a new solution made from a typed title', () => {
    const made = newSolution(`Shop${NUL} Support ${HIGH}`);
    const texts = [...made.keys()].map((path) => readText(made, path) ?? '').join('\n');
    expect(texts).not.toMatch(/\\u0000|\\0|\\ud[89a-f][0-9a-f]{2}/i);
    expect(texts).not.toContain(NUL);
    expect(texts).toContain('Shop Support \uFFFD');
  });
});
