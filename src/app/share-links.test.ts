import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateWideSolution } from '../../bench/wide-dataset';
import { readShareLink } from '../archive/share-link';
import { writeText, type FileTree } from '../model/file-tree';
import { editJsonFile } from '../model/operation-support';
import { DEFAULT_SOLUTION_PATH } from '../model/plugin-manifest';
import { jsonAt, unwrap } from '../model/test-support';
import { acceptGroup, changeGroups, withChanges } from '../versions/share-changes';
import { treeHash } from '../versions/tree-hash';
import type { Version } from '../versions/version';
import { findBase, makeChangesLink, makeDraftLink } from './share-links';
import { templateList } from './template-list';
import { createSolution } from './templates';

const PAGE = 'https://builder.example/app/';
const KEY = 'sk-proj-Zq8rT2mW9xLp4NvB7cK1';
const TOKEN = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

/** Everything a link holds, inflated: no secret may be anywhere in it. */
function inflated(link: string): string {
  const data = link.slice(link.indexOf('#share/1/') + '#share/1/'.length);
  return inflateRawSync(Buffer.from(data, 'base64url')).toString('latin1');
}

async function read(link: string) {
  const result = await readShareLink(link.slice(link.indexOf('#')));
  if (result.kind === 'refused') throw new Error(result.refused.message);
  return result;
}

const starters = (tree: FileTree) => (jsonAt(tree, DEFAULT_SOLUTION_PATH) as { starters: string[] }).starters;

describe('a link to a draft', () => {
  it.each(templateList.map((t) => [t.title, t.id] as const))(
    '%s travels whole, fits a chat message, and names the page it opens on',
    async (title, id) => {
      const made = await makeDraftLink(createSolution(title, id), 'Maya', `${PAGE}#old`);
      expect(made).toMatchObject({ fits: true, leftOut: [] });
      expect(made.link.startsWith(`${PAGE}#share/1/`)).toBe(true);
      expect(made.length).toBe(made.link.length);
    },
  );

  it(
    'is refused past the length chat and mail tools keep (the wide solution)',
    { timeout: 20_000 },
    async () => {
      const made = await makeDraftLink(generateWideSolution(), '', PAGE);
      expect(made.length).toBeGreaterThan(8_000);
      expect(made.fits).toBe(false);
    },
  );

  it('is not made at all for files no link can hold, which are neither scanned nor compressed', async () => {
    const huge = writeText(createSolution('Shop Support'), 'data/big.txt', 'x'.repeat(7 * 2 ** 20));
    expect(await makeDraftLink(huge, '', PAGE)).toMatchObject({
      link: '',
      fits: false,
      tooLarge: expect.any(Number),
    });
  });

  it('never carries a file that holds a key, in a draft or in changes', async () => {
    const tree = writeText(
      writeText(createSolution('Shop Support', 'shop-support'), '.env', `OPENAI_API_KEY=${KEY}\n`),
      'scripts/deploy.sh',
      `#!/bin/sh\nexport GITHUB_TOKEN=${TOKEN}\n`,
    );
    const made = await makeDraftLink(tree, '', PAGE);
    expect(made.leftOut).toEqual([
      { path: '.env', reason: 'secret' },
      { path: 'scripts/deploy.sh', reason: 'secret' },
    ]);
    for (const secret of [KEY, TOKEN]) expect(inflated(made.link)).not.toContain(secret);
    const received = (await read(made.link)) as { tree: FileTree };
    expect(received.tree.has('.env')).toBe(false);

    const mine = writeText(received.tree, 'config/service.json', `{ "apiKey": "${KEY}" }\n`);
    const changes = await makeChangesLink(
      received.tree,
      mine,
      { mark: made.mark!, title: 'Shop Support' },
      '',
      PAGE,
    );
    expect(changes!.leftOut).toEqual([{ path: 'config/service.json', reason: 'secret' }]);
    expect(inflated(changes!.link)).not.toContain(KEY);
  });
});

describe('changes sent back through links', () => {
  it('reach the owner’s version by its content hash, and are accepted as a change to the starter', async () => {
    const owner = writeText(createSolution('Shop Support', 'shop-support'), '.env', `KEY=${KEY}\n`);
    const shared = await makeDraftLink(owner, 'Maya', PAGE);
    // The copy: kept from the link, its hash worked out from what it holds.
    const received = (await read(shared.link)) as { tree: FileTree };
    expect(await treeHash(received.tree)).toBe(shared.mark!.hash);
    const edited = unwrap(
      editJsonFile(
        received.tree,
        DEFAULT_SOLUTION_PATH,
        ['starters'],
        ['Where is my parcel?', ...starters(received.tree).slice(1)],
      ),
    );
    const sent = await makeChangesLink(
      received.tree,
      edited,
      { mark: shared.mark!, title: 'Shop Support' },
      'Sam',
      PAGE,
    );
    expect(sent!.files).toBe(1);

    const link = await read(sent!.link);
    if (link.kind !== 'changes') throw new Error(link.kind);
    const version = { id: 'v1', time: 1, summary: '', chunks: [], link: shared.mark } satisfies Version;
    const other = { id: 'v0', time: 0, summary: '', chunks: [] } satisfies Version;
    const lists: Record<string, Version[]> = { a: [other], b: [other, version] };
    expect(await findBase(link.base, ['a', 'b'], async (id) => lists[id]!)).toEqual({
      solutionId: 'b',
      version,
    });
    expect(await findBase('f'.repeat(64), ['a', 'b'], async (id) => lists[id]!)).toBeUndefined();

    // The owner's version holds the .env the link left out: it stays, and only the starter changes.
    const theirs = withChanges(owner, link)!;
    const [group, ...more] = changeGroups(owner, theirs);
    expect(more).toEqual([]);
    expect(group!.changes.map((c) => c.text)).toEqual(['Starter 1 reworded: “Where is my parcel?”']);
    const accepted = acceptGroup(owner, theirs, group!);
    expect(starters(accepted)[0]).toBe('Where is my parcel?');
    expect(accepted.get('.env')).toBe(owner.get('.env'));
  });

  it('carry a removed file as its path alone', async () => {
    const base = writeText(createSolution('Shop Support'), 'notes.txt', 'old');
    const mine = new Map(base);
    mine.delete('notes.txt');
    const mark = { way: 'received', hash: await treeHash(base) } as const;
    const made = await makeChangesLink(base, mine, { mark, title: 'T' }, '', PAGE);
    expect(await read(made!.link)).toMatchObject({ kind: 'changes', removed: ['notes.txt'] });
    expect(await makeChangesLink(base, base, { mark, title: 'T' }, '', PAGE)).toBeUndefined();
  });
});
