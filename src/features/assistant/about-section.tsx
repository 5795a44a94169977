import { memo } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { Diagnostic } from '../../validate/diagnostic';
import { propsEqualByValue } from '../forms/props-equal';
import { SchemaForm } from '../forms/schema-form';
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
  return (
    <Section id="assistant-about" title="About">
      <SchemaForm
        form="assistantBasics"
        file={file}
        data={basics}
        uiSchema={aboutUi}
        problems={problems}
        apply={applyBasics}
        store={store}
      />
    </Section>
  );
}, propsEqualByValue);
