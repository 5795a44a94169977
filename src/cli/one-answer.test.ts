/**
 * #32 item 5: one answer for one plugin. A zip and the same folder get the same verdict and exit
 * status for the same files, in every format; a plugin laid out for another client only
 * (`.plugin/plugin.json`, the Open Plugins layout; `.cursor-plugin/plugin.json`) is checked and
 * named as such, with what to do, and SARIF does not call a readable plugin a failed run. Over
 * fixtures/wild/open-plugins-layout and cursor-layout, written for this test.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePluginZip } from '../archive/write-zip';
import { writeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { readdirSync } from 'node:fs';
import { CORPUS_DIR, corpusPresent, fixturePlugin, readFolderTree } from '../model/test-support';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

async function asZip(tree: FileTree, name = 'plugin.zip'): Promise<string> {
  const path = join(writeTree(new Map()), name);
  writeFileSync(path, await writePluginZip(tree));
  return path;
}

/** `tree` inside one folder, as GitHub's "Download ZIP" wraps a repository. */
function wrapped(tree: FileTree, folder: string): FileTree {
  const out = new Map<string, TreeEntry>();
  for (const [path, entry] of tree) out.set(`${folder}/${path}`, entry);
  return out;
}

const cases: [string, FileTree, string][] = [
  ['the Open Plugins layout', fixturePlugin('wild/open-plugins-layout'), 'Open Plugins'],
  ['the Cursor layout', fixturePlugin('wild/cursor-layout'), 'Cursor'],
  [
    'the Open Plugins layout in a wrapping folder',
    wrapped(fixturePlugin('wild/open-plugins-layout'), 'repotting-main'),
    'Open Plugins',
  ],
  ['no plugin at all', writeText(new Map(), 'README.md', '# Notes\n'), ''],
];

describe('a zip and the same folder get one answer (#32 item 5)', () => {
  const { out, err } = captureConsole();

  const run = async (args: string[]) => {
    out.length = 0;
    err.length = 0;
    const status = await main(args);
    return { status, out: out.join('\n'), err: err.join('\n') };
  };

  it.each(cases)('%s', async (_, tree, client) => {
    const folder = writeTree(tree);
    const zip = await asZip(tree);
    for (const format of ['text', 'json', 'github']) {
      const fromFolder = await run(['check', folder, '--format', format]);
      const fromZip = await run(['check', zip, '--format', format]);
      expect(fromZip.status, format).toBe(1);
      expect(fromFolder.status, format).toBe(1);
      expect(fromZip.err, format).toBe('');
      // The same diagnostics; only where the files are differs (a workflow annotates a zip itself).
      const same = (text: string, path: string) =>
        text.replaceAll(path, 'PATH').replace(/^::(\w+) file=[^,]*,/gm, '::$1 file=…,');
      expect(same(fromZip.out, zip), format).toBe(same(fromFolder.out, folder));
    }
    const text = (await run(['check', zip])).out;
    if (client) {
      expect(text).toContain(`This plugin is laid out for ${client} only, so Bailey cannot install it`);
      expect(text).toContain('Add a plugin.json there with the Agent Plugins 1.0.0 $schema');
    } else expect(text).toContain('There is no plugin.json at the top of this plugin');
  });

  it('SARIF reports a plugin laid out for another client as checked, not as a failed run', async () => {
    const zip = await asZip(fixturePlugin('wild/open-plugins-layout'));
    const { status, out: text } = await run(['check', zip, '--format', 'sarif']);
    expect(status).toBe(1);
    const run0 = JSON.parse(text).runs[0];
    expect(run0.invocations[0].executionSuccessful).toBe(true);
    expect(run0.results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['plugin.missing']);
  });

  it('pack and fix name the other layout instead of "no plugin.json"', async () => {
    const zip = await asZip(fixturePlugin('wild/cursor-layout'));
    const { status, err: said } = await run(['fix', zip, '--dry-run']);
    expect(status).toBe(2);
    expect(said).toContain('laid out for Cursor only');
  });

  const present = corpusPresent();
  const ids = present
    ? readdirSync(CORPUS_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && /^(ap|cc|nr)-/.test(entry.name))
        .map((entry) => entry.name)
    : [];
  it.skipIf(!present).each(ids)(
    "%s of the shared corpus, zipped, gets its folder's answer in both modes",
    async (id) => {
      const folder = join(CORPUS_DIR, id);
      const zip = await asZip(readFolderTree(folder), `${id}.zip`);
      for (const mode of [[], ['--plugin']]) {
        const fromFolder = await run(['check', folder, '--json', ...mode]);
        const fromZip = await run(['check', zip, '--json', ...mode]);
        expect(fromZip.status, mode.join()).toBe(fromFolder.status);
        expect(JSON.parse(fromZip.out), mode.join()).toEqual(JSON.parse(fromFolder.out));
      }
    },
  );
});
