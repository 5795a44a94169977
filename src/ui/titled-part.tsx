/**
 * One titled part of a card (a skill's files, a server's tools): its heading, a line of help under
 * it, then what the part holds. The heading names the part for a screen reader.
 */
import { useId, type ReactNode } from 'react';
import { helpClass, labelClass } from './field-classes';

export interface TitledPartProps {
  readonly title: string;
  readonly help: ReactNode;
  /** Less room between the lines, for a part that holds only its help. */
  readonly tight?: boolean;
  readonly children?: ReactNode;
}

export function TitledPart({ title, help, tight, children }: TitledPartProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tight ? 'flex flex-col gap-2' : 'flex flex-col gap-3'}>
      <h4 id={headingId} className={labelClass}>
        {title}
      </h4>
      <p className={helpClass}>{help}</p>
      {children}
    </section>
  );
}
