import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

const rebuild = (parts: ReturnType<typeof wordDiff>, side: 'before' | 'after') =>
  parts
    .filter((p) => p.change !== (side === 'before' ? 'added' : 'removed'))
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks only the reworded words', () => {
    const parts = wordDiff('Answer politely and briefly.', 'Answer warmly and briefly.');
    expect(parts.filter((p) => p.change === 'removed').map((p) => p.text)).toEqual(['politely']);
    expect(parts.filter((p) => p.change === 'added').map((p) => p.text)).toEqual(['warmly']);
  });

  it('gives back the new text exactly, and the old one but for spacing', () => {
    const before = 'Greet the customer.\n\nThen ask for the order number.';
    const after = 'Greet the customer by name.\nThen ask for the order number, twice if needed.';
    const parts = wordDiff(before, after);
    const words = (text: string) => text.replace(/\s+/g, '');
    expect(words(rebuild(parts, 'before'))).toBe(words(before));
    expect(rebuild(parts, 'after')).toBe(after);
  });

  it('shows the old and new text whole when nearly everything changed', () => {
    const words = (seed: string) => Array.from({ length: 3000 }, (_, i) => `${seed}${i}`).join(' ');
    const parts = wordDiff(words('a'), words('b'));
    expect(parts).toEqual([
      { text: words('a'), change: 'removed' },
      { text: words('b'), change: 'added' },
    ]);
  });

  it('has nothing to show for no text', () => {
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('same', 'same')).toEqual([{ text: 'same' }]);
  });
});
