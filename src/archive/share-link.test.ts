import { describe, expect, it } from 'vitest';
import { generateWideSolution } from '../../bench/wide-dataset';
import { createSolution } from '../app/templates';
import { templateList } from '../app/template-list';
import { encodeText, type FileTree, type TreeEntry } from '../model/file-tree';
import { handleArchiveRequest } from './worker-handler';
import type { ArchiveReply } from './archive-protocol';
import { readShareLink, writeShareLink, type LinkReadResult } from './share-link';
import { writePayload, type ChangesPayload } from './share-link-format';
import { DEFAULT_LINK_LIMITS, type LinkLimits } from './share-link-limits';
import { treeDifference } from './test-support';
import { writePluginZip } from './write-zip';

const MANIFEST = '{\n  "name": "shop-support"\n}\n';
const file = (text: string, meta: Partial<TreeEntry> = {}): TreeEntry => ({
  kind: 'file',
  bytes: encodeText(text),
  ...meta,
});
const plugin = (...entries: [string, TreeEntry][]): FileTree =>
  new Map([['plugin.json', file(MANIFEST)], ...entries]);

/** Changes from Sam against a version of "Shop". */
const changes = (changed: FileTree, removed: string[] = []): ChangesPayload => ({
  kind: 'changes',
  from: 'Sam',
  base: 'a'.repeat(64),
  title: 'Shop',
  changed,
  removed,
});

/** A link's fragment holding `bytes` deflated as they are (no payload checks on the way in). */
async function rawLink(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  const packed = Buffer.from(await new Response(stream).arrayBuffer());
  return `share/1/${packed.toString('base64url')}`;
}

async function refused(fragment: string, limits?: Partial<LinkLimits>) {
  const started = performance.now();
  const result = await readShareLink(fragment, limits);
  expect(performance.now() - started).toBeLessThan(1000);
  if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${result.kind}`);
  // One sentence, as a refused zip has.
  expect(result.refused.message).toMatch(/^(This|The top folder of this) link['\s][^]*\.$/);
  return result.refused;
}

function draftTree(result: LinkReadResult): FileTree {
  if (result.kind !== 'draft')
    throw new Error(`expected a draft, got ${JSON.stringify(result).slice(0, 300)}`);
  return result.tree;
}

describe('a solution through a link', () => {
  const solutions: [string, FileTree][] = [
    ['a new solution', createSolution('Shop Support')],
    ...templateList.map(({ id, title }): [string, FileTree] => [title, createSolution(title, id)]),
    ['the wide solution', generateWideSolution()],
  ];

  it.each(solutions)('%s comes back byte for byte, and exports the same zip', async (_, tree) => {
    const link = await writeShareLink({ kind: 'draft', from: 'Maya', tree });
    const result = await readShareLink(link);
    expect(treeDifference(draftTree(result), tree)).toBeUndefined();
    expect(result).toMatchObject({ from: 'Maya', pluginKind: 'solution', warnings: [] });
    expect(await writePluginZip(draftTree(result))).toEqual(await writePluginZip(tree));
  });

  it('keeps modes, times and explicit folders', async () => {
    const tree = plugin(
      ['scripts/run.sh', file('#!/bin/sh\n', { mode: 0o755, mtime: 1_736_937_000_000 })],
      ['assets', { kind: 'folder', mode: 0o700, mtime: 1_700_000_000_000 }],
      ['data/empty.bin', { kind: 'file', bytes: new Uint8Array([0, 255, 0]) }],
    );
    const result = await readShareLink(await writeShareLink({ kind: 'draft', from: '', tree }));
    expect(treeDifference(draftTree(result), tree)).toBeUndefined();
  });

  it('is read in the archive worker, which hands the files over', async () => {
    const tree = createSolution('Shop Support', 'shop-support');
    const fragment = `#${await writeShareLink({ kind: 'draft', from: '', tree })}`;
    const replies: ArchiveReply[] = [];
    const moved: ArrayBuffer[] = [];
    await handleArchiveRequest({ id: 7, op: 'read-link', fragment }, (reply, transfer) => {
      replies.push(reply);
      moved.push(...transfer);
    });
    const [reply] = replies;
    if (reply?.type !== 'link-read') throw new Error(`expected a link, got ${reply?.type}`);
    expect(treeDifference(draftTree(reply.result), tree)).toBeUndefined();
    expect(moved).toHaveLength(tree.size);
  });

  it('carries changes: the entries changed and the paths removed, against a base', async () => {
    const payload = changes(new Map([['skills/a/SKILL.md', file('---\nname: a\n---\n')]]), ['x.txt']);
    expect(await readShareLink(await writeShareLink(payload))).toEqual(payload);
  });
});

