import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeText, treeFromFiles, type FileTree, type TreeEntry } from '../model/file-tree';
import { readPluginZip, type PluginZip } from './read-zip';
import { treeDifference } from './test-support';
import { buildRawZip } from './test-support-raw-zip';
import { handleArchiveRequest } from './worker-handler';
import type { ArchiveReply } from './archive-protocol';
import { deflateSync } from 'fflate';
import { packData, writePluginZip, ZipWriteError, type PackedFile, type PackHelper } from './write-zip';
import { LARGE_TREE_BYTES } from './deflate-level';
import { readZipDirectory } from './zip-directory';
import { DEFAULT_ZIP_LIMITS } from './limits';
import { ZIP_EPOCH_MS } from './zip-time';

const MANIFEST = '{\n  "name": "shop-support"\n}\n';

function sampleTree(): FileTree {
  const entries: [string, TreeEntry][] = [
    [
      'plugin.json',
      { kind: 'file', bytes: encodeText(MANIFEST), mode: 0o644, mtime: Date.UTC(2024, 4, 17, 9, 30, 14) },
    ],
    [
      'bin/server',
      { kind: 'file', bytes: encodeText('#!/bin/sh\necho hi\n'), mode: 0o755, mtime: Date.UTC(2023, 0, 1) },
    ],
    [
      'skills/a/SKILL.md',
      { kind: 'file', bytes: encodeText('\uFEFF---\r\nname: a\r\n---\r\nBody  \r\n'), mode: 0o600 },
    ],
    ['assets/empty', { kind: 'folder', mode: 0o700, mtime: Date.UTC(2022, 1, 2, 3, 4, 6) }],
    ['assets/noise.bin', { kind: 'file', bytes: noise(50_000, 7), mode: 0o644, mtime: Date.UTC(2021, 5, 6) }],
  ];
  return new Map(entries);
}

function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

