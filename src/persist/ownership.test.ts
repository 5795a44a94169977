import { describe, expect, it } from 'vitest';
import { treeFromFiles, writeText } from '../model/file-tree';
import { createAutosaver } from './autosaver';
import { asSolutionId } from './ids';
import { createLibrary } from './library';
import { claimOwnership, type OwnershipState } from './ownership';
import { FakeBrowser } from './testing/fake-tabs';
import { freshEnv } from './testing/fake-idb';

const id = asSolutionId('sol-shared');

function watch(ownership: { subscribe(l: (s: OwnershipState) => void): unknown }): OwnershipState[] {
  const seen: OwnershipState[] = [];
  ownership.subscribe((state) => seen.push(state));
  return seen;
}

describe('ownership between tabs', () => {
  it('makes the first tab the owner and tells the second the solution is owned elsewhere', async () => {
    const browser = new FakeBrowser();
    const first = await claimOwnership(id, { tabId: 'a', coordination: browser.tab() });
    const second = await claimOwnership(id, { tabId: 'b', coordination: browser.tab() });

    expect(first.state()).toBe('owner');
    expect(second.state()).toBe('ownedElsewhere');
  });

  it('does not mix up two different solutions', async () => {
    const browser = new FakeBrowser();
    await claimOwnership(id, { tabId: 'a', coordination: browser.tab() });
    const other = await claimOwnership(asSolutionId('sol-other'), {
      tabId: 'b',
      coordination: browser.tab(),
    });

    expect(other.state()).toBe('owner');
  });

  it('on take-over, lets the owner save first, then tells it that it lost ownership', async () => {
    const browser = new FakeBrowser();
    const events: string[] = [];
    const beforeHandOver = async () => {
      events.push('owner saved');
    };
    const first = await claimOwnership(id, { tabId: 'a', coordination: browser.tab(), beforeHandOver });
    const firstSeen = watch(first);
    const second = await claimOwnership(id, { tabId: 'b', coordination: browser.tab() });

    await second.takeOver();

    expect(events).toEqual(['owner saved']);
    expect(firstSeen).toEqual(['lost']);
    expect(first.state()).toBe('lost');
    expect(second.state()).toBe('owner');
  });

  it('takes the lock by force when the owner does not answer in time, and the owner learns it', async () => {
    const browser = new FakeBrowser();
    const frozen = () => new Promise<never>(() => undefined);
    const first = await claimOwnership(id, {
      tabId: 'a',
      coordination: browser.tab(),
      beforeHandOver: frozen,
    });
    const second = await claimOwnership(id, {
      tabId: 'b',
      coordination: browser.tab(),
      handOverTimeoutMs: 20,
    });

    await second.takeOver();

    expect(second.state()).toBe('owner');
    await expect.poll(() => first.state()).toBe('lost');
  });

  it('lets a tab that lost ownership take it back', async () => {
    const browser = new FakeBrowser();
    const first = await claimOwnership(id, { tabId: 'a', coordination: browser.tab() });
    const second = await claimOwnership(id, { tabId: 'b', coordination: browser.tab() });
    await second.takeOver();

    await first.takeOver();

    expect(first.state()).toBe('owner');
    expect(second.state()).toBe('lost');
  });

  it('frees the solution on release, for the next tab that opens it', async () => {
    const browser = new FakeBrowser();
    const first = await claimOwnership(id, { tabId: 'a', coordination: browser.tab() });
    await first.release();

    const second = await claimOwnership(id, { tabId: 'b', coordination: browser.tab() });

    expect(first.state()).toBe('released');
    expect(second.state()).toBe('owner');
  });

  it('calls every tab the owner where Web Locks are missing (storage still refuses overwrites)', async () => {
    const ownership = await claimOwnership(id, { tabId: 'a', coordination: {} });

    expect(ownership.state()).toBe('owner');
  });

  it('goes on as without Web Locks when the browser refuses them (a sandboxed frame)', async () => {
    const locks = { request: () => Promise.reject(new DOMException('Denied', 'SecurityError')) };
    const ownership = await claimOwnership(id, { tabId: 'a', coordination: { locks } });

    expect(ownership.state()).toBe('owner');
  });

  it('hands over the unsaved changes of the first tab to the tab that takes over', async () => {
    const env = freshEnv();
    const browser = new FakeBrowser();
    const tabA = createLibrary({ env });
    const stored = await tabA.create({ title: 'Shop', tree: treeFromFiles([['a.txt', 'a']]) });
    const saverA = createAutosaver({ target: tabA, id: stored.id, stored, debounceMs: 60_000 });
    const ownerA = await claimOwnership(stored.id, {
      tabId: tabA.tabId,
      coordination: browser.tab(),
      beforeHandOver: () => saverA.flush(),
    });
    ownerA.subscribe((state) => state === 'lost' && saverA.stop());
    saverA.save(writeText(stored.tree, 'a.txt', 'typed in A'), { problemCount: 0 });

    const tabB = createLibrary({ env });
    const ownerB = await claimOwnership(stored.id, { tabId: tabB.tabId, coordination: browser.tab() });
    expect(ownerB.state()).toBe('ownedElsewhere');
    await ownerB.takeOver();
    const opened = await tabB.open(stored.id, { claim: true });

    expect(opened?.tree.get('a.txt')).toMatchObject({ bytes: new TextEncoder().encode('typed in A') });
    expect(ownerA.state()).toBe('lost');
    expect(saverA.status()).toBe('saved');
  });
});
