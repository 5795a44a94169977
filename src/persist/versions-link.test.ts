import { describe, expect, it } from 'vitest';
import { writeText } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { KEEP_UNNAMED } from '../versions/version';
import { freshEnv } from './testing/fake-idb';
import { createVersionStore } from './versions';

describe('a version that went out in a link, or came in one', () => {
  const mark = { way: 'shared', hash: 'a'.repeat(64) } as const;

  it('is marked when it holds what the newest version holds, and kept with its mark', async () => {
    let clock = 1;
    const store = createVersionStore({ env: freshEnv(), now: () => clock++ });
    const tree = newSolution('Shop Support');
    const first = await store.keep('sol', tree);
    const marked = await store.keep('sol', tree, { link: mark });
    expect(marked).toEqual({ ...first, link: mark });
    expect(await store.list('sol')).toEqual([marked]);
  });

  it('is never let go of when unnamed versions are thinned', async () => {
    let clock = 1;
    const store = createVersionStore({ env: freshEnv(), now: () => clock++ });
    let tree = newSolution('Shop Support');
    const shared = await store.keep('sol', tree, { link: mark });
    for (let i = 0; i <= KEEP_UNNAMED; i += 1) {
      tree = writeText(tree, 'notes.txt', `edit ${i}`);
      await store.keep('sol', tree);
    }
    const versions = await store.list('sol');
    expect(versions).toHaveLength(KEEP_UNNAMED + 1);
    expect(versions.at(-1)).toEqual(shared);
  });
});
