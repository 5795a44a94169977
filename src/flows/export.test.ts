/**
 * The export flow in Node: the versions over fake-indexeddb, a download that records what it was
 * given, and frames that come when the test says.
 */
import { describe, expect, it } from 'vitest';
import { treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import { createVersionStore } from '../persist/versions';
import { freshEnv } from '../persist/testing/fake-idb';
import { createExportFlow, type ExportPorts, type ExportState } from './export';
import type { NoticeText } from './notice-text';

const MANIFEST = 'plugin.json';
const plugin = treeFromFiles([
  [MANIFEST, '{ "name": "shop-support", "version": "1.0.0" }'],
  ['skills/instructions/SKILL.md', '---\nname: instructions\ndescription: How to help.\n---\nBe kind.\n'],
]);
const edited = writeText(
  plugin,
  'skills/instructions/SKILL.md',
  '---\nname: instructions\ndescription: How to help.\n---\nBe kind and quick.\n',
);

/** A solution open at `tree`, whose versions (kept as downloads) are `downloadedBefore`. */
async function exporting(tree: FileTree, downloadedBefore: readonly FileTree[] = [], fails = false) {
  const store = createVersionStore({ env: freshEnv() });
  for (const before of downloadedBefore) await store.keep('sol', before, { exported: true });
  const downloads: { name: string; tree: FileTree }[] = [];
  const notes: NoticeText[] = [];
  const frames: (() => void)[] = [];
  let exported = 0;
  const ports: ExportPorts = {
    tree: () => tree,
    versions: {
      list: () => store.list('sol'),
      load: (version, current) => store.load('sol', version, current),
      keep: (kept, options) => store.keep('sol', kept, options),
    },
    async download(written, name, progress) {
      if (fails) throw new Error('The worker stopped.');
      progress(0.5);
      downloads.push({ name, tree: written });
      return 'c0ffee';
    },
    markExported: () => (exported += 1),
    afterNextFrame: (then) => frames.push(then),
    say: (note) => notes.push(note),
  };
  const flow = createExportFlow(ports);
  const seen: ExportState['at']['step'][] = [];
  flow.subscribe(() => seen.push(flow.getState().at.step));
  return { flow, store, downloads, notes, frames, seen, exported: () => exported };
}

type Run = Awaited<ReturnType<typeof exporting>>;

/** Waits until the flow is at `step` (its reads of the versions and the download take a few tasks). */
async function reach(run: Run, step: ExportState['at']['step']): Promise<void> {
  for (let i = 0; i < 200 && run.flow.getState().at.step !== step; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(run.flow.getState().at.step).toBe(step);
}

/** Lets whatever the flow started last (keeping a version) finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('export', () => {
  it('downloads at once the first time, marks it exported and keeps a version after the next frame', async () => {
    const run = await exporting(plugin);
    run.flow.start(0);
    await reach(run, 'idle');

    expect(run.downloads).toEqual([{ name: 'shop-support-1.0.0.zip', tree: plugin }]);
    expect(run.seen).toEqual(['looking', 'writing', 'writing', 'idle']);
    expect(run.flow.getState()).toEqual({
      at: { step: 'idle' },
      downloaded: { name: 'shop-support-1.0.0.zip', sha256: 'c0ffee' },
    });
    expect(run.exported()).toBe(1);
    expect(await run.store.list('sol')).toEqual([]);
    for (const frame of run.frames) frame();
    await settled();
    expect((await run.store.list('sol')).map((version) => version.exported)).toEqual([true]);
  });

  it('asks about what changed since the last download before downloading, and stops when cancelled', async () => {
    const run = await exporting(edited, [plugin]);
    run.flow.start(0);
    await reach(run, 'version');

    const at = run.flow.getState().at;
    expect(at.step).toBe('version');
    expect(at.step === 'version' && at.found).toMatchObject({ current: '1.0.0', suggested: '1.0.1' });
    expect(run.downloads).toEqual([]);
    run.flow.versionAnswered(false);
    await settled();
    expect(run.flow.getState().at.step).toBe('idle');
    expect(run.downloads).toEqual([]);

    run.flow.start(0);
    await reach(run, 'version');
    run.flow.versionAnswered(true);
    await reach(run, 'idle');
    expect(run.downloads.map((d) => d.name)).toEqual(['shop-support-1.0.0.zip']);
  });

  it('does not ask when nothing changed since the last download', async () => {
    const run = await exporting(plugin, [plugin]);
    run.flow.start(0);
    await reach(run, 'idle');
    expect(run.seen).not.toContain('version');
    expect(run.downloads).toHaveLength(1);
  });

  it('asks about errors after the changes, and downloads only when told to export anyway', async () => {
    const run = await exporting(edited, [plugin]);
    run.flow.start(2);
    await reach(run, 'version');
    run.flow.versionAnswered(true);
    expect(run.flow.getState().at).toEqual({ step: 'errors', errors: 2 });
    run.flow.errorsAnswered(false);
    await settled();
    expect(run.flow.getState().at.step).toBe('idle');
    expect(run.downloads).toEqual([]);

    run.flow.start(2);
    await reach(run, 'version');
    run.flow.versionAnswered(true);
    run.flow.errorsAnswered(true);
    await reach(run, 'idle');
    expect(run.downloads).toHaveLength(1);
    expect(run.seen.filter((step) => step === 'errors')).toHaveLength(2);
  });

  it('says so when the zip cannot be written, and neither marks nor keeps anything', async () => {
    const run = await exporting(plugin, [], true);
    run.flow.start(0);
    await reach(run, 'idle');
    expect(run.notes).toEqual([
      { message: 'The zip could not be written. Your work is unchanged; try again.' },
    ]);
    expect(run.flow.getState()).toEqual({ at: { step: 'idle' } });
    expect(run.exported()).toBe(0);
    expect(run.frames).toEqual([]);
  });

  it('takes one export at a time', async () => {
    const run = await exporting(plugin);
    run.flow.start(0);
    run.flow.start(0);
    await reach(run, 'idle');
    await settled();
    expect(run.downloads).toHaveLength(1);
  });
});
