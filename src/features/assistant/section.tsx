import { Plus } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { OperationError } from '../../model/operation-support';
import type { Diagnostic } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { ShowMore, type ListPage } from '../../ui/list-page';
import { RefusalNotice } from '../../ui/refusal-notice';
import { propsEqualByValue } from '../forms/props-equal';
import { SchemaForm, type FormSpec } from '../forms/schema-form';
import { useAssistantScope } from './assistant-scope';

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

export interface FormSectionProps {
  readonly id: string;
  readonly title: string;
  readonly form: FormSpec;
  /** The form's slice of the solution document. */
  readonly data: unknown;
  readonly problems: readonly Diagnostic[];
}

/** A section that is one small form over the solution document (About, Conversation starters). */
export const FormSection = memo(function FormSection({ id, title, form, data, problems }: FormSectionProps) {
  const { store, file } = useAssistantScope();
  return (
    <Section id={id} title={title}>
      <SchemaForm form={form} file={file} data={data} problems={problems} store={store} />
    </Section>
  );
}, propsEqualByValue);

/** The end of a section's list drawn a page at a time: its "Show more", then the button adding a row. */
export function ListEnd({ page, add, onAdd }: { page: ListPage; add: string; onAdd: () => void }) {
  return (
    <>
      <ShowMore page={page} />
      <Button variant="secondary" className="self-start" onClick={onAdd}>
        <Plus aria-hidden className="size-4" /> {add}
      </Button>
    </>
  );
}
