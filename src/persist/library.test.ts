import { describe, expect, it } from 'vitest';
import type { FileTree, TreeEntry } from '../model/file-tree';
import { encodeText } from '../model/file-tree';
import { createLibrary } from './library';
import { STORE } from './schema';
import { blockableEnv, freshEnv, rawValues } from './testing/fake-idb';

function sampleTree(): FileTree {
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xde, 0xad, 0xbe, 0xef, 0x00, 0xff]);
  return new Map<string, TreeEntry>([
    [
      'plugin.json',
      {
        kind: 'file',
        bytes: encodeText('{\r\n  "name": "shop"\r\n}'),
        mode: 0o644,
        mtime: 1_700_000_000_123,
      },
    ],
    [
      'skills/intro/SKILL.md',
      { kind: 'file', bytes: encodeText('\uFEFF---\nname: intro\n---\n'), mode: 0o600 },
    ],
    ['scripts/run.sh', { kind: 'file', bytes: encodeText('#!/bin/sh\n'), mode: 0o755, mtime: 0 }],
    ['assets/logo.bin', { kind: 'file', bytes: new Uint8Array([0, 1, 2, 254, 255]) }],
    // A view into a larger buffer, as an unzipped file may be.
    ['assets/slice.bin', { kind: 'file', bytes: zip.subarray(4, 8), mtime: 1 }],
    ['__proto__', { kind: 'file', bytes: encodeText('not a prototype'), mode: 0o644 }],
    ['constructor', { kind: 'file', bytes: new Uint8Array(0) }],
    ['empty/folder', { kind: 'folder', mode: 0o755, mtime: 1_600_000_000_000 }],
    ['bare-folder', { kind: 'folder' }],
  ]);
}

/** The tree as plain data, so `toStrictEqual` also sees a missing vs. an undefined mode or time. */
function plain(tree: FileTree) {
  return [...tree]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, entry]) => [
      path,
      entry.kind === 'file' ? { ...entry, bytes: [...entry.bytes] } : { ...entry },
    ]);
}

