import type { FocusEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { treeFromFiles } from '../../model/file-tree';
import type { Diagnostic } from '../../validate/diagnostic';
import { createWorkspaceStore, type FreshRow } from '../../workspace/store';
import { freshRowsOf, isToFillIn, showFreshRows, type PointerHold } from './fresh-rows';

function workspace(hold: PointerHold = { held: () => false, afterRelease: (action) => action() }) {
  const store = createWorkspaceStore(treeFromFiles([['assistant.json', '{}']]), {
    views: [{ name: 'assistant', owns: () => true }],
  });
  return { store, rows: freshRowsOf(store, hold), fresh: () => store.getState().fresh };
}

/** A blur whose focus goes to `next` (nothing: outside the page's elements). */
const leaving = (next: Node | null = null) =>
  ({ relatedTarget: next, currentTarget: { contains: () => false } }) as unknown as FocusEvent<HTMLElement>;

const at = (pointer: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
  code: 'solution.starter-empty',
  severity,
  message: 'Conversation starter is empty.',
  file: 'assistant.json',
  pointer,
});

describe('rows just added', () => {
  it('show the problems within them as “to fill in”, and nothing else', () => {
    const fresh: FreshRow[] = [{ file: 'assistant.json', pointer: '/starters/1' }];
    const [inside, other, elsewhere] = showFreshRows(
      [at('/starters/1'), at('/starters/10'), { ...at('/starters/1'), file: 'mcp.json' }],
      fresh,
    );
    expect(inside).toMatchObject({ severity: 'info' });
    expect(isToFillIn(inside!)).toBe(true);
    expect(other).toMatchObject({ severity: 'error' });
    expect(isToFillIn(other!)).toBe(false);
    expect(isToFillIn(elsewhere!)).toBe(false);
  });

  it('end their grace when left, when their list changes, or all at once', () => {
    const { store, rows, fresh } = workspace();
    const diagnostics = [at('/knowledge/0/description')];
    rows.mark('assistant.json', '/knowledge/0');
    rows.mark('assistant.json', '/starters/0');
    rows.settle('assistant.json', '/starters');
    expect(fresh()).toEqual([{ file: 'assistant.json', pointer: '/knowledge/0' }]);
    expect(showFreshRows(diagnostics, fresh())[0]).toMatchObject({ severity: 'info' });
    rows.settleOnLeave('assistant.json', '/knowledge/0')(leaving());
    expect(fresh()).toEqual([]);
    rows.mark('assistant.json', '/examples/2');
    store.settleFresh();
    expect(showFreshRows(diagnostics, fresh())).toBe(diagnostics);
  });

  it('are the engine’s state: neither undone nor kept in the history', () => {
    const { store, rows, fresh } = workspace();
    store.change((tree) => treeFromFiles([...tree].map(([path]) => [path, '{"starters": [""]}'] as const)));
    rows.mark('assistant.json', '/starters/0');
    store.undo();
    expect(fresh()).toEqual([{ file: 'assistant.json', pointer: '/starters/0' }]);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('wait for a held pointer to be released before settling a row left', () => {
    let held = true;
    const waiting: (() => void)[] = [];
    const { rows, fresh } = workspace({ held: () => held, afterRelease: (action) => waiting.push(action) });
    rows.mark('assistant.json', '/starters/0');
    rows.settleOnLeave('assistant.json', '/starters/0')(leaving());
    expect(fresh()).toHaveLength(1);
    held = false;
    for (const action of waiting) action();
    expect(fresh()).toEqual([]);
  });
});
