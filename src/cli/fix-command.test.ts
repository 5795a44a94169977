import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPluginZip } from '../archive/read-zip';
import { writePluginZip } from '../archive/write-zip';
import { readText, writeFile, writeText, type FileTree } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { fixturePlugin } from '../model/test-support';
import { validate } from '../validate/validate';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

const encoder = new TextEncoder();

/**
 * A solution with four problems a fix settles without a choice (a byte order mark and no marker on
 * plugin.json, allowed tools as a list, a server of type "http") and one that needs a person
 * (a skill that is not listed: add it, or leave it out?).
 */
function needsFixes(): FileTree {
  let tree = newSolution('Shop Support');
  const manifest = readText(tree, 'plugin.json')!.replace(/ {2}"\$schema": "[^"]*",\n/, '');
  tree = writeFile(tree, 'plugin.json', new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode(manifest)]));
  tree = writeText(
    tree,
    'skills/returns/SKILL.md',
    '---\nname: returns\ndescription: Use when a customer wants to send something back.\nallowed-tools: [Read, Grep]\n---\nBody\n',
  );
  return tree;
}

const codes = (tree: FileTree) => new Set(validate(tree).map((d) => d.code));

describe('solution-builder fix (#17 item 3)', () => {
  const { out } = captureConsole();

  it('check says how many problems `fix` settles without a choice', async () => {
    expect(await main(['check', writeTree(needsFixes())])).toBe(1);
    expect(out.join('\n')).toContain('3 of them `solution-builder fix` can settle without a choice');
    out.length = 0;
    expect(await main(['check', writeTree(newSolution('Shop Support'))])).toBe(0);
    expect(out.join('\n')).not.toContain('solution-builder fix');
  });

  it('writes no empty list of tools for a server: that choice is left to a person (#32)', async () => {
    const folder = writeTree(fixturePlugin('wild/undeclared-tools'));
    const before = readFileSync(join(folder, 'assistant.json'));
    expect(await main(['fix', folder])).toBe(0);
    expect(out.join('\n')).toContain('Nothing to fix without a choice.');
    expect(out.join('\n')).toContain("1 problem needs a person's choice");
    expect(readFileSync(join(folder, 'assistant.json'))).toEqual(before);
  });

  it('the test plugin has the problems it is about', () => {
    const found = codes(needsFixes());
    for (const code of ['plugin.bom', 'plugin.schema-id', 'skill.allowed-tools', 'solution.skill-unlisted'])
      expect(found, code).toContain(code);
  });

  it('--dry-run lists every safe change and writes nothing', async () => {
    const folder = writeTree(needsFixes());
    const before = readFileSync(join(folder, 'plugin.json'));
    expect(await main(['fix', folder, '--dry-run'])).toBe(0);
    const text = out.join('\n');
    expect(text).toContain(
      'plugin.json:1  Remove the byte order mark at the start of plugin.json  [plugin.bom]',
    );
    expect(text).toMatch(
      /plugin\.json\S* {2}Set \$schema in plugin\.json to https:\/\/agent-plugins\.org\/schemas\/1\.0\.0\/plugin\.schema\.json {2}\[plugin\.schema-id\]/,
    );
    expect(text).toMatch(
      /skills\/returns\/SKILL\.md\S* {2}Write allowed-tools in skills\/returns\/SKILL\.md as one line of names separated by spaces {2}\[skill\.allowed-tools\]/,
    );
    // The change list says what is written where, not the page's button labels.
    expect(text).not.toContain('Remove the invisible mark');
    expect(text).not.toContain('Add the Agent Plugins 1.0.0 marker');
    expect(text).not.toContain('solution.skill-unlisted');
    expect(text).toContain('3 changes to make (--dry-run: nothing written).');
    expect(text).toMatch(/1 problem needs a person's choice/);
    expect(readFileSync(join(folder, 'plugin.json'))).toEqual(before);
  });

  it('fixes a folder in place, touching only the files it changes', async () => {
    const folder = writeTree(needsFixes());
    const untouched = join(folder, 'skills/instructions/SKILL.md');
    const old = Date.UTC(2026, 0, 1) / 1000;
    utimesSync(untouched, old, old);
    expect(await main(['fix', folder])).toBe(0);
    expect(out.join('\n')).toContain(`3 changes written in ${folder}`);
    const manifest = readFileSync(join(folder, 'plugin.json'));
    expect([...manifest.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(manifest.toString()).toContain(
      '"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json"',
    );
    expect(readFileSync(join(folder, 'skills/returns/SKILL.md'), 'utf8')).toContain(
      'allowed-tools: Read Grep',
    );
    expect(statSync(untouched).mtimeMs).toBe(old * 1000);
    // Only the choice is left; a second run finds nothing to do.
    out.length = 0;
    expect(await main(['check', folder, '--json'])).toBe(0);
    const left = (JSON.parse(out.join('\n')) as { diagnostics: { code: string }[] }).diagnostics.map(
      (d) => d.code,
    );
    expect(left).toContain('solution.skill-unlisted');
    expect(left).not.toContain('plugin.bom');
    out.length = 0;
    expect(await main(['fix', folder])).toBe(0);
    expect(out.join('\n')).toContain('Nothing to fix without a choice.');
  });

  it('writes a fixed zip beside a zip and leaves the zip as it was', async () => {
    const zip = join(writeTree(new Map()), 'shop.zip');
    const bytes = await writePluginZip(needsFixes());
    writeFileSync(zip, bytes);
    expect(await main(['fix', zip])).toBe(0);
    expect(readFileSync(zip)).toEqual(Buffer.from(bytes));
    const fixedPath = zip.replace(/\.zip$/, '.fixed.zip');
    expect(out.join('\n')).toContain(`3 changes written to ${fixedPath}`);
    const fixed = await readPluginZip(new Uint8Array(readFileSync(fixedPath)));
    if (fixed.kind === 'refused' || fixed.kind === 'choose-plugin') throw new Error(fixed.kind);
    const found = codes(fixed.tree);
    expect(found).not.toContain('plugin.bom');
    expect(found).not.toContain('skill.allowed-tools');
    expect(found).toContain('solution.skill-unlisted');
  });
});
