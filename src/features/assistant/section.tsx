import type { ReactNode } from 'react';
import type { OperationError } from '../../model/operation-support';
import { RefusalNotice } from '../../ui/refusal-notice';

export interface SectionProps {
  readonly id: string;
  readonly title: string;
  /** A count beside the heading (examples, documents). */
  readonly count?: number;
  readonly children: ReactNode;
  /** Why the last change in this section could not be made, if it could not. */
  readonly refusal?: OperationError | undefined;
}

/**
 * One part of a view: a heading and its fields, with room to say why a change was refused. Each
 * is a stacking context of its own (`isolate`), which the browser paints as a unit: a keystroke
 * in one section paints that section again, and the others' last painting is reused.
 */
export function Section({ id, title, count, children, refusal }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="isolate flex flex-col gap-4 border-t border-neutral-200 pt-6 dark:border-neutral-800"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
        {count !== undefined && count > 0 && (
          <span className="ml-2 text-sm font-normal text-neutral-500 dark:text-neutral-400">{count}</span>
        )}
      </h2>
      {refusal && <RefusalNotice refusal={refusal} />}
      {children}
    </section>
  );
}
