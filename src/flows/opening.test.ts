/** The opening flow in Node, with stand-ins for reading plugins and starting sessions. */
import { describe, expect, it } from 'vitest';
import { treeFromFiles, type FileTree } from '../model/file-tree';
import { asSolutionId, type SolutionId } from '../persist/ids';
import { hasStartMarker, setStartMarker } from '../persist/start-marker';
import { createOpeningFlow, type OpenOutcome, type OpeningPorts, type OpeningState } from './opening';
import type { ReopenOptions, Unreadable } from './session';

/** Lets the flow's awaited steps finish (a tree read is taken up in a task of its own: a few rounds). */
const settled = async () => {
  for (let round = 0; round < 3; round++) await new Promise((resolve) => setTimeout(resolve, 0));
};

interface FakeSession {
  readonly id: SolutionId;
  readonly tree: FileTree;
  unsaved: boolean;
  closed: boolean;
  /** Opened while this tab still held the solution: it would say "open in another tab". */
  heldElsewhere?: boolean;
  hasUnsavedChanges(): boolean;
  close(): Promise<void>;
}

function fakeSession(id: string, tree: FileTree = new Map()): FakeSession {
  return {
    id: asSolutionId(id),
    tree,
    unsaved: false,
    closed: false,
    hasUnsavedChanges() {
      return this.unsaved;
    },
    async close() {
      this.closed = true;
    },
  };
}

const shop = treeFromFiles([['plugin.json', '{ "name": "shop" }']]);
const opened = (tree: FileTree = shop): OpenOutcome => ({
  kind: 'opened',
  tree,
  pluginKind: 'solution',
  warnings: [],
});

/** The flow over stand-ins; `reads` and `stored` say what reading a zip and opening a stored solution give. */
function opening(
  options: {
    reads?: OpenOutcome;
    kept?: { id: SolutionId; title: string };
    stored?: Record<string, FakeSession | Unreadable>;
    lastOpen?: SolutionId;
    makes?: 'fails';
    starts?: 'fails';
    /** Each stored opening makes a new session, held as a lock is: once per solution until closed. */
    locks?: true;
  } = {},
) {
  const marker = new Map<string, string>();
  const calls = {
    read: 0,
    forgot: 0,
    started: [] as FileTree[],
    reopened: [] as [SolutionId, ReopenOptions][],
    sessions: [] as FakeSession[],
  };
  const ports: OpeningPorts<FakeSession> = {
    lastOpen: async () => options.lastOpen,
    forgetLastOpen: async () => void (calls.forgot += 1),
    marker: {
      getItem: (key) => marker.get(key) ?? null,
      setItem: (key, value) => void marker.set(key, value),
      removeItem: (key) => void marker.delete(key),
    },
    async readZip(_file, progress) {
      calls.read += 1;
      progress('Opening the zip…', 0.5);
      return options.reads ?? opened();
    },
    readFolder: async () => options.reads ?? opened(),
    lookUpKept: () => async () => options.kept,
    async makeSolution(title, template) {
      if (options.makes === 'fails') throw new Error('chunk failed');
      return {
        tree: treeFromFiles([['plugin.json', JSON.stringify({ title, template })]]),
        ready: Promise.resolve(),
      };
    },
    async startSession(outcome) {
      if (options.starts === 'fails') throw new Error('chunk failed');
      calls.started.push(outcome.tree);
      return fakeSession(`new-${calls.started.length}`, outcome.tree);
    },
    async openStoredSession(id, reopen) {
      calls.reopened.push([id, reopen]);
      if (options.locks) {
        const session = fakeSession(id);
        session.heldElsewhere = calls.sessions.some((s) => s.id === id && !s.closed);
        calls.sessions.push(session);
        await settled();
        return session;
      }
      return options.stored?.[id];
    },
    loadWorkspace: async () => undefined,
  };
  const flow = createOpeningFlow(ports);
  const steps: OpeningState<FakeSession>['at']['step'][] = [];
  flow.subscribe(() => steps.push(flow.getState().at.step));
  return { flow, calls, marker: ports.marker, steps, ports };
}

/** A flow with a solution open (`unsaved`: with work not stored yet). */
async function withOpen(unsaved: boolean, options: Parameters<typeof opening>[0] = {}) {
  const current = fakeSession('current');
  const run = opening({ ...options, stored: { current, ...options.stored } });
  run.flow.openStored(current.id);
  await settled();
  expect(run.flow.getState().session).toBe(current);
  current.unsaved = unsaved;
  run.steps.length = 0;
  return { ...run, current };
}