describe('library', () => {
  it('gives back the same tree byte for byte after a save and a reload', async () => {
    const env = freshEnv();
    const tree = sampleTree();
    const created = await createLibrary({ env }).create({
      title: 'Shop Support',
      tree,
      view: 'files',
      openFile: '__proto__',
    });

    const reopened = await createLibrary({ env }).open(created.id);

    expect(reopened).toBeDefined();
    expect(plain(reopened!.tree)).toStrictEqual(plain(tree));
    expect(reopened!.tree.get('__proto__')?.kind).toBe('file');
    expect(reopened!.view).toBe('files');
    expect(reopened!.openFile).toBe('__proto__');
    expect(reopened!.title).toBe('Shop Support');
  });

  it('opens a solution with more files than one read batch holds', async () => {
    const library = createLibrary({ env: freshEnv() });
    const tree = new Map<string, TreeEntry>();
    for (let i = 0; i < 250; i += 1)
      tree.set(`f/${String(i).padStart(3, '0')}`, { kind: 'file', bytes: new Uint8Array([i]) });
    const created = await library.create({ title: 'Many', tree });

    const opened = await library.open(created.id);

    expect(plain(opened!.tree)).toStrictEqual(plain(tree));
  });

  it('stores bytes as Uint8Array, and a view into a larger buffer as its own small copy', async () => {
    const env = freshEnv();
    await createLibrary({ env }).create({ title: 'Bytes', tree: sampleTree() });

    const records = (await rawValues(env, STORE.entries)) as Array<{ path: string; bytes?: unknown }>;
    const slice = records.find((r) => r.path === 'assets/slice.bin');
    expect(slice?.bytes).toBeInstanceOf(Uint8Array);
    expect((slice?.bytes as Uint8Array).buffer.byteLength).toBe(4);
    for (const record of records) expect(typeof record.bytes).not.toBe('string');
  });

  it('lists solutions newest change first, with problem count and export state', async () => {
    let clock = 1000;
    const library = createLibrary({ env: freshEnv(), now: () => clock });
    const older = await library.create({ title: 'Older', tree: sampleTree(), problemCount: 2 });
    clock = 2000;
    const newer = await library.create({ title: 'Newer', tree: sampleTree() });
    clock = 3000;
    await library.markExported(older.id);

    const list = await library.list();

    expect(list.map((s) => s.title)).toEqual(['Newer', 'Older']);
    expect(list[1]).toMatchObject({
      id: older.id,
      problemCount: 2,
      exportedAt: 3000,
      unexported: false,
      changedAt: 1000,
    });
    expect(list[0]).toMatchObject({ id: newer.id, unexported: true });
  });

  it('duplicates a solution with all its files under a new id', async () => {
    const library = createLibrary({ env: freshEnv() });
    const original = await library.create({ title: 'Shop Support', tree: sampleTree() });

    const copyId = await library.duplicate(original.id);
    const copy = await library.open(copyId!);

    expect(copyId).not.toBe(original.id);
    expect(copy?.title).toBe('Shop Support (copy)');
    expect(plain(copy!.tree)).toStrictEqual(plain(sampleTree()));
    expect((await library.list()).length).toBe(2);
  });

  it('renames only the library title', async () => {
    const library = createLibrary({ env: freshEnv() });
    const created = await library.create({ title: 'Draft', tree: sampleTree() });

    expect(await library.rename(created.id, 'Shop Support')).toBe(true);

    const opened = await library.open(created.id);
    expect(opened?.title).toBe('Shop Support');
    expect(plain(opened!.tree)).toStrictEqual(plain(sampleTree()));
  });

  it('renames only while the library title is still the one given, when asked to', async () => {
    const library = createLibrary({ env: freshEnv() });
    const created = await library.create({ title: 'zenrows', tree: sampleTree() });

    await library.rename(created.id, 'Zenrows', { onlyIf: 'zenrows' });
    expect((await library.open(created.id))?.title).toBe('Zenrows');
    // The person named it in the library since: a title following the solution's leaves hers alone.
    await library.rename(created.id, 'My scraper');
    await library.rename(created.id, 'Zenrows Pro', { onlyIf: 'Zenrows' });
    expect((await library.open(created.id))?.title).toBe('My scraper');
  });

  it('moves a deleted solution to Recently deleted, restores it, and deletes it for good', async () => {
    const library = createLibrary({ env: freshEnv() });
    const created = await library.create({ title: 'Shop Support', tree: sampleTree() });

    await library.remove(created.id);
    expect(await library.list()).toEqual([]);
    expect((await library.listDeleted()).map((s) => s.id)).toEqual([created.id]);

    await library.restore(created.id);
    expect((await library.list()).map((s) => s.id)).toEqual([created.id]);
    expect(await library.listDeleted()).toEqual([]);

    await library.deleteForever(created.id);
    expect(await library.list()).toEqual([]);
    expect(await library.open(created.id)).toBeUndefined();
  });

  it('purges Recently deleted after the keeping time, at startup', async () => {
    const env = freshEnv();
    let clock = 0;
    const library = createLibrary({ env, now: () => clock, keepDeletedForMs: 1000 });
    const kept = await library.create({ title: 'Kept', tree: sampleTree() });
    const gone = await library.create({ title: 'Gone', tree: sampleTree() });
    await library.remove(gone.id);
    clock = 500;
    await library.remove(kept.id);

    clock = 1200;
    await createLibrary({ env, now: () => clock, keepDeletedForMs: 1000 }).startup();

    expect((await library.listDeleted()).map((s) => s.title)).toEqual(['Kept']);
    expect((await rawValues(env, STORE.entries)).length).toBe(sampleTree().size);
  });

  it('remembers the last open solution for the next page load', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const created = await library.create({ title: 'Shop Support', tree: sampleTree(), view: 'skills' });
    await library.setLastOpen(created.id);

    const report = await createLibrary({ env }).startup();

    expect(report).toMatchObject({ available: true, lastOpen: created.id });
  });

  it('forgets the last open solution once it is deleted', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const created = await library.create({ title: 'Shop Support', tree: sampleTree() });
    await library.setLastOpen(created.id);
    await library.remove(created.id);

    const report = await createLibrary({ env }).startup();

    expect(report.available && report.lastOpen).toBeUndefined();
  });

  it('reports unavailable storage at startup with a sentence instead of throwing', async () => {
    const report = await createLibrary({ env: blockableEnv() }).startup();

    expect(report).toEqual({
      available: false,
      reason:
        'This browser does not let the page keep your work (a private window, or storage is blocked). Export to keep a copy.',
    });
  });

  it('rejects other operations with a StorageError carrying the same sentence', async () => {
    const library = createLibrary({ env: undefined });

    await expect(library.list()).rejects.toMatchObject({ name: 'StorageError', code: 'unavailable' });
  });
});