describe('a hostile link is refused in a sentence, within a second', () => {
  it('a link that inflates far beyond its size (a bomb): stopped at the ceiling', async () => {
    const bomb = await rawLink(new Uint8Array(40 * 2 ** 20));
    expect(bomb.length).toBeLessThan(DEFAULT_LINK_LIMITS.maxLinkChars);
    const refusal = await refused(bomb);
    expect(refusal.code).toBe('link-too-large-unpacked');
    expect(refusal.message).toMatch(/^This link unpacks to more than \d+(\.\d)? MB/);
  });

  it('a link that inflates beyond the ratio to its size, under the ceiling', async () => {
    const refusal = await refused(await rawLink(new Uint8Array(3 * 2 ** 20)));
    expect(refusal.code).toBe('link-too-large-unpacked');
  });

  it('a 2 MB link, from its length alone', async () => {
    const refusal = await refused(`share/1/${'A'.repeat(2 * 2 ** 20)}`);
    expect(refusal).toMatchObject({ code: 'link-too-long' });
    expect(refusal.message).toBe(
      'This link is 2,097,160 characters long, more than the 64,000 the builder reads, so it was not opened.',
    );
  });

  it.each([
    ['not base64url', 'share/1/abc*def'],
    ['not deflate', 'share/1/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['no format', 'share/'],
    ['a format that is no number', 'share/x/AAAA'],
  ])('bad data: %s', async (_, fragment) => {
    expect((await refused(fragment)).code).toBe('link-damaged');
  });

  it('a link cut short', async () => {
    const whole = await writeShareLink({
      kind: 'draft',
      from: '',
      tree: createSolution('Shop Support', 'shop-support'),
    });
    expect((await refused(whole.slice(0, -40))).code).toBe('link-damaged');
  });

  it('a payload with more after its last file, or an unknown kind', async () => {
    const good = writePayload({ kind: 'draft', from: '', tree: plugin() });
    expect((await refused(await rawLink(new Uint8Array([...good, 0])))).code).toBe('link-damaged');
    expect((await refused(await rawLink(new Uint8Array([9, ...good.subarray(1)])))).code).toBe(
      'link-damaged',
    );
  });

  it('a link from a newer format', async () => {
    expect((await refused('share/2/AAAA')).code).toBe('link-newer');
  });

  it.each([['../evil.txt'], ['/etc/passwd'], ['C:/Windows/evil.dll'], ['skills/../../evil.txt']])(
    'a name climbing out of the plugin: %s',
    async (name) => {
      const link = await writeShareLink({ kind: 'draft', from: '', tree: plugin([name, file('x')]) });
      const refusal = await refused(link);
      expect(refusal.code).toBe('unsafe-path');
      expect(refusal.message).toBe(
        `This link holds a file that points outside the plugin (${name}), so it was not opened.`,
      );
    },
  );

  it('a name climbing out among changes', async () => {
    const changed = new Map([['../evil.txt', file('x')]]);
    expect((await refused(await writeShareLink(changes(changed)))).code).toBe('unsafe-path');
    const removing = await writeShareLink(changes(new Map(), ['a/../../b']));
    expect((await refused(removing)).code).toBe('unsafe-path');
  });

  it('control and bidirectional characters, and backslashes, in names', async () => {
    for (const [name, code] of [
      ['a\u0000b', 'control-character'],
      ['invoice\u202Egpj.exe', 'bidi-control'],
      ['a\\b.txt', 'backslash-name'],
    ]) {
      const link = await writeShareLink({ kind: 'draft', from: '', tree: plugin([name!, file('x')]) });
      expect((await refused(link)).code).toBe(code);
    }
  });

  it('50,000 entries: counted before they are read, and refused when they are there', async () => {
    // A table that claims them: kind, no sender, 50,000 as a varint.
    expect((await refused(await rawLink(new Uint8Array([1, 0, 0xd0, 0x86, 0x03])))).code).toBe(
      'too-many-entries',
    );
    const many = plugin(
      ...Array.from({ length: 50_000 }, (_, i): [string, TreeEntry] => [`f/${i}`, { kind: 'folder' }]),
    );
    const link = await writeShareLink({ kind: 'draft', from: '', tree: many });
    const refusal = await refused(link, { maxLinkChars: link.length });
    expect(refusal.code).toBe('too-many-entries');
    expect(refusal.message).toBe(
      'This link holds 50,001 files and folders, more than the 20,000 the builder opens, so it was not opened.',
    );
  });

  it('the same name twice, and a name that is a file and a folder', async () => {
    const twice = writePayload(changes(new Map([['a.txt', file('1')]]), ['a.txt']));
    expect((await refused(await rawLink(twice))).code).toBe('duplicate-name');
    const clash = await writeShareLink({
      kind: 'draft',
      from: '',
      tree: plugin(['a', file('1')], ['a/b', file('2')]),
    });
    expect((await refused(clash)).message).toBe(
      'This link holds "a" both as a file and as a folder, so it was not opened.',
    );
  });

  it('a document nested beyond the parse limits, in a draft or among changes', async () => {
    const deep = `${'['.repeat(300)}${']'.repeat(300)}`;
    const draft = await writeShareLink({
      kind: 'draft',
      from: '',
      tree: new Map([['plugin.json', file(deep)]]),
    });
    expect((await refused(draft)).code).toBe('beyond-parse-limits');
    const inChanges = await writeShareLink(changes(new Map([['skills/a/data.json', file(deep)]])));
    expect((await refused(inChanges)).code).toBe('beyond-parse-limits');
  });

  it('a link holding no plugin', async () => {
    const link = await writeShareLink({
      kind: 'draft',
      from: '',
      tree: new Map([['notes.txt', file('hi')]]),
    });
    expect((await refused(link)).code).toBe('no-plugin');
    const two = await writeShareLink({
      kind: 'draft',
      from: '',
      tree: new Map([
        ['a/plugin.json', file(MANIFEST)],
        ['b/plugin.json', file(MANIFEST)],
      ]),
    });
    expect((await refused(two)).message).toBe(
      'The top folder of this link is not a plugin, so nothing was opened.',
    );
  });
});
