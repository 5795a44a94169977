import { describe, expect, test } from 'vitest';
import { createSolution } from '../app/templates';
import { templateList } from '../app/template-list';
import { convertClaudePlugin } from '../model/claude-conversion';
import { readJsonFile } from '../model/json-file';
import { makeSolution } from '../model/make-solution';
import { readMcp } from '../model/mcp-config';
import { addServer, setServerTools } from '../model/server-operations';
import { listSkillFolders } from '../model/skill-files';
import { readSolution } from '../model/solution-document';
import type { FileTree } from '../model/file-tree';
import type { OperationResult } from '../model/operation-support';
import { validate } from '../validate/validate';
import { claudeCodeTarget } from './claude-code';

const unwrap = (result: OperationResult) => {
  if (!result.ok) throw new Error(result.error.message);
  return result.tree;
};

/** Shop Support with one server of each kind, a plugin-relative command and its placeholders. */
function withServers(): FileTree {
  let tree = createSolution('Shop Support', 'shop-support');
  tree = unwrap(
    addServer(tree, 'orders', {
      type: 'stdio',
      command: './bin/orders',
      args: ['--data', '${PLUGIN_DATA}/orders', '--config', '${PLUGIN_ROOT}/orders.json'],
      env: { SHOP_REGION: 'eu' },
    }),
  );
  tree = unwrap(
    addServer(tree, 'catalog', {
      type: 'streamable-http',
      url: 'https://catalog.example.com/mcp',
      headers: { 'X-Shop': 'demo' },
    }),
  );
  tree = unwrap(addServer(tree, 'news', { type: 'sse', url: 'https://news.example.com/sse' }));
  return unwrap(setServerTools(tree, 'orders', ['find_order', 'start_return'], ['start_return']));
}

const solutions: [string, () => FileTree][] = [
  ...templateList.map(({ id, title }): [string, () => FileTree] => [title, () => createSolution(title, id)]),
  ['Shop Support with tool servers', withServers],
];

describe('Claude Code export, converted back', () => {
  test.each(solutions)('%s: nothing the solution had is listed as lost, and it comes back', (_, make) => {
    const tree = make();
    const exported = claudeCodeTarget(tree).outputs[0];
    if (exported?.kind !== 'zip') throw new Error('not a zip');
    const converted = convertClaudePlugin(exported.tree);
    if (!converted.ok) throw new Error(converted.error.message);
    expect(converted.notCarried).toEqual([]);

    const solution = readSolution(tree)!;
    const back = unwrap(
      makeSolution(converted.tree, { title: solution.title!, instructionsSkill: 'instructions' }),
    );
    const again = readSolution(back)!;
    expect(again.name).toBe(solution.name);
    expect(listSkillFolders(back)).toEqual(listSkillFolders(tree));
    // Claude Code keeps no order of skills, so they come back in folder order.
    expect(again.skills.map((skill) => skill.name).sort()).toEqual(
      solution.skills.map((skill) => skill.name).sort(),
    );
    expect(again.object?.knowledge).toEqual(solution.object?.knowledge);
    expect(readMcp(back)?.servers).toEqual(readMcp(tree)?.servers);
    expect(readJsonFile(back, 'plugin.json')?.object?.version).toBe(
      readJsonFile(tree, 'plugin.json')?.object?.version,
    );
    // What it is made of checks as a solution again, errors and all (none).
    expect(validate(back).filter((d) => d.severity === 'error')).toEqual([]);
  });

  test('the server spellings are Claude Code’s', () => {
    const exported = claudeCodeTarget(withServers()).outputs[0];
    if (exported?.kind !== 'zip') throw new Error('not a zip');
    const entry = exported.tree.get('.mcp.json');
    const mcp = JSON.parse(new TextDecoder().decode(entry?.kind === 'file' ? entry.bytes : undefined)) as {
      mcpServers: Record<string, Record<string, unknown>>;
    };
    expect(mcp.mcpServers.orders).toEqual({
      type: 'stdio',
      command: '${CLAUDE_PLUGIN_ROOT}/bin/orders',
      args: ['--data', '${CLAUDE_PLUGIN_DATA}/orders', '--config', '${CLAUDE_PLUGIN_ROOT}/orders.json'],
      env: { SHOP_REGION: 'eu' },
    });
    expect(mcp.mcpServers.catalog).toEqual({
      type: 'http',
      url: 'https://catalog.example.com/mcp',
      headers: { 'X-Shop': 'demo' },
    });
    expect(mcp.mcpServers.news).toEqual({ type: 'sse', url: 'https://news.example.com/sse' });
  });

  test('what Claude Code cannot carry is listed: starters, examples, kinds of file, which tools change things', () => {
    const { cannotCarry } = claudeCodeTarget(withServers());
    expect(cannotCarry.join('\n')).toMatch(/conversation starters/);
    expect(cannotCarry.join('\n')).toMatch(/2 examples/);
    expect(cannotCarry.join('\n')).toMatch(/kind of each document/);
    expect(cannotCarry.join('\n')).toMatch(/“start_return”/);
  });

  test('a Claude Code manifest already there keeps what only Claude Code reads', () => {
    const tree = new Map(createSolution('Shop Support', 'shop-support'));
    tree.set('.claude-plugin/plugin.json', {
      kind: 'file',
      bytes: new TextEncoder().encode(
        JSON.stringify({
          name: 'old',
          hooks: './hooks/hooks.json',
          userConfig: { region: { type: 'string', title: 'Region', description: 'Where you sell' } },
        }),
      ),
    });
    const exported = claudeCodeTarget(tree).outputs[0];
    if (exported?.kind !== 'zip') throw new Error('not a zip');
    const manifest = readJsonFile(exported.tree, '.claude-plugin/plugin.json')?.object;
    expect(manifest?.name).toBe('shop-support');
    expect(manifest?.hooks).toBe('./hooks/hooks.json');
    expect(Object.keys(manifest?.userConfig as object)).toEqual([
      'region',
      'returns_policy',
      'shipping_rates',
    ]);
  });
});
