import { describe, expect, it } from 'vitest';
import { createSolution } from '../app/templates';
import { pasteSetUp } from '../model/mcp-paste/apply-paste';
import { assistantBrief } from './brief';

describe('the brief of what Bailey reads', () => {
  it('holds the instructions and voice whole, the other skills by description, and each tool as the solution knows it', () => {
    let tree = createSolution('Shop Support', 'shop-support');
    tree = pasteSetUp(tree, 'https://orders.shop.example/mcp').tree;
    tree = pasteSetUp(
      tree,
      JSON.stringify({
        tools: [
          {
            name: 'lookup_order',
            title: 'Look up an order',
            description: 'Finds an order by its number.',
            annotations: { readOnlyHint: true },
          },
          { name: 'cancel_order', description: 'Cancels an order that has not shipped.' },
        ],
      }),
    ).tree;
    const brief = assistantBrief(tree);
    expect(brief.instructions).not.toBe('');
    expect(brief.voice).not.toBe('');
    expect(brief.skills.map((skill) => skill.name)).toEqual(['returns', 'shipping']);
    expect(brief.skills.every((skill) => skill.when !== '' && skill.body !== '')).toBe(true);
    expect(brief.tools.map((tool) => [tool.title, tool.asksFirst, tool.description])).toEqual([
      ['Look up an order', false, 'Finds an order by its number.'],
      ['Cancel order', true, 'Cancels an order that has not shipped.'],
    ]);
  });

  it('offers a server whose tools are not declared as one tool that asks first', () => {
    const tree = pasteSetUp(
      createSolution('Shop Support', 'shop-support'),
      'https://orders.shop.example/mcp',
    ).tree;
    expect(assistantBrief(tree).tools).toMatchObject([{ declared: false, asksFirst: true, name: undefined }]);
  });
});
