/**
 * #32 item 5: a zip or folder holding a plugin laid out for another client only is named as such
 * when the page opens it, with what to do, never "holds no plugin". Over
 * fixtures/wild/open-plugins-layout and cursor-layout, written for this test.
 */
import { describe, expect, it } from 'vitest';
import { detectOtherLayout } from '../model/plugin-root';
import type { FileTree, TreeEntry } from '../model/file-tree';
import { fixturePlugin } from '../model/test-support';
import { readPluginZip } from './read-zip';
import { writePluginZip } from './write-zip';

function wrapped(tree: FileTree, folder: string): FileTree {
  const out = new Map<string, TreeEntry>();
  for (const [path, entry] of tree) out.set(`${folder}/${path}`, entry);
  return out;
}

describe('a plugin laid out for another client only', () => {
  it.each([
    ['wild/open-plugins-layout', 'Open Plugins', '.plugin/plugin.json'],
    ['wild/cursor-layout', 'Cursor', '.cursor-plugin/plugin.json'],
  ])('%s is named as laid out for %s when a zip of it is opened', async (fixture, client, manifest) => {
    const tree = fixturePlugin(fixture);
    expect(detectOtherLayout(tree)).toEqual({ root: '', client, manifest });
    const result = await readPluginZip(await writePluginZip(wrapped(tree, 'repotting-main')));
    if (result.kind !== 'refused') throw new Error(`opened as ${result.kind}`);
    expect(result.refused.code).toBe('other-layout');
    expect(result.refused.message).toBe(
      `This zip holds a plugin laid out for ${client} only, not in the portable way Bailey reads, so it was not opened. Ask whoever made it for the version made for every assistant (an Agent Plugin).`,
    );
    expect(result.refused.message).not.toMatch(/plugin\.json|holds no plugin/);
    expect(result.refused.detail).toContain(`its description is repotting-main/${manifest}`);
  });

  it('is named as such when its folder is the one chosen by name, as --root chooses it', async () => {
    const zip = await writePluginZip(wrapped(fixturePlugin('wild/cursor-layout'), 'repotting-main'));
    const result = await readPluginZip(zip, { root: 'repotting-main' });
    if (result.kind !== 'refused') throw new Error(`opened as ${result.kind}`);
    expect(result.refused.code).toBe('other-layout');
    expect(result.refused.detail).toContain('repotting-main/.cursor-plugin/plugin.json');
  });

  it("leaves Claude Code's layout to its own kind, and takes the shallowest", () => {
    expect(
      detectOtherLayout(new Map([['.claude-plugin/plugin.json', { kind: 'file', bytes: new Uint8Array() }]])),
    ).toBeUndefined();
    const both = new Map(fixturePlugin('wild/open-plugins-layout'));
    both.set('examples/.cursor-plugin/plugin.json', { kind: 'file', bytes: new Uint8Array() });
    // The shallowest wins, as for plugin roots.
    expect(detectOtherLayout(both)?.client).toBe('Open Plugins');
  });
});
