import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import { createAutosaver, type SaveStatus } from './autosaver';
import { asSolutionId } from './ids';
import { applyJournal, journalApplies, takeJournal } from './journal';
import type { SaveReceipt, SaveRequest, SaveTarget } from './save-changes';

const id = asSolutionId('sol-test');
const meta = { view: 'files', openFile: 'a.txt', problemCount: 0 };

/** A save target that records requests; `gate` holds each write until the test opens it. */
function recordingTarget(options: { fail?: () => unknown; gate?: () => Promise<void> } = {}) {
  const requests: SaveRequest[] = [];
  const target: SaveTarget = {
    async saveChanges(request): Promise<SaveReceipt> {
      requests.push(request);
      await options.gate?.();
      const error = options.fail?.();
      if (error) throw error;
      return { owner: 'tab-a', revision: requests.length };
    },
  };
  return { target, requests };
}

function start(): FileTree {
  return treeFromFiles([['a.txt', 'a']]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosaver scheduling', () => {
  it('debounces rapid saves into one write of the newest tree', async () => {
    const { target, requests } = recordingTarget();
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    let tree = start();
    // 900 ms of changes, under the 1 s ceiling.
    for (let i = 0; i < 9; i += 1) {
      tree = writeText(tree, 'a.txt', `typed ${i}`);
      saver.save(tree, meta);
      vi.advanceTimersByTime(100);
    }
    expect(requests).toHaveLength(0);
    expect(saver.status()).toBe('saving');

    vi.advanceTimersByTime(400);
    await saver.flush();

    expect(requests).toHaveLength(1);
    expect(requests[0]?.tree).toBe(tree);
    expect(requests[0]?.base).toEqual(start());
    expect(saver.status()).toBe('saved');
  });

  it('still saves at least every second while changes never pause', async () => {
    const { target, requests } = recordingTarget();
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    let tree = start();
    for (let i = 0; i < 31; i += 1) {
      tree = writeText(tree, 'a.txt', `typed ${i}`);
      saver.save(tree, meta);
      await vi.advanceTimersByTimeAsync(100);
    }
    // 3.1 s of changes 100 ms apart: the 400 ms quiet time never came, the 1 s ceiling did, each time.
    expect(requests).toHaveLength(3);
    expect(requests.at(-1)?.tree).not.toBe(start());
  });

  it('counts problems only for the tree it writes, not at every change', async () => {
    const { target, requests } = recordingTarget();
    const counted: FileTree[] = [];
    const saver = createAutosaver({
      target,
      id,
      stored: { tree: start() },
      countProblems: (tree) => {
        counted.push(tree);
        return 7;
      },
    });
    let tree = start();
    for (let i = 0; i < 5; i += 1) {
      tree = writeText(tree, 'a.txt', `typed ${i}`);
      saver.save(tree, { view: 'files' });
    }
    expect(counted).toEqual([]);
    await saver.flush();
    expect(counted).toEqual([tree]);
    expect(requests[0]?.meta).toEqual({ view: 'files', problemCount: 7 });
  });

  it('says a solution storage does not hold yet is not saved until its first write lands', async () => {
    const { target, requests } = recordingTarget();
    const saver = createAutosaver({ target, id });
    // Nothing asked to be written yet (the first save waits for the workspace to be drawn).
    expect(saver.status()).toBe('saving');
    expect(saver.hasUnsavedChanges()).toBe(true);

    saver.save(start(), meta);
    expect(await saver.flush()).toBe('saved');
    expect(requests).toHaveLength(1);
    expect(saver.hasUnsavedChanges()).toBe(false);
  });

  it('writes at once on flush, without waiting for the quiet time', async () => {
    const { target, requests } = recordingTarget();
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    saver.save(writeText(start(), 'a.txt', 'b'), meta);

    expect(await saver.flush()).toBe('saved');
    expect(requests).toHaveLength(1);
    expect(saver.hasUnsavedChanges()).toBe(false);
  });

  it('saves changes made during a write in a following write, against the tree just saved', async () => {
    let open: () => void = () => undefined;
    const gate = () => new Promise<void>((resolve) => (open = resolve));
    const { target, requests } = recordingTarget({ gate });
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    const first = writeText(start(), 'a.txt', 'first');
    saver.save(first, meta);
    vi.advanceTimersByTime(400);
    const second = writeText(first, 'b.txt', 'second');
    saver.save(second, meta);
    open();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(saver.status()).toBe('saving');

    vi.advanceTimersByTime(400);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    open();
    await saver.flush();

    expect(requests[1]?.base).toBe(first);
    expect(requests[1]?.tree).toBe(second);
    expect(saver.status()).toBe('saved');
  });

  it('tells subscribers saving, then saved', async () => {
    const { target } = recordingTarget();
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    const seen: SaveStatus[] = [];
    saver.subscribe((status) => seen.push(status));

    saver.save(writeText(start(), 'a.txt', 'b'), meta);
    await saver.flush();

    expect(seen).toEqual(['saving', 'saved']);
  });

  it('stamps the time of the change, not of the write, and none for a view change alone', async () => {
    let clock = 100;
    const { target, requests } = recordingTarget();
    const saver = createAutosaver({ target, id, stored: { tree: start() }, now: () => clock });
    const changed = writeText(start(), 'a.txt', 'b');
    saver.save(changed, meta);
    clock = 900;
    await saver.flush();
    saver.save(changed, { ...meta, view: 'assistant' });
    await saver.flush();

    expect(requests.map((r) => r.changedAt)).toEqual([100, undefined]);
  });

  it('keeps the failure on screen while retrying, and retries on its own later', async () => {
    let failing = true;
    const quota = () => (failing ? new DOMException('full', 'QuotaExceededError') : undefined);
    const { target, requests } = recordingTarget({ fail: quota });
    const saver = createAutosaver({ target, id, stored: { tree: start() }, retryMs: 5000 });
    const seen: SaveStatus[] = [];
    saver.subscribe((status) => seen.push(status));

    saver.save(writeText(start(), 'a.txt', 'b'), meta);
    await saver.flush();
    saver.save(writeText(start(), 'a.txt', 'c'), meta);
    failing = false;
    vi.advanceTimersByTime(5000);
    await vi.waitFor(() => expect(saver.status()).toBe('saved'));

    expect(seen).toEqual([
      'saving',
      { failed: "Not saved — this browser's storage is full. Export to keep a copy." },
      'saved',
    ]);
    expect(requests.at(-1)?.base).toEqual(start());
  });

  it('after stop, keeps later changes in memory and says they are not saved', async () => {
    const { target, requests } = recordingTarget();
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    saver.stop();
    const changed = writeText(start(), 'a.txt', 'b');

    saver.save(changed, meta);
    await saver.flush();

    expect(requests).toHaveLength(0);
    expect(saver.unsaved()?.tree).toBe(changed);
    expect(saver.status()).toEqual({
      failed: 'Not saved — this solution is now being edited in another tab.',
    });
  });
});

