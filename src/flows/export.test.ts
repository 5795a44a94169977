/**
 * The export flow in Node: the versions over fake-indexeddb, a download that records what it was
 * given, and frames that come when the test says.
 */
import { describe, expect, it } from 'vitest';
import { readText, treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import { createVersionStore } from '../persist/versions';
import { freshEnv } from '../persist/testing/fake-idb';
import { createExportFlow, OUTDATED_PAGE, type ExportPorts, type ExportState } from './export';
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

interface Options {
  readonly fails?: boolean;
  /** The person asked to be asked about the changes and the version before each download. */
  readonly askFirst?: boolean;
  /** What the page answers when asked whether its code is older than the site's. */
  readonly outdated?: boolean;
}

/** A solution open at `start`, whose versions (kept as downloads) are `downloadedBefore`. */
async function exporting(start: FileTree, downloadedBefore: readonly FileTree[] = [], options: Options = {}) {
  const { fails = false, askFirst = false, outdated } = options;
  let tree = start;
  let changes = 0;
  const store = createVersionStore({ env: freshEnv() });
  for (const before of downloadedBefore) await store.keep('sol', before, { exported: true });
  const downloads: { name: string; tree: FileTree }[] = [];
  const notes: NoticeText[] = [];
  const frames: (() => void)[] = [];
  let exported = 0;
  const ports: ExportPorts = {
    tree: () => tree,
    change(operation) {
      const result = operation(tree);
      // As the workspace's store: a change that leaves the tree as it was is no change.
      if (result.ok && result.tree !== tree) [tree, changes] = [result.tree, changes + 1];
    },
    askFirst: () => askFirst,
    now: () => new Date(2026, 11, 5),
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
    ...(outdated === undefined ? {} : { outdated: async () => outdated }),
  };
  const flow = createExportFlow(ports);
  const seen: ExportState['at']['step'][] = [];
  flow.subscribe(() => seen.push(flow.getState().at.step));
  return {
    flow,
    store,
    downloads,
    notes,
    frames,
    seen,
    exported: () => exported,
    tree: () => tree,
    changes: () => changes,
  };
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

  it('moves the version on by itself after changes since the last download, as one change the notice names', async () => {
    const run = await exporting(edited, [plugin]);
    run.flow.start(0);
    await reach(run, 'idle');

    expect(run.seen).not.toContain('version');
    expect(run.changes()).toBe(1);
    expect(run.downloads.map((d) => d.name)).toEqual(['shop-support-1.0.1.zip']);
    expect(readText(run.downloads[0]!.tree, MANIFEST)).toBe('{ "name": "shop-support", "version": "1.0.1" }');
    expect(run.flow.getState().downloaded).toEqual({
      name: 'shop-support-1.0.1.zip',
      sha256: 'c0ffee',
      movedOn: { to: '1.0.1', was: '1.0.0', changes: 1 },
    });
    // No change history was kept, so none is started.
    expect(run.tree().has('CHANGELOG.md')).toBe(false);
  });

  it('keeps a version the person typed since the last download', async () => {
    const raised = writeText(edited, MANIFEST, '{ "name": "shop-support", "version": "3.0.0" }');
    const run = await exporting(raised, [plugin]);
    run.flow.start(0);
    await reach(run, 'idle');
    expect(run.changes()).toBe(0);
    expect(run.downloads.map((d) => d.name)).toEqual(['shop-support-3.0.0.zip']);
    expect(run.flow.getState().downloaded?.movedOn).toBeUndefined();
  });

  it('writes the change history entry by itself when the plugin keeps one, in the same change', async () => {
    const history = '# Changelog\n\n## 1.0.0 (2026-11-01)\n\n- First edition.\n';
    const run = await exporting(writeText(edited, 'CHANGELOG.md', history), [
      writeText(plugin, 'CHANGELOG.md', history),
    ]);
    run.flow.start(0);
    await reach(run, 'idle');
    expect(run.changes()).toBe(1);
    expect(readText(run.downloads[0]!.tree, 'CHANGELOG.md')).toMatch(
      /^# Changelog\n\n## 1\.0\.1 \(2026-12-05\)\n\n- .+\n\n## 1\.0\.0/,
    );
  });

  it('asks about what changed since the last download when the person wants to be asked, and stops when cancelled', async () => {
    const run = await exporting(edited, [plugin], { askFirst: true });
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
    // The dialog writes what the person chose; the flow itself changes nothing.
    expect(run.changes()).toBe(0);
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
    const run = await exporting(edited, [plugin], { askFirst: true });
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
    const run = await exporting(plugin, [], { fails: true });
    run.flow.start(0);
    await reach(run, 'idle');
    expect(run.notes).toEqual([
      { message: 'The zip could not be written. Your work is unchanged; try again.' },
    ]);
    expect(run.flow.getState()).toEqual({ at: { step: 'idle' } });
    expect(run.exported()).toBe(0);
    expect(run.frames).toEqual([]);
  });

  it('says to reload, with Reload, when the page is older than the site (another tab took a new version)', async () => {
    const run = await exporting(plugin, [], { fails: true, outdated: true });
    run.flow.start(0);
    await reach(run, 'idle');
    await settled();
    expect(run.notes).toEqual([{ message: OUTDATED_PAGE, reload: true }]);
    expect(run.notes[0]?.message).not.toMatch(/try again/);
    expect(run.exported()).toBe(0);
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
