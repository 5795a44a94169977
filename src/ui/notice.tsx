import type { HTMLAttributes } from 'react';

/** Amber for a warning or a refusal, red for an error (UI.md), green for something done. */
export type NoticeTone = 'warning' | 'error' | 'done';

const tones: Record<NoticeTone, string> = {
  warning: 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  error: 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
  done: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
};

export interface NoticeProps extends HTMLAttributes<HTMLElement> {
  readonly tone?: NoticeTone;
  /** `div` when the notice holds more than a sentence (a button, a list). */
  readonly as?: 'p' | 'div';
}

/**
 * The app's one boxed notice: a sentence (and perhaps a button) that says what went wrong or
 * needs attention, in the box every view and panel shares. `role` stays the caller's: `alert` for
 * what just happened, `status` for a state, none for a standing remark.
 */
export function Notice({ tone = 'warning', as: Element = 'p', className = '', ...props }: NoticeProps) {
  return <Element className={`rounded-lg px-3 py-2 text-sm ${tones[tone]} ${className}`} {...props} />;
}