describe('opening a zip', () => {
  it('takes up the tree read in a task after the one that received it', async () => {
    const run = opening();
    let looked = false;
    const flow = createOpeningFlow({ ...run.ports, lookUpKept: () => async () => void (looked = true) });
    flow.openZip(new Blob());
    // Every promise turn of the task that received it.
    for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    expect(looked).toBe(false);
    await settled();
    expect(looked).toBe(true);
  });

  it('reads it with progress, starts its session and shows it in place of the one open, which is closed', async () => {
    const run = await withOpen(false);
    run.flow.openZip(new Blob());
    await settled();

    expect(run.steps).toEqual(['reading', 'starting', 'starting', 'idle']);
    expect(run.flow.getState().session?.tree).toBe(shop);
    expect(run.current.closed).toBe(true);
  });

  it('asks before leaving work that is not stored, and reads nothing until the person agrees', async () => {
    const run = await withOpen(true);
    run.flow.openZip(new Blob());
    await settled();
    expect(run.flow.getState().at).toEqual({ step: 'unsaved' });
    expect(run.calls.read).toBe(0);

    run.flow.unsavedAnswered(false);
    await settled();
    expect(run.flow.getState()).toMatchObject({ at: { step: 'idle' }, session: run.current });
    expect(run.calls.read).toBe(0);

    run.flow.openZip(new Blob());
    run.flow.unsavedAnswered(true);
    await settled();
    expect(run.calls.read).toBe(1);
    expect(run.flow.getState().session?.tree).toBe(shop);
    expect(run.current.closed).toBe(true);
  });

  it('says why a zip is refused and leaves what is open as it was', async () => {
    const refused = { message: 'This zip is damaged. Your current work is unchanged.', detail: 'bad CRC' };
    const run = await withOpen(false, { reads: { kind: 'refused', refused } });
    run.flow.openZip(new Blob());
    await settled();

    expect(run.flow.getState()).toEqual({ at: { step: 'idle' }, session: run.current, refused });
    expect(run.current.closed).toBe(false);
    expect(run.calls.started).toEqual([]);
    run.flow.dismiss();
    expect(run.flow.getState().refused).toBeUndefined();
  });

  it('keeps what is open when the new session cannot start (its code did not load)', async () => {
    const run = await withOpen(false, { starts: 'fails' });
    run.flow.openZip(new Blob());
    await settled();

    expect(run.flow.getState()).toMatchObject({
      at: { step: 'idle' },
      session: run.current,
      refused: { message: expect.stringContaining('part of the builder did not load') },
    });
    expect(run.current.closed).toBe(false);
  });

  it('asks which plugin to open when it holds several, and opens the one chosen', async () => {
    const other = treeFromFiles([['plugin.json', '{ "name": "other" }']]);
    const candidates = [
      { root: 'a', kind: 'agent-plugin' as const },
      { root: 'b', kind: 'agent-plugin' as const },
    ];
    const run = opening({
      reads: { kind: 'choose', candidates, open: async (root) => opened(root === 'b' ? other : shop) },
    });
    run.flow.openZip(new Blob());
    await settled();
    expect(run.flow.getState().at).toEqual({ step: 'choosing', candidates });

    run.flow.choose(undefined);
    await settled();
    expect(run.flow.getState()).toMatchObject({ at: { step: 'idle' }, session: undefined });

    run.flow.openZip(new Blob());
    await settled();
    run.flow.choose('b');
    await settled();
    expect(run.flow.getState().session?.tree).toBe(other);
  });

  it('asks whether a plugin the library keeps is a new version of it, and opens what the person picks', async () => {
    const kept = { id: asSolutionId('kept'), title: 'Shop' };
    const keptSession = fakeSession('kept');
    const run = opening({ kept, stored: { kept: keptSession } });
    run.flow.openZip(new Blob());
    await settled();
    expect(run.flow.getState().at).toEqual({ step: 'reimport', kept, tree: shop });
    expect(run.calls.started).toEqual([]);

    run.flow.reimportAnswered(undefined);
    expect(run.flow.getState()).toMatchObject({ at: { step: 'idle' }, session: undefined });

    run.flow.openZip(new Blob());
    await settled();
    run.flow.reimportAnswered('stored');
    await settled();
    expect(run.flow.getState().session).toBe(keptSession);

    run.flow.openZip(new Blob());
    await settled();
    run.flow.reimportAnswered('new');
    await settled();
    expect(run.flow.getState().session?.tree).toBe(shop);
  });
});

describe('making a solution', () => {
  it('keeps the pressed start busy until its solution shows, and takes one start at a time', async () => {
    const run = opening();
    run.flow.create('Shop Support', 'returns');
    run.flow.create('Shop Support');
    expect(run.flow.getState().at).toEqual({ step: 'starting', pressed: { template: 'returns' } });
    await settled();

    expect(run.calls.started).toHaveLength(1);
    expect(run.flow.getState().at).toEqual({ step: 'idle' });
    expect(run.flow.getState().session?.tree.get('plugin.json')).toBeDefined();
  });

  it('says so when the code a start needs did not load', async () => {
    const run = opening({ makes: 'fails' });
    run.flow.create('Shop Support');
    await settled();
    expect(run.flow.getState()).toMatchObject({
      at: { step: 'idle' },
      session: undefined,
      refused: { message: expect.stringContaining('part of the builder did not load') },
    });
  });
});

