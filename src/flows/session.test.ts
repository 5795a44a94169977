/**
 * The session flow in Node: the library over fake-indexeddb, the tabs over fake Web Locks and
 * channels, the journal in a Map, and a clock the test holds.
 */
import { describe, expect, it } from 'vitest';
import { readText, treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import type { SolutionId } from '../persist/ids';
import type { JournalStorage } from '../persist/journal';
import { createLibrary, type Library } from '../persist/library';
import type { IdbEnvironment } from '../persist/connection';
import { freshEnv } from '../persist/testing/fake-idb';
import { FakeBrowser } from '../persist/testing/fake-tabs';
import { claimOwnership } from '../persist/ownership';
import type { ViewPlaces } from '../workspace/views';
import {
  claimNew,
  openStoredSession,
  startNewSession,
  takeOver,
  type SessionPorts,
  type SolutionSession,
} from './session';

const INSTRUCTIONS = 'skills/instructions/SKILL.md';
const plugin = treeFromFiles([
  ['.claude-plugin/plugin.json', '{ "name": "shop-support", "version": "1.0.0" }'],
  [INSTRUCTIONS, '---\nname: instructions\ndescription: How to help.\n---\nBe kind.\n'],
]);

const views: readonly ViewPlaces[] = [
  { name: 'assistant', owns: (_tree, file) => file === INSTRUCTIONS },
  { name: 'files', owns: () => true, opensFiles: true },
];

/** localStorage as the journal uses it, in memory; `entries` shows and restores what it holds. */
function memoryStorage(): JournalStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** One tab of one browser: its own library (and tab id) over the shared database. */
function tab(
  env: IdbEnvironment,
  browser: FakeBrowser,
  storage: JournalStorage,
  library: Library = createLibrary({ env }),
): SessionPorts {
  return {
    library,
    tabs: browser.tab(),
    storage,
    views,
    // Frames come at once; the latest first save never does: each test says when a view is drawn.
    clock: { afterNextFrame: (then) => (queueMicrotask(then), () => {}), after: () => {} },
  };
}

/** A tab whose page dies before any save it starts comes back: its writes never answer. */
function dyingTab(env: IdbEnvironment, browser: FakeBrowser, storage: JournalStorage): SessionPorts {
  const library = createLibrary({ env });
  return tab(env, browser, storage, { ...library, saveChanges: () => new Promise(() => {}) });
}

function session(opened: SolutionSession | { unreadable: string } | undefined): SolutionSession {
  if (!opened || !('store' in opened)) throw new Error(`not opened: ${JSON.stringify(opened)}`);
  return opened;
}

const edit = (text: string) => (tree: FileTree) => writeText(tree, INSTRUCTIONS, text);
const instructionsOf = (open: SolutionSession) =>
  readText(open.store.getState().history.present, INSTRUCTIONS);

async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

async function storedText(env: IdbEnvironment, id: SolutionId): Promise<string | undefined> {
  const stored = await createLibrary({ env }).open(id);
  return stored && readText(stored.tree, INSTRUCTIONS);
}

/** A solution stored by an earlier visit, and the ports of a tab in a browser of its own. */
async function storedSolution() {
  const env = freshEnv();
  const stored = await createLibrary({ env }).create({ title: 'Shop Support', tree: plugin });
  return { env, id: stored.id };
}

describe('a new solution', () => {
  it('is owned by this tab and stored once its workspace is drawn', async () => {
    const env = freshEnv();
    const ports = tab(env, new FakeBrowser(), memoryStorage());
    const open = await startNewSession(ports, plugin, 'solution', []);

    expect(open.ownership()).toBe('owner');
    expect(open.store.getState().view).toBe('assistant');
    expect(open.hasUnsavedChanges()).toBe(true);
    // A template's few files: the page draws it at once (model/small-solution.ts).
    expect(open.small).toBe(true);
    open.drawn();
    await until(() => open.saveStatus() === 'saved');
    expect(await storedText(env, open.id)).toBe(readText(plugin, INSTRUCTIONS));
    expect(await ports.library.lastOpen()).toBe(open.id);
    await open.close();
  });
});

describe('a claim made ahead', () => {
  it('is the new solution’s: its id, the lock already held, and its session’s edits handed over', async () => {
    const env = freshEnv();
    const browser = new FakeBrowser();
    const ports = tab(env, browser, memoryStorage());
    const claimed = claimNew(ports);
    await claimed.ownership;
    // Before any session: another tab cannot have the id.
    const other = tab(env, browser, memoryStorage());
    const early = await claimOwnership(claimed.id, { tabId: 'another tab', coordination: other.tabs! });
    expect(early.state()).toBe('ownedElsewhere');
    await early.release();
    const open = await startNewSession(ports, plugin, 'solution', [], claimed);
    expect(open.id).toBe(claimed.id);
    expect(open.ownership()).toBe('owner');
    open.drawn();
    await until(() => open.saveStatus() === 'saved');

    // The other tab keeps a journal of its own: what it reads was stored by the flush before the hand-over.
    open.store.change(edit('Typed in the new solution.'));
    const second = session(await openStoredSession(other, open.id));
    expect(second.ownership()).toBe('ownedElsewhere');
    await takeOver(other, open.id);
    expect(open.ownership()).toBe('lost');
    await second.close();
    const taken = session(await openStoredSession(other, open.id));
    expect(instructionsOf(taken)).toBe('Typed in the new solution.');
    await taken.close();
    await open.close();
  });
});

describe('two tabs', () => {
  it('opens read-only in a second tab, and taking over brings the first tab’s last edits', async () => {
    const { env, id } = await storedSolution();
    const browser = new FakeBrowser();
    const storage = memoryStorage();
    const first = tab(env, browser, storage);
    const second = tab(env, browser, storage);
    const owner = session(await openStoredSession(first, id));
    owner.store.change(edit('Typed in the first tab.'));

    const watcher = session(await openStoredSession(second, id));
    expect(watcher.ownership()).toBe('ownedElsewhere');
    expect(watcher.store.getState().readOnly).toBe(true);
    watcher.store.change(edit('Typed in the second tab.'));
    expect(instructionsOf(watcher)).toBe(readText(plugin, INSTRUCTIONS));

    await takeOver(second, id);
    expect(owner.ownership()).toBe('lost');
    expect(owner.store.getState().readOnly).toBe(true);
    await watcher.close();
    const taken = session(await openStoredSession(second, id));
    expect(taken.ownership()).toBe('owner');
    expect(taken.store.getState().readOnly).toBe(false);
    expect(instructionsOf(taken)).toBe('Typed in the first tab.');
    await taken.close();
  });
});

describe('the journal of changes not stored yet', () => {
  it('brings back what a tab typed before its page went away, and stores it once drawn', async () => {
    const { env, id } = await storedSolution();
    const storage = memoryStorage();
    const crashed = session(await openStoredSession(dyingTab(env, new FakeBrowser(), storage), id));
    crashed.store.change(edit('Typed before the crash.'));
    expect(await storedText(env, id)).toBe(readText(plugin, INSTRUCTIONS));

    // The browser starts again: the dead page's locks are gone, its journal is not.
    const reopened = session(await openStoredSession(tab(env, new FakeBrowser(), storage), id));
    expect(instructionsOf(reopened)).toBe('Typed before the crash.');
    // Recovered, not the person's step to take back: Undo has nothing to undo.
    expect(reopened.store.getState().history.past).toHaveLength(0);
    reopened.store.undo();
    expect(instructionsOf(reopened)).toBe('Typed before the crash.');
    reopened.drawn();
    await until(async () => (await storedText(env, id)) === 'Typed before the crash.');
    await reopened.close();
  });

  it('is not applied over what was saved since it was written', async () => {
    const { env, id } = await storedSolution();
    const storage = memoryStorage();
    const crashed = session(await openStoredSession(dyingTab(env, new FakeBrowser(), storage), id));
    crashed.store.change(edit('Typed before the crash.'));
    const leftBehind = new Map(storage.entries);

    // Longer than the text the journal changed, so its change could still be spliced in.
    const later = 'Typed and saved later, by a tab that had the journal applied first. '.repeat(2);
    const next = session(await openStoredSession(tab(env, new FakeBrowser(), storage), id));
    next.store.change(edit(later));
    await next.close();
    expect(await storedText(env, id)).toBe(later);

    // The old journal comes back (a slower tab's last write): it no longer applies.
    for (const [key, value] of leftBehind) storage.setItem(key, value);
    const last = session(await openStoredSession(tab(env, new FakeBrowser(), storage), id));
    expect(instructionsOf(last)).toBe(later);
    expect(last.hasUnsavedChanges()).toBe(false);
    await last.close();
  });
});

describe('a journal that cannot be read (#37 item 12)', () => {
  it('is never dropped silently: the person is told what was not recovered, and it is kept as it was', async () => {
    const { env, id } = await storedSolution();
    const storage = memoryStorage();
    const crashed = session(await openStoredSession(dyingTab(env, new FakeBrowser(), storage), id));
    crashed.store.change(edit('Typed before the crash.'));
    const [key, written] = [...storage.entries].find(([k]) => k.includes(id))!;
    // Tampered with: a byte of its data is no longer base64.
    const tampered = written.replace(/"data":"/, '"data":"%');
    storage.setItem(key, tampered);

    const reopened = session(await openStoredSession(tab(env, new FakeBrowser(), storage), id));
    expect(instructionsOf(reopened)).toBe(readText(plugin, INSTRUCTIONS));
    expect(reopened.warnings).toHaveLength(1);
    expect(reopened.warnings[0]?.message).toMatch(/could not be recovered/);
    expect(reopened.warnings[0]?.message).not.toMatch(/journal|localStorage|SKILL/);
    expect(reopened.warnings[0]?.detail).toContain(INSTRUCTIONS);
    const kept = [...storage.entries].find(([k]) => k.includes('damaged'));
    expect(kept?.[1]).toBe(tampered);
    expect(reopened.warnings[0]?.detail).toContain(kept?.[0]);
    await reopened.close();
  });
});

describe('a stored solution', () => {
  it('reopens where the person left it, or on its first view when asked', async () => {
    const { env, id } = await storedSolution();
    const ports = tab(env, new FakeBrowser(), memoryStorage());
    const open = session(await openStoredSession(ports, id));
    open.store.show('files', INSTRUCTIONS);
    await open.close();

    const again = session(await openStoredSession(ports, id));
    expect(again.store.getState()).toMatchObject({ view: 'files', openFile: INSTRUCTIONS });
    await again.close();
    const first = session(await openStoredSession(ports, id, { atFirstView: true }));
    expect(first.store.getState().view).toBe('assistant');
    await first.close();
  });

  it('is refused with a sentence, and kept, when none of its files can be read', async () => {
    const env = freshEnv();
    const library = createLibrary({ env });
    const { id } = await library.create({ title: 'Shop Support', tree: plugin });
    const ports = tab(env, new FakeBrowser(), memoryStorage(), {
      ...library,
      open: async (...args) => {
        const stored = await library.open(...args);
        return stored && { ...stored, tree: new Map(), filesLost: true };
      },
    });

    expect(await openStoredSession(ports, id)).toEqual({
      unreadable:
        "“Shop Support” could not be opened: its files could not be read from this browser's storage. It is kept as it was; nothing was deleted.",
    });
    expect(await storedText(env, id)).toBe(readText(plugin, INSTRUCTIONS));
  });
});
