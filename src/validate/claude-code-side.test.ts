/**
 * Converting a Claude Code plugin adds the portable files and never rewrites what Claude Code
 * reads (#32 item 3): the Claude side is checked against Claude Code's published manifest schema
 * before the conversion, after it, and after "Make it a solution" and every fix offered.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { convertClaudePlugin } from '../model/claude-conversion';
import { CLAUDE_MCP_COPY_PATH, claudeCopyOutOfStep, claudeServers } from '../model/claude-mcp';
import { deleteServer, updateServer } from '../model/server-operations';
import type { FileTree } from '../model/file-tree';
import { makeSolution } from '../model/make-solution';
import { CORPUS_DIR, fixturePlugin, jsonAt, readFolderTree, textAt, unwrap } from '../model/test-support';
import { claudeSchemaProblems } from './test-support-claude-schema';
import { tryFix } from './fixes';
import { validate } from './validate';

const convert = (tree: FileTree) => {
  const result = convertClaudePlugin(tree);
  if (!result.ok) throw new Error(result.error.code);
  return result;
};

describe("the conversion keeps Claude Code's side working", () => {
  const before = fixturePlugin('conversion/wild-claude');

  test('a manifest that names ./mcp.json: Claude Code reads an unchanged copy, the portable list takes mcp.json', () => {
    expect(claudeSchemaProblems(before)).toEqual([]);
    const { tree, notCarried, done } = convert(before);
    expect(claudeSchemaProblems(tree)).toEqual([]);
    // The copy is the very file Claude Code read: same bytes, mode and time.
    expect(tree.get(CLAUDE_MCP_COPY_PATH)).toBe(before.get('mcp.json'));
    // The manifest changes in the one member that names the file, nowhere else.
    expect(textAt(tree, '.claude-plugin/plugin.json')).toBe(
      textAt(before, '.claude-plugin/plugin.json').replace('"./mcp.json"', '"./.claude-plugin/mcp.json"'),
    );
    const claudeManifest = jsonAt(tree, '.claude-plugin/plugin.json') as Record<string, unknown>;
    expect(claudeServers(tree, claudeManifest)).toEqual(
      claudeServers(before, jsonAt(before, '.claude-plugin/plugin.json') as Record<string, unknown>),
    );
    expect(jsonAt(tree, 'mcp.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: {
        desk: {
          type: 'streamable-http',
          url: 'https://desk.example.com/mcp',
          headers: { 'X-Desk-Team': 'support' },
        },
        'local-index': {
          type: 'stdio',
          command: './bin/index-server',
          args: ['--data', '${PLUGIN_ROOT}/data'],
        },
      },
    });
    expect(validate(tree).filter((d) => d.file === 'mcp.json' && d.severity === 'error')).toEqual([]);
    // Done to keep Claude Code working, not lost: said apart from what could not be carried over.
    expect(notCarried.map((note) => note.message).join()).not.toContain('in a copy of its own');
    expect(done.map((note) => note.message)).toContain(
      "Claude Code's list of tool servers was kept as it is, in a copy of its own that Claude Code now reads, so that the portable list could take its place.",
    );
    // Every other file is still there, unchanged.
    for (const [path, entry] of before)
      if (path !== '.claude-plugin/plugin.json' && path !== 'mcp.json')
        expect(tree.get(path), path).toBe(entry);
  });

  test('after it, a change in the Tools view is found out of step with Claude Code’s copy, never silently', () => {
    const { tree } = convert(before);
    expect(claudeCopyOutOfStep(before)).toEqual([]);
    expect(claudeCopyOutOfStep(tree)).toEqual([]);
    const changed = unwrap(
      updateServer(tree, 'desk', { type: 'streamable-http', url: 'https://desk.example.org/mcp' }),
    );
    expect(claudeCopyOutOfStep(changed)).toEqual(['desk']);
    expect(claudeCopyOutOfStep(unwrap(deleteServer(changed, 'local-index')))).toEqual([
      'desk',
      'local-index',
    ]);
    // The context7 header the portable list cannot hold is no difference: it was never carried.
    expect(claudeCopyOutOfStep(convert(fixturePlugin('claude-code/cc-context7')).tree)).toEqual([]);
  });

  test.each([
    'conversion/wild-claude',
    'claude-code/cc-context7',
    'claude-code/cc-example-plugin',
    'claude-code/cc-plugin-dev',
    'claude-code/cc-netresearch-security-audit',
  ])('%s: still valid for Claude Code after Make it a solution and every fix offered', (name) => {
    const plugin = fixturePlugin(name);
    expect(claudeSchemaProblems(plugin)).toEqual([]);
    const tree = everyFix(plugin);
    expect(claudeSchemaProblems(tree)).toEqual([]);
    expect(errorsOf(tree)).toEqual([]);
  });
});

const errorsOf = (tree: FileTree) =>
  validate(tree)
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file}: ${d.code}`);

/** Convert, Make it a solution, then the first fix of every problem that offers one, choices too. */
function everyFix(plugin: FileTree): FileTree {
  let tree = unwrap(makeSolution(convert(plugin).tree));
  const refused = new Set<string>();
  for (let round = 0; round < 300; round += 1) {
    const offer = validate(tree).find(
      (d) => d.fixes?.[0] && !refused.has(`${d.code} ${d.file} ${d.pointer ?? ''}`),
    );
    if (!offer) break;
    const fixed = tryFix(tree, offer.fixes![0]!.action);
    if (fixed.ok) tree = fixed.tree;
    else refused.add(`${offer.code} ${offer.file} ${offer.pointer ?? ''}`);
  }
  return tree;
}

const corpus = existsSync(CORPUS_DIR) ? readdirSync(CORPUS_DIR).filter((name) => name.startsWith('cc-')) : [];
if (corpus.length === 0)
  console.info('claude-code-side: the shared corpus is not there; its Claude Code plugins were not tried.');

describe.skipIf(corpus.length === 0)('every Claude Code plugin of the shared corpus', () => {
  test.each(corpus)('%s: valid for Claude Code before and after, the portable side without error', (name) => {
    const plugin = readFolderTree(join(CORPUS_DIR, name));
    expect(claudeSchemaProblems(plugin)).toEqual([]);
    const tree = everyFix(plugin);
    expect(claudeSchemaProblems(tree)).toEqual([]);
    expect(
      validate(tree)
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.file}: ${d.code}`),
    ).toEqual([]);
  });
});
