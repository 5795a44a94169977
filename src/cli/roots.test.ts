import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePluginZip } from '../archive/write-zip';
import { writeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

/** Two plugins side by side, as in a repository of plugins: a clean one and a broken one. */
function twoPlugins(): FileTree {
  const good = newSolution('Shop Support');
  const bad = writeText(newSolution('Desk Help'), 'skills/instructions/SKILL.md', 'no frontmatter\n');
  const tree = new Map<string, TreeEntry>();
  for (const [path, entry] of good) tree.set(`plugins/good/${path}`, entry);
  for (const [path, entry] of bad) tree.set(`plugins/bad/${path}`, entry);
  return tree;
}

async function asZip(tree: FileTree): Promise<string> {
  const path = join(writeTree(new Map()), 'plugins.zip');
  writeFileSync(path, await writePluginZip(tree));
  return path;
}

describe('several plugins in one path (#17 item 5)', () => {
  const { out, err } = captureConsole();

  it.each([
    ['a folder', async () => writeTree(twoPlugins())],
    ['a zip', async () => asZip(twoPlugins())],
  ])('without --root, each plugin in %s is checked and reported under its folder', async (_, make) => {
    const path = await make();
    expect(await main(['check', path])).toBe(1);
    const text = out.join('\n');
    expect(text).toMatch(/plugins\/good\)?:\n {2}No problems found\./);
    expect(text).toMatch(/plugins\/bad\)?:\n {2}error +skills\/instructions\/SKILL\.md/);
    out.length = 0;
    expect(await main(['check', path, '--json'])).toBe(1);
    const reports = JSON.parse(out.join('\n')) as { path: string; root: string; valid: boolean }[];
    expect(reports.map((r) => [r.path, r.root, r.valid])).toEqual([
      [path, 'plugins/bad', false],
      [path, 'plugins/good', true],
    ]);
  });

  it.each([
    ['a folder', async () => writeTree(twoPlugins())],
    ['a zip', async () => asZip(twoPlugins())],
  ])('--root picks one plugin of %s', async (_, make) => {
    const path = await make();
    expect(await main(['check', path, '--root', 'plugins/good'])).toBe(0);
    expect(out).toEqual(['No problems found.']);
    expect(await main(['check', path, '--root', './plugins/bad/', '--json'])).toBe(1);
    expect((JSON.parse(out.slice(1).join('\n')) as { valid: boolean }).valid).toBe(false);
    expect(await main(['check', path, '--root', 'plugins'])).toBe(2);
    expect(err.join('\n')).toMatch(/plugins/);
  });

  it('--format github names each file inside its own plugin folder', async () => {
    const folder = writeTree(twoPlugins());
    expect(await main(['check', folder, '--format', 'github'])).toBe(1);
    expect(out.join('\n')).toContain(`file=${folder}/plugins/bad/skills/instructions/SKILL.md`);
  });
});
