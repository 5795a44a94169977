import { CircleAlert, CircleDashed, Info, TriangleAlert } from 'lucide-react';
import type { Diagnostic } from '../../../validate/diagnostic';
import { Emphasis } from '../../../ui/emphasis';
import { isToFillIn } from '../fresh-rows';
import { PROBLEM_ATTRIBUTE, problemKey } from '../field-id';
import { groupDigits } from '../../../model/digits';

const looks = {
  error: {
    icon: CircleAlert,
    text: 'text-red-700 dark:text-red-300',
    spoken: 'Error',
  },
  warning: {
    icon: TriangleAlert,
    text: 'text-amber-800 dark:text-amber-300',
    spoken: 'Warning',
  },
  info: { icon: Info, text: 'text-neutral-600 dark:text-neutral-400', spoken: 'Note' },
} as const;
const toFillIn = { icon: CircleDashed, text: 'text-neutral-600 dark:text-neutral-400' } as const;

export interface ProblemListProps {
  /** The id inputs name in `aria-describedby` (RJSF's `errorId`). */
  readonly id?: string;
  readonly problems: readonly Diagnostic[] | undefined;
  readonly className?: string;
}

/**
 * How many messages one field lists. A huge text can hold thousands of the same problem (a link
 * on every page); listing them all would freeze the page, and the Problems panel has them all.
 */
export const LISTED_PER_FIELD = 20;

/** Our validator's messages for one field, under it: red for errors, amber for warnings. */
export function ProblemList({ id, problems, className = '' }: ProblemListProps) {
  if (!problems || problems.length === 0) return null;
  const unlisted = problems.length - LISTED_PER_FIELD;
  return (
    <ul id={id} className={`flex flex-col gap-1 text-sm ${className}`}>
      {problems.slice(0, LISTED_PER_FIELD).map((problem, index) => {
        // A row just added is empty by nature: it says what is left to do, not that it is wrong.
        if (isToFillIn(problem)) {
          if (problems.slice(0, index).some(isToFillIn)) return null;
          const Icon = toFillIn.icon;
          return (
            <li key={`${problem.code}-${index}`} className={`flex items-start gap-1.5 ${toFillIn.text}`}>
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>To fill in</span>
            </li>
          );
        }
        const look = looks[problem.severity];
        const Icon = look.icon;
        return (
          <li
            key={`${problem.code}-${index}`}
            // The Problems panel focuses the message itself when no field of its own shows it.
            {...{ [PROBLEM_ATTRIBUTE]: problemKey(problem.file, problem.pointer) }}
            tabIndex={-1}
            className={`flex items-start gap-1.5 rounded outline-offset-2 ${look.text}`}
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">{look.spoken}: </span>
              <Emphasis text={problem.message} />
            </span>
          </li>
        );
      })}
      {unlisted > 0 && (
        <li className="text-neutral-600 dark:text-neutral-400">
          {unlisted === 1 ? 'One more problem is' : `${groupDigits(unlisted)} more problems are`} listed under
          Problems.
        </li>
      )}
    </ul>
  );
}
