import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPluginFolder, type FolderItem } from '../archive/folder-entries';
import { writeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { main } from './main';
import { listFolder } from './read-folder';
import { captureConsole, writeTree } from './test-support';

function wrapped(tree: FileTree, folder: string): FileTree {
  const out = new Map<string, TreeEntry>();
  for (const [path, entry] of tree) out.set(`${folder}/${path}`, entry);
  return out;
}

// The checker reads folders with the app's folder reader (archive/folder-entries.ts): these are
// the cases where the two disagreed (#13 item 10, #19 item 9).
describe('solution-builder check on a folder', () => {
  const { out, err } = captureConsole();

  it('finds the plugin of an unpacked GitHub download (one wrapping folder)', async () => {
    const folder = writeTree(wrapped(newSolution('Shop Support'), 'shop-support-main'));
    expect(await main(['check', folder])).toBe(0);
    expect(out).toEqual(['No problems found.']);
  });

  it('skips a FIFO and a link with a note instead of reading them', async () => {
    const folder = writeTree(newSolution('Shop Support'));
    execFileSync('mkfifo', [join(folder, 'pipe')]);
    symlinkSync('/etc/passwd', join(folder, 'passwd'));
    expect(await main(['check', folder])).toBe(0);
    expect(err.join('\n')).toContain('2 links or special files in this folder were skipped');
    expect(err.join('\n')).toContain('Details: symbolic links, pipes, sockets or devices: passwd, pipe.');
  });

  it('leaves out .DS_Store with a note', async () => {
    const folder = writeTree(writeText(newSolution('Shop Support'), '.DS_Store', 'Bud1'));
    expect(await main(['check', folder])).toBe(0);
    expect(err.join('\n')).toContain('.DS_Store');
  });

  it.each([
    ['a newline', 'line\nbreak.md', 'invisible control characters'],
    ['a backslash', 'back\\slash.md', 'a backslash'],
  ])('refuses a file whose name holds %s, as the app does (exit 2)', async (_, name, words) => {
    const folder = writeTree(newSolution('Shop Support'));
    mkdirSync(join(folder, 'notes'));
    writeFileSync(join(folder, 'notes', name), 'x');
    expect(await main(['check', folder])).toBe(2);
    expect(err.join('\n')).toContain(`This folder holds a file whose name contains ${words}`);
  });
});

// #19 item 9: one rule for a FIFO in every reader. The checker sees it for what it is (lstat), so
// it is listed as special, never opened (opening a FIFO waits for a writer: the check would hang),
// and the one folder reader skips it with the same sentence the page's reader gives a special item.
describe('listFolder with a real FIFO', () => {
  const { err } = captureConsole();

  it('lists it as special without opening it, and the checker skips it as the page would', async () => {
    const folder = writeTree(newSolution('Shop Support'));
    mkdirSync(join(folder, 'notes'));
    execFileSync('mkfifo', [join(folder, 'notes', 'pipe')]);
    const items = await listFolder(folder, 100);
    expect(items.find((item) => item.path === 'notes/pipe')).toEqual({ path: 'notes/pipe', kind: 'special' });
    expect(items.find((item) => item.path === 'notes')).toMatchObject({ kind: 'folder' });

    const fromDisk = await readPluginFolder(items);
    if (fromDisk.kind === 'refused' || fromDisk.kind === 'choose-plugin') throw new Error(fromDisk.kind);
    expect(fromDisk.tree.has('notes/pipe')).toBe(false);
    const skipped = fromDisk.warnings.find((warning) => warning.code === 'skipped-special');
    expect(skipped).toMatchObject({ paths: ['notes/pipe'] });

    // The same folder as the page's drop lists it: files without modes, the pipe as special.
    const asThePageLists = items.map((item): FolderItem =>
      item.kind === 'file' ? { path: item.path, kind: 'file', size: item.size!, read: item.read! } : item,
    );
    const fromPage = await readPluginFolder(asThePageLists);
    if (fromPage.kind === 'refused' || fromPage.kind === 'choose-plugin') throw new Error(fromPage.kind);
    expect(fromPage.warnings.find((warning) => warning.code === 'skipped-special')).toEqual(skipped);

    expect(await main(['check', folder])).toBe(0);
    expect(err.join('\n')).toContain(skipped!.message);
  });
});
