import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claudeCodeTarget } from '../../export-targets/claude-code';
import { toolsSlices } from '../../features/tools/tool-slices';
import { validate } from '../../validate/validate';
import { writeText, type FileTree } from '../file-tree';
import { newSolution } from '../operations';
import { deleteServer, renameServer, setServerTools } from '../server-operations';
import { changedPaths, jsonAt, textAt, unwrap } from '../test-support';
import { pasteSetUp } from './apply-paste';
import { readToolDescriptions, readToolTitles, writeToolTitles } from './tool-titles';

const toolsList = readFileSync(new URL('./fixtures/tools-list.json', import.meta.url), 'utf8');
const namespace = (tree: FileTree) =>
  (jsonAt(tree, 'plugin.json') as { extensions: Record<string, unknown> }).extensions['org.sigrix.builder'];

/** A new solution with the server "shop", then the fixture's tools/list pasted onto it. */
function pasted(): { before: FileTree; after: FileTree } {
  const withServer = pasteSetUp(newSolution('Shop Support'), 'https://orders.mayas-shop.eu/mcp');
  expect(withServer.message).toBeUndefined();
  const result = pasteSetUp(withServer.tree, toolsList);
  expect(result.message).toBeUndefined();
  return { before: withServer.tree, after: result.tree };
}

describe('the titles a pasted tools/list gives its tools (#12 item 5)', () => {
  it('keeps in plugin.json, in the same change, only the titles that differ from the derived ones', () => {
    const { before, after } = pasted();
    const server = [...readToolTitles(after).keys()][0]!;
    expect(namespace(after)).toMatchObject({
      tool_titles: { [server]: { lookup_order: 'Look up an order', refund_order: 'Refund an order' } },
    });
    // "List orders" is what list_orders reads as anyway; add_order_note has no title.
    expect(changedPaths(before, after)).toEqual(['assistant.json', 'plugin.json']);
    // Bailey's own namespace is as it was.
    expect(
      (jsonAt(after, 'plugin.json') as { extensions: Record<string, unknown> }).extensions['org.sigrix'],
    ).toEqual({ assistant: 'assistant.json' });
  });

  it('raises no problem, and the solution document stays as its closed schema wants', () => {
    const { before, after } = pasted();
    const codes = (tree: FileTree) => validate(tree).map((d) => `${d.code} ${d.file}`);
    expect(codes(after).filter((code) => code.endsWith('plugin.json'))).toEqual(
      codes(before).filter((code) => code.endsWith('plugin.json')),
    );
    expect(textAt(after, 'assistant.json')).not.toContain('Look up an order');
  });

  it('keeps every description the answer gives, as it keeps titles (#31 item 13)', () => {
    const { after } = pasted();
    const server = [...readToolTitles(after).keys()][0]!;
    expect(namespace(after)).toMatchObject({
      tool_descriptions: {
        [server]: {
          lookup_order: 'Finds an order by its number and says where it is.',
          list_orders: "Lists a customer's recent orders.",
          refund_order: 'Refunds an order in full.',
          add_order_note: 'Adds a note to an order.',
        },
      },
    });
    const fewer = unwrap(setServerTools(after, server, ['refund_order'], ['refund_order']));
    expect([...readToolDescriptions(fewer).get(server)!]).toEqual([
      ['refund_order', 'Refunds an order in full.'],
    ]);
    const renamed = unwrap(renameServer(after, server, 'shop-orders'));
    expect(readToolDescriptions(renamed).get('shop-orders')?.size).toBe(4);
    expect(readToolDescriptions(unwrap(deleteServer(after, server))).size).toBe(0);
  });

  it('shows in the Tools view, by tool', () => {
    const { after } = pasted();
    const [slice] = toolsSlices(after, validate(after)).servers;
    expect(new Map(slice!.titles).get('lookup_order')).toBe('Look up an order');
    expect(new Map(slice!.titles).has('list_orders')).toBe(false);
    expect(new Map(slice!.descriptions).get('add_order_note')).toBe('Adds a note to an order.');
  });

  it('follows the tools: a removed tool, a renamed server and a deleted one leave no title behind', () => {
    const { after } = pasted();
    const server = [...readToolTitles(after).keys()][0]!;
    const fewer = unwrap(setServerTools(after, server, ['refund_order'], ['refund_order']));
    expect([...readToolTitles(fewer).get(server)!]).toEqual([['refund_order', 'Refund an order']]);

    const renamed = unwrap(renameServer(after, server, 'shop-orders'));
    expect(readToolTitles(renamed).has(server)).toBe(false);
    expect(readToolTitles(renamed).get('shop-orders')?.get('lookup_order')).toBe('Look up an order');

    // The last titles gone, the namespace goes too; plugin.json is as it was before the paste.
    const none = unwrap(setServerTools(after, server, ['track_parcel'], []));
    expect(namespace(none)).toBeUndefined();
    const deleted = unwrap(deleteServer(after, server));
    expect(namespace(deleted)).toBeUndefined();
    expect(textAt(deleted, 'plugin.json')).toBe(textAt(newSolution('Shop Support'), 'plugin.json'));
  });

  it('a title equal to the derived one replaces none and removes an earlier one', () => {
    const { after } = pasted();
    const server = [...readToolTitles(after).keys()][0]!;
    const same = writeToolTitles(after, server, new Map([['refund_order', 'Refund order']]));
    expect(readToolTitles(same).get(server)?.has('refund_order')).toBe(false);
    expect(writeToolTitles(same, server, new Map([['add_order_note', undefined]]))).toBe(same);
  });

  it('leaves plugin.json alone when its settings for apps cannot take them, and the paste still applies', () => {
    const broken = writeText(
      newSolution('Shop Support'),
      'plugin.json',
      textAt(newSolution('Shop Support'), 'plugin.json').replace(
        '"extensions": {',
        '"extensions": { "org.sigrix.builder": "odd",',
      ),
    );
    const withServer = pasteSetUp(broken, 'https://orders.mayas-shop.eu/mcp').tree;
    const result = pasteSetUp(withServer, toolsList);
    expect(result.message).toBeUndefined();
    expect(textAt(result.tree, 'plugin.json')).toBe(textAt(broken, 'plugin.json'));
    expect(readToolTitles(result.tree).size).toBe(0);
  });

  it('reads a tool called __proto__ as an ordinary tool', () => {
    const { after } = pasted();
    const server = [...readToolTitles(after).keys()][0]!;
    const odd = writeToolTitles(after, server, new Map([['__proto__', 'Odd one']]));
    expect(readToolTitles(odd).get(server)?.get('__proto__')).toBe('Odd one');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is dropped by the Claude Code export, without a note about another app', () => {
    const { after } = pasted();
    const result = claudeCodeTarget(after);
    expect(result.cannotCarry.join(' ')).not.toContain('org.sigrix.builder');
  });
});