async function readBack(zip: Uint8Array): Promise<PluginZip> {
  const result = await readPluginZip(zip);
  if (result.kind === 'refused' || result.kind === 'choose-plugin') throw new Error(JSON.stringify(result));
  return result;
}

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('writePluginZip', () => {
  it('gives the same bytes for the same tree, whatever the map order', async () => {
    const tree = sampleTree();
    const reversed = new Map([...tree].reverse());
    const first = await writePluginZip(tree);
    expect(Buffer.from(await writePluginZip(reversed)).equals(Buffer.from(first))).toBe(true);
  });

  it('gives the same bytes and the same times in every time zone', async () => {
    process.env.TZ = 'America/Los_Angeles';
    const west = await writePluginZip(sampleTree());
    process.env.TZ = 'Asia/Kathmandu';
    const east = await writePluginZip(sampleTree());
    expect(Buffer.from(east).equals(Buffer.from(west))).toBe(true);
    const back = await readBack(west);
    expect(back.tree.get('plugin.json')?.mtime).toBe(Date.UTC(2024, 4, 17, 9, 30, 14));
  });

  it('writes entries in code-point order with folders as their own entries', async () => {
    const tree = new Map<string, TreeEntry>([
      ['plugin.json', { kind: 'file', bytes: encodeText('{}') }],
      ['a-b', { kind: 'file', bytes: encodeText('x') }],
      ['a', { kind: 'folder' }],
      ['B', { kind: 'file', bytes: encodeText('y') }],
      ['a/é', { kind: 'file', bytes: encodeText('z') }],
    ]);
    const zip = await writePluginZip(tree);
    const names = readZipDirectory(zip, DEFAULT_ZIP_LIMITS).records.map((record) => record.name.text);
    expect(names).toEqual(['B', 'a-b', 'a/', 'a/é', 'plugin.json']);
  });

  // jszip kept its entries in a plain object, which lists names that are whole numbers first.
  it('writes top-level names that are numbers in code-point order too', async () => {
    const tree = treeFromFiles([
      ['plugin.json', '{}'],
      ['9', 'nine'],
      ['10', 'ten'],
    ]);
    const names = readZipDirectory(await writePluginZip(tree), DEFAULT_ZIP_LIMITS).records.map(
      (record) => record.name.text,
    );
    expect(names).toEqual(['10', '9', 'plugin.json']);
  });

  it('flags a name beyond ASCII as UTF-8 and repeats it in an Info-ZIP Unicode Path field', async () => {
    const tree = treeFromFiles([
      ['plugin.json', '{}'],
      ['skills/café/SKILL.md', 'x'],
    ]);
    const [manifest, skill] = readZipDirectory(await writePluginZip(tree), DEFAULT_ZIP_LIMITS).records;
    expect(skill!.name.text).toBe('skills/café/SKILL.md');
    expect(skill!.flags & 0x0800).toBe(0x0800);
    const field = skill!.extras.get(0x7075)!;
    expect(new TextDecoder().decode(field.subarray(5))).toBe('skills/café/SKILL.md');
    expect(manifest!.flags & 0x0800).toBe(0);
    expect(manifest!.extras.size).toBe(0);
  });

  it('stores an empty file', async () => {
    const tree = new Map<string, TreeEntry>([
      ['plugin.json', { kind: 'file', bytes: encodeText('{}') }],
      ['.gitkeep', { kind: 'file', bytes: new Uint8Array(0) }],
    ]);
    const [empty] = readZipDirectory(await writePluginZip(tree), DEFAULT_ZIP_LIMITS).records;
    expect([empty!.name.text, empty!.method, empty!.compressedSize]).toEqual(['.gitkeep', 0, 0]);
  });

  it('keeps bytes, modes, times and empty folders through export and import', async () => {
    const tree = sampleTree();
    const back = await readBack(await writePluginZip(tree));
    const expected = new Map(tree);
    // A file without a time gets the fixed zip epoch, never the clock at export.
    expected.set('skills/a/SKILL.md', {
      ...(tree.get('skills/a/SKILL.md') as TreeEntry),
      mtime: ZIP_EPOCH_MS,
    });
    expect(treeDifference(back.tree, expected)).toBeUndefined();
  });

  // #19 item 17: setuid, setgid and sticky bits were kept in the export.
  it('clears setuid, setgid and sticky bits, keeping the permissions, after saying so on import', async () => {
    const zip = buildRawZip([
      { name: 'plugin.json', data: MANIFEST },
      { name: 'bin/tool', data: '#!/bin/sh\n', attributes: (0o106755 << 16) >>> 0 },
      { name: 'shared/', attributes: (0o041777 << 16) >>> 0 },
    ]);
    const opened = await readBack(zip);
    expect(opened.tree.get('bin/tool')?.mode).toBe(0o6755);
    expect(opened.warnings.map((w) => [w.message, w.detail])).toEqual([
      [
        '2 files are marked to run with special rights, which no plugin needs; the export leaves that mark out and keeps everything else about them.',
        'setuid, setgid or sticky bits, cleared on export: bin/tool, shared',
      ],
    ]);
    const back = await readBack(await writePluginZip(opened.tree));
    expect(back.tree.get('bin/tool')?.mode).toBe(0o755);
    expect(back.tree.get('shared')?.mode).toBe(0o777);
    expect(back.warnings).toEqual([]);
  });

  it('exports a re-import of its own export to identical bytes', async () => {
    const first = await writePluginZip(sampleTree());
    const second = await writePluginZip((await readBack(first)).tree);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('stores incompressible files and deflates text', async () => {
    const zip = await writePluginZip(sampleTree());
    const methods = Object.fromEntries(
      readZipDirectory(zip, DEFAULT_ZIP_LIMITS).records.map((record) => [record.name.text, record.method]),
    );
    expect(methods['assets/noise.bin']).toBe(0);
    expect(methods['plugin.json']).toBe(8);
  });

  it('exports a minimal new tree that has only plugin.json', async () => {
    const zip = await writePluginZip(treeFromFiles([['plugin.json', MANIFEST]]));
    const back = await readBack(zip);
    expect(back.kind).toBe('agent-plugin');
    expect(new TextDecoder().decode((back.tree.get('plugin.json') as { bytes: Uint8Array }).bytes)).toBe(
      MANIFEST,
    );
  });

  it('reports progress that only moves forward and ends at the total', async () => {
    const seen: number[] = [];
    await writePluginZip(sampleTree(), { onProgress: (p) => seen.push(p.done / p.total) });
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it('gives the same bytes when helpers pack a share of the files, or fail to', async () => {
    const tree = new Map(sampleTree());
    for (let i = 0; i < 24; i++)
      tree.set(`skills/s${i}/SKILL.md`, { kind: 'file', bytes: encodeText(`Step ${i}. `.repeat(6000)) });
    const alone = Buffer.from(await writePluginZip(tree));
    const shares: number[] = [];
    const helper: PackHelper = (files, _transferable, level) => {
      shares.push(files.reduce((sum, bytes) => sum + bytes.length, 0));
      return Promise.resolve(files.map((bytes) => packData(bytes, level)));
    };
    const failing: PackHelper = () => Promise.reject(new Error('stopped'));
    expect(Buffer.from(await writePluginZip(tree, { helpers: [helper] })).equals(alone)).toBe(true);
    expect(Buffer.from(await writePluginZip(tree, { helpers: [helper, failing] })).equals(alone)).toBe(true);
    // Half of the 1,236,077 bytes to deflate, then a third; the noise is stored here.
    expect(Math.abs(shares[0]! - 618_000)).toBeLessThan(30_000);
    expect(Math.abs(shares[1]! - 412_000)).toBeLessThan(30_000);
    shares.length = 0;
    await writePluginZip(sampleTree(), { helpers: [helper] });
    expect(shares).toEqual([]);
  });

  it('takes turns of its event loop while a helper packs beside it, so a helper that needs one to start is not held up', async () => {
    const tree = new Map(sampleTree());
    // Words drawn from noise: text that takes deflating a while (some 8 MB, half of it this worker's).
    const words = ['refund ', 'order ', 'the ', 'customer ', 'policy ', 'ask ', 'check ', 'when '];
    const bytes = noise(100_000, 11);
    for (let i = 0; i < 8; i++) {
      const text = Array.from(bytes, (b, k) => words[(b + k * i) % words.length]).join('');
      tree.set(`docs/d${i}.md`, { kind: 'file', bytes: encodeText(text) });
    }
    let done = 0;
    let doneWhenStarted: number | undefined;
    // A worker started from this one starts in a task of this worker's loop.
    const startsInATask: PackHelper = (files, _transferable, level) =>
      new Promise((resolve) =>
        setTimeout(() => {
          doneWhenStarted = done;
          resolve(files.map((bytes) => packData(bytes, level)));
        }),
      );
    const alone = Buffer.from(await writePluginZip(tree));
    const helped = await writePluginZip(tree, {
      helpers: [startsInATask],
      onProgress: (p) => (done = p.done / p.total),
    });
    expect(Buffer.from(helped).equals(alone)).toBe(true);
    // Held up, it would start once this worker's half was packed.
    expect(doneWhenStarted).toBeLessThan(0.35);
  });

  it('deflates the files of a tree of more than 128 MB of files at level 4, and of a smaller one at level 6', async () => {
    const text = encodeText(
      Array.from(noise(150_000, 7), (b) => ['refund ', 'order ', 'the ', 'policy ', 'ask '][b % 5]).join(''),
    );
    // One array at many paths: the zip holds it at each, and it is packed once.
    const treeOf = (copies: number): FileTree =>
      new Map([
        ...sampleTree(),
        ...Array.from({ length: copies }, (_, k) => [`docs/${k}.md`, { kind: 'file', bytes: text }] as const),
      ]);
    const holds = (zip: Uint8Array, level: 4 | 6) =>
      Buffer.from(zip).indexOf(Buffer.from(deflateSync(text, { level }))) >= 0;
    const pathsFor = (bytes: number) => Math.ceil(bytes / text.length);
    const large = await writePluginZip(treeOf(pathsFor(LARGE_TREE_BYTES) + 1));
    expect([holds(large, 4), holds(large, 6)]).toEqual([true, false]);
    const small = await writePluginZip(treeOf(pathsFor(LARGE_TREE_BYTES / 2)));
    expect([holds(small, 4), holds(small, 6)]).toEqual([false, true]);
  });

  it('lets go of a tree it was given to empty once it has listed it, and writes the same zip', async () => {
    const tree = new Map(sampleTree());
    for (let i = 0; i < 24; i++)
      tree.set(`skills/s${i}/SKILL.md`, { kind: 'file', bytes: encodeText(`Step ${i}. `.repeat(6000)) });
    // Two paths, one array.
    tree.set('docs/again.md', tree.get('skills/s3/SKILL.md')!);
    const alone = Buffer.from(await writePluginZip(tree));
    const helper: PackHelper = (files, _transferable, level) =>
      Promise.resolve(files.map((bytes) => packData(bytes, level)));
    for (const helpers of [[], [helper]]) {
      const copy = new Map(tree);
      let released = 0;
      const written = await writePluginZip(copy, {
        helpers,
        releaseTree: () => {
          released += 1;
          copy.clear();
        },
      });
      expect(released).toBe(1);
      expect(Buffer.from(written).equals(alone)).toBe(true);
    }
  });

  it('empties a tree posted to its worker once it is listed, and only that', async () => {
    const alone = Buffer.from(await writePluginZip(sampleTree()));
    for (const ownCopy of [true, false]) {
      const tree = new Map(sampleTree());
      const replies: ArchiveReply[] = [];
      await handleArchiveRequest(
        { id: 3, op: 'save', tree },
        (reply) => replies.push(reply),
        undefined,
        ownCopy,
      );
      const reply = replies.at(-1)!;
      expect(reply.type === 'saved' && Buffer.from(reply.zip).equals(alone)).toBe(true);
      expect(tree.size).toBe(ownCopy ? 0 : sampleTree().size);
    }
  });

  it('writes files packed ahead as given, without reading their bytes, to the same zip', async () => {
    const tree = sampleTree();
    const alone = Buffer.from(await writePluginZip(tree));
    const packed = new Map<string, PackedFile>();
    const emptied = new Map<string, TreeEntry>();
    for (const [path, entry] of tree) {
      if (entry.kind === 'file' && path !== 'plugin.json') {
        packed.set(path, { ...packData(entry.bytes, 6), size: entry.bytes.length });
        emptied.set(path, { ...entry, bytes: new Uint8Array(0) });
      } else emptied.set(path, entry);
    }
    expect(packed.size).toBeGreaterThan(2);
    const seen: { done: number; total: number }[] = [];
    const written = await writePluginZip(emptied, { packed, onProgress: (p) => seen.push(p) });
    expect(Buffer.from(written).equals(alone)).toBe(true);
    // What was packed ahead counts as done from the start.
    const all = [...tree.values()].reduce((sum, e) => sum + (e.kind === 'file' ? e.bytes.length : 0), 0);
    const ahead = [...packed.values()].reduce((sum, p) => sum + p.size, 0);
    expect(seen[0]).toEqual({ done: ahead, total: all });
    expect(seen.at(-1)).toEqual({ done: all, total: all });
  });

  it('lets a helper take the buffers only its files use, and writes no zip when such a helper fails', async () => {
    const tree = new Map(sampleTree());
    for (let i = 0; i < 24; i++)
      tree.set(`skills/s${i}/SKILL.md`, { kind: 'file', bytes: encodeText(`Step ${i}. `.repeat(6000)) });
    // Two files viewing halves of one buffer: neither may be taken.
    const shared = encodeText('Half and half. '.repeat(20_000));
    tree.set('docs/first.md', { kind: 'file', bytes: shared.subarray(0, 150_000) });
    tree.set('docs/second.md', { kind: 'file', bytes: shared.subarray(150_000) });
    const copy = () =>
      new Map<string, TreeEntry>(
        [...tree].map(([p, e]) => [p, e.kind === 'file' ? { ...e, bytes: e.bytes.slice() } : e]),
      );
    const alone = Buffer.from(await writePluginZip(copy()));
    // As a worker would: the taken buffers move (here into a clone), leaving the writer's bytes empty.
    const taken: ArrayBuffer[][] = [];
    const taking: PackHelper = (files, transferable, level) => {
      taken.push([...transferable]);
      const moved = structuredClone(files, { transfer: [...transferable] });
      return Promise.resolve(moved.map((bytes) => packData(bytes, level)));
    };
    const withShared = copy();
    withShared.set('docs/first.md', { kind: 'file', bytes: shared.subarray(0, 150_000) });
    withShared.set('docs/second.md', { kind: 'file', bytes: shared.subarray(150_000) });
    expect(Buffer.from(await writePluginZip(withShared, { helpers: [taking] })).equals(alone)).toBe(true);
    expect(taken[0]!.length).toBeGreaterThan(5);
    expect(taken[0]!.includes(shared.buffer as ArrayBuffer)).toBe(false);
    const failing: PackHelper = (files, transferable) => {
      structuredClone(files, { transfer: [...transferable] });
      return Promise.reject(new Error('stopped'));
    };
    await expect(writePluginZip(copy(), { helpers: [failing] })).rejects.toThrow('stopped');
  });

  it('packs a share in the worker as it would itself, at the level asked: a pack request', async () => {
    const text = Array.from(noise(20_000, 5), (b) => ['refund ', 'order ', 'the ', 'policy '][b % 4]).join(
      '',
    );
    const files = [encodeText(text), noise(50_000, 3), new Uint8Array(0)];
    for (const level of [4, 6] as const) {
      const replies: ArchiveReply[] = [];
      await handleArchiveRequest({ id: 7, op: 'pack', files, level }, (reply) => replies.push(reply));
      expect(replies).toEqual([{ id: 7, type: 'packed', packed: files.map((b) => packData(b, level)) }]);
    }
    // The levels give other bytes for that text.
    expect(Buffer.from(packData(files[0]!, 4).data).equals(Buffer.from(packData(files[0]!, 6).data))).toBe(
      false,
    );
    const replies: ArchiveReply[] = [];
    await handleArchiveRequest({ id: 7, op: 'pack', files, level: 6 }, (reply) => replies.push(reply));
    expect(replies[0]!.type === 'packed' && replies[0]!.packed.map((p) => p.method)).toEqual([8, 0, 0]);
  });

  it('refuses to write a path that would climb out of the plugin', async () => {
    const tree = treeFromFiles([['../evil', 'x']]);
    await expect(writePluginZip(tree)).rejects.toBeInstanceOf(ZipWriteError);
  });

  describe('with Info-ZIP', () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('passes unzip -t and extracts with its modes', async () => {
      dir = mkdtempSync(join(tmpdir(), 'write-zip-'));
      const zipPath = join(dir, 'plugin.zip');
      writeFileSync(zipPath, await writePluginZip(sampleTree()));
      expect(execFileSync('unzip', ['-t', zipPath], { encoding: 'utf8' })).toContain('No errors detected');
      const out = join(dir, 'out');
      execFileSync('unzip', ['-q', zipPath, '-d', out]);
      const listing = execFileSync('ls', ['-ld', join(out, 'bin/server'), join(out, 'assets/empty')], {
        encoding: 'utf8',
      });
      expect(listing).toMatch(/-rwxr-xr-x .*bin\/server/);
      expect(listing).toMatch(/drwx------ .*assets\/empty/);
    });
  });
});
