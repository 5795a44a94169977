/**
 * "Documents to ask for at install": one card per knowledge slot, each its own small form whose
 * fields have ids under `/knowledge/<i>`. A slot's short name follows what to ask for until the
 * person edits it under "Advanced".
 */
import { Trash2 } from 'lucide-react';
import { memo, useContext, useEffect, useRef } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import { isJsonObject } from '../../model/json-document';
import { CARD_PAGE, useListPage } from '../../ui/list-page';
import { fieldId } from '../forms/field-id';
import { FreshRowsContext } from '../forms/fresh-rows';
import { problemsByItem } from '../forms/problems';
import { propsEqualByValue } from '../forms/props-equal';
import { SchemaForm } from '../forms/schema-form';
import { helpClass, iconButtonClass } from '../../ui/field-classes';
import type { Operations } from '../forms/use-operation';
import { addSlot, removeItem, type Slot } from './assistant-edits';
import { slotForm } from './assistant-forms';
import { useAssistantScope, useSectionEdits } from './assistant-scope';
import { ListEnd, Section } from './section';

export interface KnowledgeSectionProps {
  readonly slots: readonly unknown[];
  readonly problems: readonly Diagnostic[];
}

const noProblems: readonly Diagnostic[] = [];

export const KnowledgeSection = memo(function KnowledgeSection({ slots, problems }: KnowledgeSectionProps) {
  const { file, run, refusal } = useSectionEdits();
  const fresh = useContext(FreshRowsContext);
  const focusNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (focusNew.current === undefined) return;
    document.getElementById(fieldId(file, `/knowledge/${focusNew.current}/description`))?.focus();
    focusNew.current = undefined;
  }, [slots.length, file]);
  const page = useListPage(slots.length, CARD_PAGE);
  const { byIndex } = problemsByItem(problems, '/knowledge', slots.length);
  const onAdd = () => {
    focusNew.current = slots.length;
    page.reveal(slots.length);
    fresh.mark(file, `/knowledge/${slots.length}`);
    run(addSlot);
  };
  return (
    <Section
      id="assistant-knowledge"
      title="Documents to ask for at install"
      count={slots.length}
      refusal={refusal}
    >
      <p className={helpClass}>
        Documents the assistant needs from the people who install it. They are asked for them at install, and
        the documents stay on their computer: they never go into the download.
      </p>
      {slots.length === 0 && (
        <p className={helpClass}>
          No documents yet. For example, a shop assistant can ask for “Your returns policy” as a PDF, so it
          answers with each shop’s own rules.
        </p>
      )}
      {slots.slice(0, page.shown).map((slot, index) => (
        <SlotCard
          key={index}
          run={run}
          index={index}
          slot={slot}
          problems={byIndex.get(index) ?? noProblems}
        />
      ))}
      <ListEnd page={page} add="Add document" onAdd={onAdd} />
    </Section>
  );
}, propsEqualByValue);

interface SlotCardProps {
  readonly run: Operations['run'];
  readonly index: number;
  readonly slot: unknown;
  readonly problems: readonly Diagnostic[];
}

const SlotCard = memo(function SlotCard({ run, index, slot, problems }: SlotCardProps) {
  const { store, file } = useAssistantScope();
  const fresh = useContext(FreshRowsContext);
  const label = (slot as Slot | undefined)?.description?.trim();
  return (
    <div
      onBlur={fresh.settleOnLeave(file, `/knowledge/${index}`)}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4 [contain-intrinsic-size:auto_22rem] [content-visibility:auto] dark:border-neutral-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="truncate text-sm font-semibold">{label ? label : `Document ${index + 1}`}</h3>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={`Remove document ${index + 1}${label ? ` (${label})` : ''}`}
          title="Remove document"
          onClick={() => {
            fresh.settle(file, '/knowledge');
            run((tree) => removeItem(tree, 'knowledge', index));
          }}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      {!isJsonObject(slot) ? (
        <p className={helpClass}>
          This document’s settings are not written the way the form expects. Fix them in the Files view; the
          Problems panel shows where.
        </p>
      ) : (
        <SchemaForm
          form={slotForm}
          file={file}
          base={`/knowledge/${index}`}
          data={slot}
          problems={problems}
          store={store}
        />
      )}
    </div>
  );
}, propsEqualByValue);