describe('going back to the library', () => {
  it('asks about unsaved work first, then closes the solution and forgets it as the one to reopen', async () => {
    const run = await withOpen(true);
    run.flow.goHome();
    expect(run.flow.getState().at).toEqual({ step: 'unsaved' });
    expect(run.current.closed).toBe(false);
    run.flow.unsavedAnswered(true);
    await settled();
    expect(run.flow.getState().session).toBeUndefined();
    expect(run.current.closed).toBe(true);
    expect(run.calls.forgot).toBe(1);
  });
});

describe('the start', () => {
  const last = asSolutionId('last');

  it('reopens the last solution while the person has not begun anything, marking the start until it is drawn', async () => {
    const lastSession = fakeSession('last');
    const run = opening({ lastOpen: last, stored: { last: lastSession } });
    run.flow.begin();
    await settled();
    expect(run.flow.getState().session).toBe(lastSession);
    expect(run.calls.reopened).toEqual([[last, {}]]);
    expect(hasStartMarker(run.marker)).toBe(true);
  });

  it('does not reopen it once the person has begun something', async () => {
    const run = opening({ lastOpen: last, stored: { last: fakeSession('last') } });
    run.flow.personActed();
    run.flow.begin();
    await settled();
    expect(run.calls.reopened).toEqual([]);
    expect(run.flow.getState().session).toBeUndefined();
  });

  it('after a start that failed, opens the library with a sentence, and that solution then on its first view', async () => {
    const run = opening({ lastOpen: last, stored: { last: fakeSession('last') } });
    setStartMarker(run.marker);
    run.flow.begin();
    await settled();
    expect(run.calls.reopened).toEqual([]);
    expect(run.flow.getState().refused?.message).toMatch(/could not be shown last time/);
    expect(hasStartMarker(run.marker)).toBe(false);

    run.flow.openStored(last);
    await settled();
    expect(run.calls.reopened).toEqual([[last, { atFirstView: true }]]);
  });

  it('says why a stored solution none of whose files can be read is not opened', async () => {
    const unreadable = { unreadable: '“Shop” could not be opened.' };
    const run = opening({ lastOpen: last, stored: { last: unreadable } });
    run.flow.begin();
    await settled();
    expect(run.flow.getState()).toMatchObject({
      session: undefined,
      refused: { message: unreadable.unreadable },
    });
    expect(hasStartMarker(run.marker)).toBe(false);
  });
});

describe('one tab opening a solution it holds (#37 item 5)', () => {
  const shopId = asSolutionId('shop');

  it('lets go of the solution open here before opening it again (a zip of it, "Open the one in this browser")', async () => {
    const run = opening({ locks: true, kept: { id: shopId, title: 'Shop' } });
    run.flow.openStored(shopId);
    await settled();
    await settled();
    const first = run.flow.getState().session;
    expect(first?.heldElsewhere).toBe(false);

    run.flow.openZip(new Blob());
    await settled();
    run.flow.reimportAnswered('stored');
    for (let i = 0; i < 4; i++) await settled();
    const second = run.flow.getState().session;
    expect(second).not.toBe(first);
    expect(first?.closed).toBe(true);
    expect(second?.heldElsewhere).toBe(false);
  });

  it('waits for the reopening on start, and does not show it over what the person opened meanwhile', async () => {
    const run = opening({ locks: true, lastOpen: shopId, kept: { id: shopId, title: 'Shop' } });
    run.flow.begin();
    // The reopening is under way when the person opens a zip of the same solution and picks it.
    await Promise.resolve();
    run.flow.openZip(new Blob());
    await settled();
    run.flow.reimportAnswered('stored');
    for (let i = 0; i < 6; i++) await settled();
    const shown = run.flow.getState().session;
    expect(run.calls.sessions).toHaveLength(2);
    expect(run.calls.sessions[0]?.closed).toBe(true);
    expect(shown).toBe(run.calls.sessions[1]);
    expect(shown?.heldElsewhere).toBe(false);
    expect(hasStartMarker(run.marker)).toBe(false);
  });

  it('waits for a solution being closed (back to the library) before opening it again', async () => {
    const run = opening({ locks: true });
    run.flow.openStored(shopId);
    for (let i = 0; i < 3; i++) await settled();
    const first = run.flow.getState().session;
    if (!first) throw new Error('not opened');
    let finishClose = () => {};
    first.close = () =>
      new Promise<void>((resolve) => {
        finishClose = () => {
          first.closed = true;
          resolve();
        };
      });
    run.flow.goHome();
    run.flow.openStored(shopId);
    await settled();
    finishClose();
    for (let i = 0; i < 4; i++) await settled();
    expect(run.flow.getState().session?.heldElsewhere).toBe(false);
  });
});
