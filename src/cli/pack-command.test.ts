import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ArchiveReply } from '../archive/archive-protocol';
import { handleArchiveRequest } from '../archive/worker-handler';
import { writeFile, writeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { fixturePlugin } from '../model/test-support';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

/** A solution with what a zip has to carry: a program (mode 755), set times, an empty folder. */
function shopSupport(): FileTree {
  let tree = newSolution('Shop Support');
  tree = writeFile(tree, 'scripts/refund.sh', new TextEncoder().encode('#!/bin/sh\necho refund\n'), {
    mode: 0o755,
  });
  const dated = new Map<string, TreeEntry>();
  let minute = 0;
  for (const [path, entry] of tree)
    dated.set(path, { ...entry, mtime: Date.UTC(2026, 10, 3, 9, (minute += 1), 24) });
  dated.set('skills/returns/examples', { kind: 'folder', mode: 0o750, mtime: Date.UTC(2026, 0, 1) });
  return dated;
}

/** The zip the app's Export makes of `tree`: the archive worker's save, as a download Blob. */
async function appExport(tree: FileTree): Promise<Uint8Array> {
  const replies: ArchiveReply[] = [];
  await handleArchiveRequest({ id: 1, op: 'save', tree, as: 'blob' }, (reply) => void replies.push(reply));
  const saved = replies.find((reply) => reply.type === 'saved-blob');
  if (!saved || saved.type !== 'saved-blob') throw new Error('the export wrote no zip');
  return new Uint8Array(await saved.zip.arrayBuffer());
}

describe('solution-builder pack (#17 item 4)', () => {
  const { out, err } = captureConsole();

  it('writes the very bytes the app exports for the same tree', async () => {
    const tree = shopSupport();
    const folder = writeTree(tree);
    const zip = join(writeTree(new Map()), 'packed.zip');
    expect(await main(['pack', folder, '-o', zip])).toBe(0);
    expect(out.join('\n')).toContain(`Wrote ${zip}`);
    const packed = readFileSync(zip);
    const exported = await appExport(tree);
    expect(packed.length).toBeGreaterThan(0);
    expect(Buffer.compare(packed, exported)).toBe(0);
    // The same folder packed again gives the same bytes.
    expect(await main(['pack', folder, '--output', zip])).toBe(0);
    expect(Buffer.compare(readFileSync(zip), packed)).toBe(0);
  });

  it('names the zip as the app does, in the current folder', async () => {
    const folder = writeTree(newSolution('Shop Support'));
    const here = writeTree(new Map());
    const before = process.cwd();
    process.chdir(here);
    try {
      expect(await main(['pack', folder])).toBe(0);
    } finally {
      process.chdir(before);
    }
    expect(existsSync(join(here, 'shop-support-0.1.0.zip'))).toBe(true);
  });

  it('refuses what an import refuses, with a sentence (exit 2)', async () => {
    const output = join(writeTree(new Map()), 'out.zip');
    const nothing = writeTree(new Map([['notes.txt', { kind: 'file', bytes: new Uint8Array(1) }]]));
    expect(await main(['pack', nothing, '-o', output])).toBe(2);
    expect(err.join('\n')).toContain('there is no plugin.json in it');
    const badName = writeTree(writeText(newSolution('Shop Support'), 'skills/a\\b.md', 'x'));
    expect(await main(['pack', badName, '-o', output])).toBe(2);
    expect(err.join('\n')).toContain(
      'a file whose name contains a backslash ("a\\b.md"), which Windows reads as a folder separator, so it was not opened. Details: path: skills/a\\b.md.',
    );
    const deep = writeTree(writeText(newSolution('Shop Support'), 'plugin.json', '['.repeat(300)));
    expect(await main(['pack', deep, '-o', output])).toBe(2);
    expect(err.join('\n')).toContain('nested more than 256 levels deep');
    expect(existsSync(output)).toBe(false);
  });

  it('refuses a plugin laid out for Claude Code only, in a terminal sentence (exit 1)', async () => {
    const output = join(writeTree(new Map()), 'out.zip');
    const claude = writeTree(fixturePlugin('claude-code/cc-context7'));
    expect(await main(['pack', claude, '-o', output])).toBe(1);
    expect(existsSync(output)).toBe(false);
    const said = err.join('\n');
    expect(said).toContain('it is laid out for Claude Code only (there is no plugin.json at its top)');
    expect(said).toContain('nothing was written. Add a plugin.json at its top');
    expect(out).toEqual([]);
    // With a plugin.json beside the Claude Code one it is a plugin of its own, and is packed.
    const both = writeTree(writeText(fixturePlugin('claude-code/cc-context7'), 'plugin.json', '{}'));
    expect(await main(['pack', both, '-o', output])).toBe(0);
    expect(existsSync(output)).toBe(true);
  });

  it('asks for --root when the folder holds several plugins, and packs the one it names', async () => {
    const both = new Map<string, TreeEntry>();
    for (const [path, entry] of newSolution('Shop Support')) both.set(`plugins/shop/${path}`, entry);
    for (const [path, entry] of newSolution('Desk Help')) both.set(`plugins/desk/${path}`, entry);
    const folder = writeTree(both);
    const output = join(writeTree(new Map()), 'desk.zip');
    expect(await main(['pack', folder, '-o', output])).toBe(2);
    expect(err.join('\n')).toContain('several plugins (plugins/desk, plugins/shop); name one with --root');
    expect(await main(['pack', folder, '--root', 'plugins/desk', '-o', output])).toBe(0);
    expect(await main(['check', output, '--json'])).toBe(0);
  });

  it('needs exactly one folder', async () => {
    expect(await main(['pack'])).toBe(2);
    expect(await main(['pack', 'a', 'b'])).toBe(2);
    expect(err.join('\n')).toContain('name one plugin folder to pack');
  });
});
