import type { HTMLAttributes } from 'react';
import { ChevronRight } from 'lucide-react';
import type { NoticeText } from '../flows/notice-text';

/** Amber for a warning or a refusal, red for an error (UI.md), green for something done. */
export type NoticeTone = 'warning' | 'error' | 'done';

const tones: Record<NoticeTone, string> = {
  warning: 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  error: 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
  done: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
};

/** The technical facts of `said`, in order, for a notice's `details`. */
export function detailsOf(said: readonly NoticeText[]): string[] {
  return said.flatMap((one) => (one.detail === undefined ? [] : [one.detail]));
}

export interface NoticeProps extends HTMLAttributes<HTMLElement> {
  readonly tone?: NoticeTone;
  /** `div` when the notice holds more than a sentence (a button, a list). */
  readonly as?: 'p' | 'div';
  /**
   * Technical facts for an integrator (file names, encodings, mode bits), shown under the sentence
   * in a disclosure that starts closed: the person meets them only if she opens it.
   */
  readonly details?: readonly string[];
}

/**
 * The app's one boxed notice: a sentence (and perhaps a button) that says what went wrong or
 * needs attention, in the box every view and panel shares. `role` stays the caller's: `alert` for
 * what just happened, `status` for a state, none for a standing remark. With `details` it is a
 * `div`; in a flex row, give it `flex-wrap` so the disclosure takes a line of its own.
 */
export function Notice({
  tone = 'warning',
  as = 'p',
  details = [],
  className = '',
  children,
  ...props
}: NoticeProps) {
  const Element = details.length > 0 ? 'div' : as;
  return (
    <Element className={`rounded-lg px-3 py-2 text-sm ${tones[tone]} ${className}`} {...props}>
      {children}
      {details.length > 0 && (
        // Marked for the check that Maya meets no file-format words (e2e/problem-words.spec.ts).
        <details className="group mt-1 w-full" data-audience="integrators">
          <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded text-xs font-medium opacity-80 select-none [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden className="size-3.5 transition-transform group-open:rotate-90" />
            Details for integrators
          </summary>
          <ul className="mt-1 flex flex-col gap-0.5 pl-5 text-xs break-words">
            {details.map((detail) => (
              <li key={detail} className="first-letter:uppercase">
                {detail}.
              </li>
            ))}
          </ul>
        </details>
      )}
    </Element>
  );
}
