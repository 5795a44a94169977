/**
 * Skills sold separately, under "Advanced": a list of its own form, with a warning where it names
 * one of the plugin's own skills. (Conversation starters are a plain `FormSection`.)
 */
import { memo, useMemo } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import { propsEqualByValue } from '../forms/props-equal';
import { sentenceTitle } from '../../model/display-names';
import { nameFromTitle } from '../../model/names';
import { SchemaForm } from '../forms/schema-form';
import { listData, soldSeparatelyForm } from './assistant-forms';
import { useAssistantScope } from './assistant-scope';

export interface SoldSeparatelySectionProps {
  readonly items: readonly string[] | undefined;
  readonly problems: readonly Diagnostic[];
  /** The skills the plugin carries: listing one of them here is a mistake worth a warning. */
  readonly carried: readonly string[];
}

export const SoldSeparatelySection = memo(function SoldSeparatelySection({
  items,
  problems,
  carried,
}: SoldSeparatelySectionProps) {
  const { store, file } = useAssistantScope();
  const withWarnings = useMemo(
    () => [...problems, ...carriedWarnings(file, items ?? [], carried, problems)],
    [file, items, carried, problems],
  );
  // Under the form's own "Advanced" disclosure (its one field is marked so): typing a skill's
  // title here made a chip and no skill, so it no longer sits among what a person fills in.
  return (
    <section
      aria-label="Advanced settings"
      className="isolate flex flex-col gap-4 border-t border-neutral-200 pt-6 dark:border-neutral-800"
    >
      <SchemaForm
        form={soldSeparatelyForm}
        file={file}
        data={listData('skills_sold_separately', items)}
        problems={withWarnings}
        store={store}
      />
    </section>
  );
}, propsEqualByValue);

/** The skill of `carried` that `item` names, by its name or by its title ("Returns policy"). */
function ownSkill(item: string, carried: readonly string[]): string | undefined {
  const typed = item.trim().toLowerCase();
  return carried.find((skill) => skill === typed || skill === nameFromTitle(item, ''));
}

/**
 * A skill listed as sold separately that is one of the plugin's own, by its name or its title:
 * people would be told to get something they already have (and typing a title here adds no
 * skill). Shown here only (the validator may say it of a name too; then it says it).
 */
export function carriedWarnings(
  file: string,
  items: readonly string[],
  carried: readonly string[],
  existing: readonly Diagnostic[],
): Diagnostic[] {
  return items.flatMap((item, index) => {
    const pointer = `/skills_sold_separately/${index}`;
    const skill = ownSkill(item, carried);
    if (skill === undefined || existing.some((d) => d.pointer === pointer)) return [];
    return [
      {
        code: 'form.sold-separately-carried',
        severity: 'warning' as const,
        message: `“${item}” is your own skill “${sentenceTitle(skill)}”, which this assistant already has, so people would be asked to get something they have. Remove it here; your own skills are added in the Skills view.`,
        file,
        pointer,
      },
    ];
  });
}
