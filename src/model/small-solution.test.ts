import { describe, expect, it } from 'vitest';
import { treeFromFiles } from './file-tree';
import { isSmallSolution, SMALL_MOST_DOCUMENT_BYTES, SMALL_MOST_ENTRIES } from './small-solution';

const manifest = JSON.stringify({
  name: 'shop',
  extensions: { 'org.sigrix': { assistant: 'assistant.json' } },
});

describe('isSmallSolution', () => {
  it('takes a plugin of a few hundred files with a short solution document for small', () => {
    const files: [string, string][] = [
      ['plugin.json', manifest],
      ['assistant.json', JSON.stringify({ format: '0.1', title: 'Shop' })],
    ];
    for (let k = 0; k < 300; k++) files.push([`skills/s${k % 30}/notes-${k}.md`, `# Note ${k}`]);
    expect(isSmallSolution(treeFromFiles(files))).toBe(true);
  });

  it('does not take a tree of more files and folders than the limit for small', () => {
    const files: [string, string][] = [['plugin.json', manifest]];
    for (let k = 0; k < SMALL_MOST_ENTRIES; k++) files.push([`notes/${k}.md`, 'x']);
    expect(isSmallSolution(treeFromFiles(files))).toBe(false);
  });

  it('does not take a long solution document for small, however few its files', () => {
    const long = JSON.stringify({ format: '0.1', examples: 'x'.repeat(SMALL_MOST_DOCUMENT_BYTES) });
    const tree = treeFromFiles([
      ['plugin.json', manifest],
      ['assistant.json', long],
    ]);
    expect(isSmallSolution(tree)).toBe(false);
    // The same bytes in a file no manifest names are just a file.
    expect(isSmallSolution(treeFromFiles([['notes.json', long]]))).toBe(true);
  });
});
