import { memo, useCallback } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { Diagnostic } from '../../validate/diagnostic';
import { pointerOfFieldId } from '../forms/field-id';
import { propsEqualByValue } from '../forms/props-equal';
import { SchemaForm } from '../forms/schema-form';
import { useOperation } from '../forms/use-operation';
import { applyBasics, type Basics } from './assistant-edits';
import { Section } from './section';
import { aboutUi } from './ui-schemas';

export interface AboutSectionProps {
  readonly store: WorkspaceStore;
  readonly file: string;
  readonly basics: Basics;
  readonly problems: readonly Diagnostic[];
}

/** Title, what it does, and the web name under "Advanced". */
export const AboutSection = memo(function AboutSection({ store, file, basics, problems }: AboutSectionProps) {
  const { runTyped, refusal } = useOperation(store);
  const onChange = useCallback(
    (next: unknown, id: string) =>
      runTyped((tree) => applyBasics(tree, next as Basics), `${file}#${pointerOfFieldId(id)}`),
    [runTyped, file],
  );
  return (
    <Section id="assistant-about" title="About" refusal={refusal}>
      <SchemaForm
        form="assistantBasics"
        file={file}
        data={basics}
        uiSchema={aboutUi}
        problems={problems}
        onChange={onChange}
      />
    </Section>
  );
}, propsEqualByValue);
