import { describe, expect, it } from 'vitest';
import { readPluginZip } from './read-zip';
import { zipLimits } from './limits';
import { buildRawZip, type RawEntry } from './test-support-raw-zip';
import { treeDifference } from './test-support';
import { handleArchiveRequest } from './worker-handler';
import { dealShares, unpackShare, type ShareOutcome } from './unpack-archive';
import type { ArchiveReply } from './archive-protocol';
import { buildCatalog } from './zip-catalog';
import { checkLayout } from './zip-layout';
import { readZipDirectory } from './zip-directory';

const MANIFEST: RawEntry = { name: 'plugin.json', data: '{"name":"p"}' };

/** A plugin of `count` files of various sizes, stored and deflated, in a few folders. */
function pluginEntries(count: number): RawEntry[] {
  const entries: RawEntry[] = [MANIFEST, { name: 'skills/' }];
  for (let i = 0; i < count; i++) {
    const data = `file ${i}\n`.repeat(1 + ((i * 37) % 200));
    entries.push({ name: `skills/s${i % 7}/notes-${i}.md`, data, method: i % 3 === 0 ? 0 : 8 });
  }
  return entries;
}

/** Reads `zip` as the archive worker does with `helpers` other readers beside it. */
function readSplit(zip: Uint8Array, helpers: number, lose: readonly number[] = []) {
  const count = helpers + 1;
  const others = Array.from({ length: helpers }, (_, k) =>
    lose.includes(k + 1)
      ? Promise.resolve(undefined)
      : unpackShare(zip.slice(), zipLimits(), { index: k + 1, count }),
  );
  return readPluginZip(zip, { others });
}

function sharesOf(zip: Uint8Array, count: number) {
  const limits = zipLimits();
  const catalog = buildCatalog(checkLayout(zip, readZipDirectory(zip, limits)), limits);
  const entries = [...catalog.entries].sort((a, b) => (a.path < b.path ? -1 : 1));
  return { entries, shares: dealShares(entries, count) };
}

describe('a zip read by several readers side by side', () => {
  it('opens as the same tree as when one reader reads it all, in the same order', async () => {
    const zip = buildRawZip(pluginEntries(120));
    const whole = await readPluginZip(zip);
    if (whole.kind === 'refused' || whole.kind === 'choose-plugin') throw new Error(whole.kind);
    for (const helpers of [1, 3]) {
      const split = await readSplit(zip, helpers);
      if (split.kind === 'refused' || split.kind === 'choose-plugin') throw new Error(split.kind);
      expect(treeDifference(split.tree, whole.tree)).toBeUndefined();
      expect([...split.tree.keys()]).toEqual([...whole.tree.keys()]);
    }
  });

  it('unpacks a lost reader’s share itself', async () => {
    const zip = buildRawZip(pluginEntries(40));
    const whole = await readPluginZip(zip);
    const split = await readSplit(zip, 2, [2]);
    if (whole.kind !== 'agent-plugin' || split.kind !== 'agent-plugin') throw new Error('not opened');
    expect(treeDifference(split.tree, whole.tree)).toBeUndefined();
  });

  it('deals every file to one share, folders to the first, with work on each', () => {
    const { entries, shares } = sharesOf(buildRawZip(pluginEntries(60)), 3);
    expect(shares).toHaveLength(entries.length);
    entries.forEach((entry, at) => entry.isFolder && expect(shares[at]).toBe(0));
    for (const share of [0, 1, 2]) expect(shares.filter((s) => s === share).length).toBeGreaterThan(10);
  });

  it('says the first entry refused in path order, whichever reader met it', async () => {
    const entries = pluginEntries(30);
    const zip0 = buildRawZip(entries);
    const { entries: sorted, shares } = sharesOf(zip0, 2);
    // Two damaged files, one in each share, the later one in the first share.
    const inShare = (share: number) =>
      sorted
        .map((entry, at) => ({ entry, at }))
        .filter(({ entry, at }) => !entry.isFolder && shares[at] === share);
    const early = inShare(1)[2]!;
    const late = inShare(0).find(({ at }) => at > early.at)!;
    const damaged = new Set([early.entry.path, late.entry.path]);
    const zip = buildRawZip(entries.map((e) => (damaged.has(e.name as string) ? { ...e, crc: 1 } : e)));
    const whole = await readPluginZip(zip);
    const split = await readSplit(zip, 1);
    expect(whole.kind).toBe('refused');
    expect(split).toEqual(whole);
    expect(JSON.stringify(split)).toContain(early.entry.path);
  });

  it('refuses a zip its helper refuses before any entry, as the one reader does', async () => {
    const zip = buildRawZip(pluginEntries(5)).subarray(0, 200);
    expect(await readSplit(zip, 1)).toEqual(await readPluginZip(zip));
  });

  it('answers a read-share request with its files, their buffers handed over', async () => {
    const zip = buildRawZip(pluginEntries(20));
    const replies: { reply: ArchiveReply; transfer: ArrayBuffer[] }[] = [];
    const source = new Blob([zip as Uint8Array<ArrayBuffer>]);
    await handleArchiveRequest(
      { id: 3, op: 'read-share', source, share: { index: 1, count: 2 } },
      (reply, transfer) => replies.push({ reply, transfer }),
    );
    const answer = replies.at(-1)!;
    if (answer.reply.type !== 'share-read') throw new Error(answer.reply.type);
    const outcome: ShareOutcome = answer.reply.outcome;
    if (outcome.kind !== 'files') throw new Error('refused');
    expect(outcome.files.size).toBeGreaterThan(5);
    // Each file's own buffer, once: none is copied on its way to the reader that merges them.
    expect(new Set(answer.transfer)).toEqual(
      new Set([...outcome.files.values()].map((bytes) => bytes.buffer)),
    );
  });
});

