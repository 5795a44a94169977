import { describe, expect, it } from 'vitest';
import { treeFromFiles } from './file-tree';
import { newSolution } from './operations';
import { exportFileName, solutionHeadline } from './solution-headline';
import { fixturePlugin } from './test-support';

describe('solutionHeadline', () => {
  it("gives a solution's title, name and version", () => {
    const headline = solutionHeadline(newSolution('Shop Support'));
    expect(headline).toMatchObject({ title: 'Shop Support', name: 'shop-support', isSolution: true });
    expect(exportFileName(headline)).toBe(`shop-support-${headline.version}.zip`);
  });

  it('names a plain plugin by the name in its plugin.json', () => {
    const tree = treeFromFiles([['plugin.json', '{"name": "code-navigator", "version": "2.0.0"}']]);
    expect(solutionHeadline(tree)).toMatchObject({ title: 'code-navigator', isSolution: false });
    expect(exportFileName(solutionHeadline(tree))).toBe('code-navigator-2.0.0.zip');
  });

  it('names a Claude Code plugin by the manifest in its .claude-plugin folder', () => {
    const headline = solutionHeadline(fixturePlugin('claude-code/cc-plugin-dev'));
    expect(headline).toMatchObject({ title: 'plugin-dev', name: 'plugin-dev', isSolution: false });
    expect(exportFileName(headline)).toBe('plugin-dev.zip');
  });
});
