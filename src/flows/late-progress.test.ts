import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lateProgress, PROGRESS_AFTER_MS } from './late-progress';

describe('lateProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const shown = () => {
    const seen: [string, number][] = [];
    return { seen, show: (label: string, ratio: number) => void seen.push([label, ratio]) };
  };

  it('shows nothing of work that ends before the moment has passed', () => {
    const { seen, show } = shown();
    const progress = lateProgress(show);
    progress.report('Opening the zip…', 0);
    progress.report('Opening the zip…', 0.6);
    vi.advanceTimersByTime(PROGRESS_AFTER_MS - 1);
    progress.stop();
    vi.advanceTimersByTime(10 * PROGRESS_AFTER_MS);
    expect(seen).toEqual([]);
  });

  it('shows the latest report once the moment has passed, then every report', () => {
    const { seen, show } = shown();
    const progress = lateProgress(show);
    progress.report('Opening the zip…', 0);
    progress.report('Opening the zip…', 0.25);
    vi.advanceTimersByTime(PROGRESS_AFTER_MS);
    expect(seen).toEqual([['Opening the zip…', 0.25]]);
    progress.report('Opening the zip…', 0.5);
    expect(seen.at(-1)).toEqual(['Opening the zip…', 0.5]);
  });

  it('shows the first report at once when it comes after the moment', () => {
    const { seen, show } = shown();
    const progress = lateProgress(show);
    vi.advanceTimersByTime(PROGRESS_AFTER_MS);
    expect(seen).toEqual([]);
    progress.report('Reading the folder…', 0.1);
    expect(seen).toEqual([['Reading the folder…', 0.1]]);
  });

  it('passes nothing on once stopped, even after the moment', () => {
    const { seen, show } = shown();
    const progress = lateProgress(show);
    vi.advanceTimersByTime(PROGRESS_AFTER_MS);
    progress.report('Opening the zip…', 0.9);
    progress.stop();
    progress.report('Opening the zip…', 1);
    expect(seen).toEqual([['Opening the zip…', 0.9]]);
  });
});
