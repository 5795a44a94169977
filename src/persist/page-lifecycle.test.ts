import { describe, expect, it } from 'vitest';
import { treeFromFiles } from '../model/file-tree';
import { createAutosaver } from './autosaver';
import { asSolutionId } from './ids';
import { guardPageLifecycle, type PageTargets, type PageVisibility } from './page-lifecycle';
import type { SaveRequest } from './save-changes';

function setup() {
  const requests: SaveRequest[] = [];
  const target = {
    saveChanges: async (request: SaveRequest) => {
      requests.push(request);
      return { owner: 'tab', revision: requests.length };
    },
  };
  const saver = createAutosaver({ target, id: asSolutionId('sol-1'), stored: { tree: treeFromFiles([]) } });
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as PageVisibility });
  const win = new EventTarget();
  const stop = guardPageLifecycle(saver, { window: win, document: doc } satisfies PageTargets);
  return { saver, requests, targets: { window: win, document: doc }, doc, stop };
}

const changed = treeFromFiles([['a.txt', 'a']]);

describe('page lifecycle guard', () => {
  it('saves at once when the page is hidden', async () => {
    const { saver, requests, targets, doc } = setup();
    saver.save(changed, { problemCount: 0 });

    doc.visibilityState = 'hidden';
    targets.document.dispatchEvent(new Event('visibilitychange'));
    await saver.flush();

    expect(requests).toHaveLength(1);
  });

  it('saves at once on pagehide', async () => {
    const { saver, requests, targets } = setup();
    saver.save(changed, { problemCount: 0 });

    targets.window.dispatchEvent(new Event('pagehide'));

    expect(requests).toHaveLength(1);
    await saver.flush();
  });

  it('asks before leaving only while a change is not stored', async () => {
    const { saver, targets } = setup();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      targets.window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);

    saver.save(changed, { problemCount: 0 });
    expect(leave()).toBe(true);

    await saver.flush();
    expect(leave()).toBe(false);
  });

  it('removes its listeners when stopped', () => {
    const { saver, requests, targets, stop } = setup();
    stop();
    saver.save(changed, { problemCount: 0 });

    targets.window.dispatchEvent(new Event('pagehide'));

    expect(requests).toHaveLength(0);
  });
});