describe('autosaver journal', () => {
  function journaled(options: { fail?: () => unknown; gate?: () => Promise<void> } = {}) {
    const storage = new Map<string, string>();
    const journal = {
      storage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
      writer: 'tab-a',
    };
    const { target, requests } = recordingTarget(options);
    const saver = createAutosaver({
      target,
      id,
      stored: { tree: start(), owner: 'tab-a', revision: 7 },
      journal,
    });
    return { saver, requests, storage, journal };
  }

  it('writes every change down at once, signed by the tab and the stored revision, until it is saved', async () => {
    const { saver, storage, journal } = journaled();
    saver.save(writeText(start(), 'a.txt', 'first key'), meta);
    // Before any timer ran: a crash now still finds the change.
    const written = takeJournal(journal.storage, id, start())!;
    expect(written).toMatchObject({ owner: 'tab-a', revision: 7 });
    expect(new TextDecoder().decode((written.diff.put[0]?.[1] as { bytes: Uint8Array }).bytes)).toBe(
      'first key',
    );

    saver.save(writeText(start(), 'a.txt', 'second key'), meta);
    expect(storage.size).toBe(1);
    await saver.flush();
    // Stored: nothing is pending, so there is nothing to apply next time.
    expect(storage.size).toBe(0);
  });

  it('holds keys typed during a write whether or not that write landed before the page went away', () => {
    let open = () => {};
    const { saver, journal } = journaled({ gate: () => new Promise<void>((resolve) => (open = resolve)) });
    const written = writeText(start(), 'a.txt', 'first keys');
    saver.save(written, meta);
    void saver.flush(); // the write of "first keys" is in flight, as revision 8
    const latest = writeText(written, 'a.txt', 'first keys, last keys');
    saver.save(latest, meta);
    const raw = journal.storage.getItem('solution-builder:journal:sol-test')!;
    const text = (tree: FileTree) =>
      new TextDecoder().decode((tree.get('a.txt') as { bytes: Uint8Array }).bytes);

    // The write landed and the page went before its answer came back: revision 8 holds "first keys".
    const afterLanding = takeJournal(journal.storage, id, written, 8)!;
    expect(journalApplies(afterLanding, { revision: 8, writtenBy: 'tab-a' })).toBe(true);
    expect(text(applyJournal(written, afterLanding))).toBe('first keys, last keys');

    // The write never landed: revision 7 is stored, and the journal holds both edits over it.
    journal.storage.setItem('solution-builder:journal:sol-test', raw);
    const unlanded = takeJournal(journal.storage, id, start(), 7)!;
    expect(journalApplies(unlanded, { revision: 7, writtenBy: 'tab-a' })).toBe(true);
    expect(text(applyJournal(start(), unlanded))).toBe('first keys, last keys');
    open();
  });

  it('keeps the journal while storage fails, against the revision last stored', async () => {
    const { saver, journal } = journaled({ fail: () => new DOMException('full', 'QuotaExceededError') });
    saver.save(writeText(start(), 'a.txt', 'b'), meta);
    await saver.flush();
    expect(takeJournal(journal.storage, id, start())).toMatchObject({ owner: 'tab-a', revision: 7 });
  });

  it('writes nothing once another tab owns the solution', () => {
    const { saver, storage } = journaled();
    saver.stop();
    saver.save(writeText(start(), 'a.txt', 'typed after losing it'), meta);
    expect(storage.size).toBe(0);
  });
});

