/**
 * A long step's progress in words and a bar: "Reading the zip… 40%" with the bar beside it (in a
 * banner) or under it (on the start screen). The bar is named by the same words for a screen reader.
 */

export interface ProgressLineProps {
  readonly label: string;
  /** Done so far, from 0 to 1. */
  readonly ratio: number;
  /** `beside`: words and bar on one line; `under`: the bar under the words, full width. */
  readonly layout: 'beside' | 'under';
}

export function ProgressLine({ label, ratio, layout }: ProgressLineProps) {
  const beside = layout === 'beside';
  return (
    <div role="status" className={beside ? 'flex items-center gap-3' : 'flex flex-col gap-2 text-sm'}>
      <span>
        {label} {Math.round(ratio * 100)}%
      </span>
      <progress
        className={beside ? 'h-2 flex-1 accent-accent-600' : 'h-2 w-full accent-accent-600'}
        value={ratio}
        max={1}
        aria-label={label}
      />
    </div>
  );
}