describe('files read first', () => {
  const SKILLS = /(?:^|\/)skills\/[^/]+\/SKILL\.md$/;
  const entries = (): RawEntry[] => [
    MANIFEST,
    ...Array.from({ length: 12 }, (_, i): RawEntry[] => [
      { name: `skills/s${i}/SKILL.md`, data: `---\nname: s${i}\n---\nSkill ${i}.`, method: 8 },
      { name: `skills/s${i}/notes.md`, data: `notes ${i}\n`.repeat(40), method: 8 },
    ]).flat(),
  ];

  it('are handed on once, all of them and only them, and the tree is the same as without', async () => {
    const zip = buildRawZip(entries());
    const handed: ReadonlyMap<string, Uint8Array>[] = [];
    for (const helpers of [0, 1]) {
      const others = Array.from({ length: helpers }, (_, k) =>
        unpackShare(zip.slice(), zipLimits(), { index: k + 1, count: helpers + 1, early: SKILLS }),
      );
      const read = await readPluginZip(zip, {
        early: SKILLS,
        onEarly: (files) => handed.push(files),
        others,
      });
      const whole = await readPluginZip(zip);
      if (read.kind !== 'agent-plugin' || whole.kind !== 'agent-plugin') throw new Error('not opened');
      expect(treeDifference(read.tree, whole.tree)).toBeUndefined();
      expect([...read.tree.keys()]).toEqual([...whole.tree.keys()]);
    }
    expect(handed).toHaveLength(2);
    for (const files of handed) {
      const skills = entries()
        .map((e) => e.name as string)
        .filter((name) => SKILLS.test(name));
      expect([...files.keys()].sort()).toEqual(skills.sort());
    }
  });

  it('do not change which refusal is said: the first entry refused in path order', async () => {
    // A damaged skill late in path order, and a damaged note before it: the note is said.
    const damaged = new Set(['skills/s1/notes.md', 'skills/s7/SKILL.md']);
    const zip = buildRawZip(entries().map((e) => (damaged.has(e.name as string) ? { ...e, crc: 1 } : e)));
    const handed: unknown[] = [];
    const read = await readPluginZip(zip, { early: SKILLS, onEarly: (files) => handed.push(files) });
    expect(read).toEqual(await readPluginZip(zip));
    expect(JSON.stringify(read)).toContain('notes.md');
    // Nothing is handed on from a zip that is refused in them.
    expect(handed).toEqual([]);
    // A damaged skill alone is said as it is.
    const onlySkill = buildRawZip(
      entries().map((e) => (e.name === 'skills/s7/SKILL.md' ? { ...e, crc: 1 } : e)),
    );
    expect(await readPluginZip(onlySkill, { early: SKILLS })).toEqual(await readPluginZip(onlySkill));
  });

  it('are all dealt to the first share, whose reader hands them on', () => {
    const { entries: sorted, shares } = (() => {
      const zip = buildRawZip(entries());
      const limits = zipLimits();
      const catalog = buildCatalog(checkLayout(zip, readZipDirectory(zip, limits)), limits);
      const list = [...catalog.entries].sort((a, b) => (a.path < b.path ? -1 : 1));
      return { entries: list, shares: dealShares(list, 3, SKILLS) };
    })();
    sorted.forEach((entry, at) => SKILLS.test(entry.path) && expect(shares[at]).toBe(0));
    expect(shares.filter((share) => share !== 0).length).toBeGreaterThan(5);
  });
});
