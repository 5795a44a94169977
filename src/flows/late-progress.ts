/**
 * Progress that is shown only once the work has gone on for a moment. Opening a plugin of a few
 * hundred files takes well under that moment: it goes straight to its workspace, instead of
 * flashing a progress line that pushes the start screen down and is gone again, and the page does
 * not draw that line while the zip is being read beside it (bench/where-the-time-went.md: the
 * 300-file plugin's opening 63 → 56 ms, the 1,500-file one's 161 → 148).
 */
import type { Progress } from './opening';

/** Long enough for a plugin of a few hundred files to open, short enough to feel immediate. */
export const PROGRESS_AFTER_MS = 150;

export interface LateProgress {
  /** Takes a report; passes it on once the moment has passed (at once from then on). */
  readonly report: Progress;
  /** The work is over: nothing more is passed on, not even a report held back. */
  readonly stop: () => void;
}

/**
 * `show` gets the latest report when `PROGRESS_AFTER_MS` have passed since this call, and every
 * report after that, until `stop`. Work that ends sooner shows nothing.
 */
export function lateProgress(show: Progress): LateProgress {
  let latest: { label: string; ratio: number } | undefined;
  let due = false;
  let stopped = false;
  const timer = setTimeout(() => {
    due = true;
    if (latest) show(latest.label, latest.ratio);
  }, PROGRESS_AFTER_MS);
  return {
    report(label, ratio) {
      if (stopped) return;
      latest = { label, ratio };
      if (due) show(label, ratio);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
