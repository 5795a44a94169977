import { describe, expect, it } from 'vitest';
import { GROUP_WINDOW_MS, HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes single steps', () => {
    let h = startHistory('a');
    h = record(h, 'b', 0);
    h = record(h, 'c', 1000);
    expect(undo(h).present).toBe('b');
    expect(undo(undo(h)).present).toBe('a');
    expect(redo(undo(undo(h))).present).toBe('b');
  });

  it('merges typing in one field within the window into one step', () => {
    let h = startHistory('');
    h = record(h, 'h', 0, 'title');
    h = record(h, 'he', 200, 'title');
    h = record(h, 'hey', 200 + GROUP_WINDOW_MS, 'title');
    expect(h.past).toEqual(['']);
    h = record(h, 'hey!', 2000 + GROUP_WINDOW_MS, 'title');
    expect(h.past).toEqual(['', 'hey']);
  });

  it('does not merge changes of different fields', () => {
    let h = startHistory(0);
    h = record(h, 1, 0, 'a');
    h = record(h, 2, 10, 'b');
    expect(h.past).toEqual([0, 1]);
  });

  it('clears redo after a new change and ignores a change to the same state', () => {
    let h = record(startHistory('a'), 'b', 0);
    h = undo(h);
    expect(record(h, 'a', 5)).toBe(h);
    h = record(h, 'c', 10);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('keeps at most the limit of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i += 1) h = record(h, i, i * 1000);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe(50);
  });
});
