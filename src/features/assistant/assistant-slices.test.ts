import { describe, expect, it } from 'vitest';
import type { FileTree } from '../../model/file-tree';
import type { OperationResult } from '../../model/operation-support';
import { newSolution } from '../../model/operations';
import { readSolution } from '../../model/solution-document';
import { applyBasics } from './assistant-edits';
import { appendItem, setExampleText } from '../../model/solution-lists';
import { examplesOf } from './assistant-slices';

function applied(result: OperationResult): FileTree {
  if (!result.ok) throw new Error(result.error.message);
  return result.tree;
}
const examples = (tree: FileTree) => examplesOf(readSolution(tree)!.object!);

describe('the examples as the Assistant view reads them', () => {
  const withExamples = () => {
    let tree = newSolution('Shop Support');
    for (const input of ['Can I return a gift?', 'Do you ship abroad?'])
      tree = applied(appendItem(tree, 'examples', { input, output: 'Yes.' }));
    return tree;
  };

  it('are the same list after typing in the title, so the section is not compared example by example', () => {
    const tree = withExamples();
    const before = examples(tree);
    const retitled = applied(applyBasics(tree, { title: 'Shop Help', name: 'shop-support' }, '/title'));
    expect(examples(retitled)).toBe(before);
  });

  it('are read again when an example changes', () => {
    const tree = withExamples();
    const before = examples(tree);
    const after = examples(applied(setExampleText(tree, 1, 'output', 'Only within the EU.')));
    expect(after).not.toBe(before);
    expect(after).toEqual([
      { input: 'Can I return a gift?', output: 'Yes.' },
      { input: 'Do you ship abroad?', output: 'Only within the EU.' },
    ]);
  });
});
