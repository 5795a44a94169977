import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSolution } from '../app/templates';
import { readPluginZip } from '../archive/read-zip';
import { promptfooTarget } from '../export-targets/promptfoo';
import { getFile, treeFromFiles } from '../model/file-tree';
import { fixturePlugin } from '../model/test-support';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('solution-builder export (#16 item 5)', () => {
  const { out, err } = captureConsole();
  const tree = createSolution('Shop Support', 'shop-support');

  it('writes the target’s file, says first what it cannot carry, and prints its SHA-256', async () => {
    const folder = writeTree(tree);
    const file = join(writeTree(new Map()), 'suite.yaml');
    expect(await main(['export', folder, '--to', 'promptfoo', '-o', file])).toBe(0);
    const written = readFileSync(file);
    expect(new Uint8Array(written)).toEqual(
      (promptfooTarget(tree).outputs[0] as { bytes: Uint8Array }).bytes,
    );
    expect(err.join('\n')).toMatch(/^Not carried: The documents and tools/m);
    expect(out.join('\n')).toContain(`Wrote ${file} (SHA-256 ${sha256(written)}).`);
  });

  it('a Claude Code plugin zip reads back as a Claude Code plugin', async () => {
    const folder = writeTree(tree);
    const file = join(writeTree(new Map()), 'cc.zip');
    expect(await main(['export', folder, '--to', 'claude-code', '-o', file])).toBe(0);
    const read = await readPluginZip(new Uint8Array(readFileSync(file)));
    expect(read.kind).toBe('claude-code-plugin');
  });

  it('skills for claude.ai: one zip per skill in the folder named by -o', async () => {
    const folder = writeTree(tree);
    const into = join(writeTree(new Map()), 'skills');
    expect(await main(['export', folder, '--to', 'claude-skills', '-o', into])).toBe(0);
    expect(readdirSync(into).sort()).toEqual(['instructions.zip', 'returns.zip', 'shipping.zip']);
  });

  it('names a missing or unknown target, and a path that is not a plugin', async () => {
    const folder = writeTree(tree);
    expect(await main(['export', folder])).toBe(2);
    expect(err.join('\n')).toMatch(/say what to export to with --to \(claude-code, claude-skills/);
    expect(await main(['export', folder, '--to', 'word'])).toBe(2);
    expect(err.join('\n')).toContain('there is no export to "word"');
    expect(await main(['export', writeTree(new Map()), '--to', 'promptfoo'])).toBe(2);
  });

  it('a Claude Code plugin keeps its name and its servers; nothing Claude Code would use is exit 1 (#32 item 4)', async () => {
    const plugin = fixturePlugin('claude-code/cc-context7');
    const into = writeTree(new Map());
    expect(await main(['export', writeTree(plugin), '--to', 'claude-code', '-o', into])).toBe(0);
    expect(readdirSync(into)).toEqual(['context7-claude-code.zip']);
    const read = await readPluginZip(new Uint8Array(readFileSync(join(into, 'context7-claude-code.zip'))));
    if (read.kind !== 'claude-code-plugin') throw new Error(read.kind);
    expect(getFile(read.tree, '.mcp.json')?.bytes).toEqual(getFile(plugin, '.mcp.json')?.bytes);

    const empty = writeTree(treeFromFiles([['.claude-plugin/plugin.json', '{"name": "empty-one"}']]));
    expect(await main(['export', empty, '--to', 'claude-code', '-o', into])).toBe(1);
    expect(err.join('\n')).toContain('Not carried: There is nothing in it Claude Code would use');
    expect(readdirSync(into)).toEqual(['context7-claude-code.zip']);
  });

  it('skills for claude.ai: exit 1 when every skill was refused and nothing written (#32 item 4)', async () => {
    const refused = treeFromFiles([
      ['plugin.json', '{"name": "p"}'],
      ['skills/claude-helper/SKILL.md', '---\nname: claude-helper\ndescription: Helps.\n---\nHelp.\n'],
    ]);
    const into = join(writeTree(new Map()), 'skills');
    expect(await main(['export', writeTree(refused), '--to', 'claude-skills', '-o', into])).toBe(1);
    expect(err.join('\n')).toContain('nothing was written.');
  });
});