describe('storage that does not answer (#37 item 12)', () => {
  it('says within seconds that the work is not being saved on this device, and "Saved" once storage answers', async () => {
    let answer = () => {};
    const { target } = recordingTarget({ gate: () => new Promise<void>((resolve) => (answer = resolve)) });
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    saver.save(writeText(start(), 'a.txt', 'typed'), meta);
    vi.advanceTimersByTime(400);
    expect(saver.status()).toBe('saving');
    vi.advanceTimersByTime(4_999);
    expect(saver.status()).toBe('saving');
    vi.advanceTimersByTime(1);
    const status = saver.status();
    expect(typeof status === 'object' && status.failed).toMatch(
      /not being saved on this device\. Export to download a copy/,
    );
    expect(saver.hasUnsavedChanges()).toBe(true);

    answer();
    await saver.flush();
    expect(saver.status()).toBe('saved');
    // The wait of a write that answered is over: nothing turns the status back later.
    vi.advanceTimersByTime(10_000);
    expect(saver.status()).toBe('saved');
  });

  it('does not call a long write that storage keeps answering stuck', async () => {
    let answer = () => {};
    const requests: SaveRequest[] = [];
    const target: SaveTarget = {
      async saveChanges(request) {
        requests.push(request);
        await new Promise<void>((resolve) => (answer = resolve));
        return { owner: 'tab-a', revision: 1 };
      },
    };
    const saver = createAutosaver({ target, id, stored: { tree: start() } });
    saver.save(writeText(start(), 'a.txt', 'a large first write'), meta);
    vi.advanceTimersByTime(400);
    for (let second = 0; second < 12; second++) {
      vi.advanceTimersByTime(1000);
      requests[0]?.answered?.();
    }
    expect(saver.status()).toBe('saving');
    answer();
    await saver.flush();
    expect(saver.status()).toBe('saved');
  });
});
