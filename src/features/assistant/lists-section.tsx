/**
 * Conversation starters and skills sold separately (under "Advanced"): two lists, each its own
 * small form.
 */
import { memo, useMemo } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { Diagnostic } from '../../validate/diagnostic';
import type { FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { propsEqualByValue } from '../forms/props-equal';
import { sentenceTitle } from '../../model/display-names';
import { nameFromTitle } from '../../model/names';
import { SchemaForm } from '../forms/schema-form';
import { applyList } from './assistant-edits';
import { Section } from './section';
import { soldSeparatelyUi, startersUi } from './ui-schemas';

interface ListSectionProps {
  readonly store: WorkspaceStore;
  readonly file: string;
  readonly items: readonly string[] | undefined;
  readonly problems: readonly Diagnostic[];
}

/** The form's edit of the list under `key`: its new items, or none (an empty list is removed). */
function listEdit(key: string) {
  return (tree: FileTree, next: unknown) => {
    const list = isJsonObject(next) ? next[key] : undefined;
    return applyList(tree, key, Array.isArray(list) ? list : undefined);
  };
}

const applyStarters = listEdit('starters');
const applySoldSeparately = listEdit('skills_sold_separately');

export const StartersSection = memo(function StartersSection({
  store,
  file,
  items,
  problems,
}: ListSectionProps) {
  const data = useMemo(() => (items ? { starters: items } : {}), [items]);
  return (
    <Section id="assistant-starters" title="Conversation starters">
      <SchemaForm
        form="assistantStarters"
        file={file}
        data={data}
        uiSchema={startersUi}
        problems={problems}
        apply={applyStarters}
        store={store}
      />
    </Section>
  );
}, propsEqualByValue);

export interface SoldSeparatelySectionProps extends ListSectionProps {
  /** The skills the plugin carries: listing one of them here is a mistake worth a warning. */
  readonly carried: readonly string[];
}

export const SoldSeparatelySection = memo(function SoldSeparatelySection({
  store,
  file,
  items,
  problems,
  carried,
}: SoldSeparatelySectionProps) {
  const data = useMemo(() => (items ? { skills_sold_separately: items } : {}), [items]);
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
        form="assistantSoldSeparately"
        file={file}
        data={data}
        uiSchema={soldSeparatelyUi}
        problems={withWarnings}
        apply={applySoldSeparately}
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
