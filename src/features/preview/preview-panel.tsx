/**
 * The Preview: how Bailey will present the solution — its chat start screen, its voice, its tools
 * and skills, what it reads and when, its install dialog and its examples as conversations. Plain rendering from the tree: no network, and every text
 * from the person's files is a React text node, never HTML. Works as a ~24rem side column and as
 * a full-screen sheet (the shell decides which); the close button hides it in both.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { ChatStart } from './chat-start';
import { ExampleConversations } from './example-conversations';
import { InstallPreview } from './install-preview';
import { previewData, type PreviewData } from './preview-data';
import { WhatBaileyReads } from './what-bailey-reads';
import { Skills, Tools, Voice } from './what-it-knows';
import { Notice } from '../../ui/notice';
import { SidePanel } from '../../ui/side-panel';

export interface PreviewPanelProps {
  readonly store: WorkspaceStore;
}

function Section({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h3 id={id} className="text-sm font-semibold">
          {title}
        </h3>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{help}</p>
      </div>
      {children}
    </section>
  );
}

/** The Preview's parts, in the order Bailey shows them: each a heading, a line of help and its part. */
const SECTIONS: readonly {
  readonly id: string;
  readonly title: string;
  readonly help: string;
  readonly Part: ComponentType<{ data: PreviewData }>;
}[] = [
  {
    id: 'preview-chat',
    title: 'Starting a conversation',
    help: 'What people see when they open it.',
    Part: ChatStart,
  },
  { id: 'preview-voice', title: 'Its voice', help: 'How it talks, in its own words.', Part: Voice },
  {
    id: 'preview-tools',
    title: 'Its tools',
    help: 'What it can look up, and what it asks you about first.',
    Part: Tools,
  },
  {
    id: 'preview-skills',
    title: 'Skills it knows',
    help: 'Extra know-how it loads when a conversation needs it.',
    Part: Skills,
  },
  {
    id: 'preview-reads',
    title: 'What Bailey reads',
    help: 'How much text it takes in, and when.',
    Part: WhatBaileyReads,
  },
  {
    id: 'preview-install',
    title: 'Installing it',
    help: 'What Bailey asks for and says at install.',
    Part: InstallPreview,
  },
  {
    id: 'preview-examples',
    title: 'Examples',
    help: 'Questions it should handle, with the answers you expect.',
    Part: ExampleConversations,
  },
];

export default function PreviewPanel({ store }: PreviewPanelProps) {
  const tree = useWorkspace(store, (state) => state.history.present);
  const data = useMemo(() => previewData(tree), [tree]);
  return (
    <SidePanel
      background="bg-neutral-100 dark:bg-neutral-900"
      title="Preview"
      subtitle="How Bailey will show it"
      closeLabel="Close the preview"
      onClose={() => store.togglePanel('preview', false)}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto px-4 py-5">
        {!data.solution && (
          <Notice>
            This is not a solution yet, so Bailey would not offer it as an assistant. The Assistant view
            offers to make it one.
          </Notice>
        )}
        {SECTIONS.map(({ id, title, help, Part }) => (
          <Section key={id} id={id} title={title} help={help}>
            <Part data={data} />
          </Section>
        ))}
      </div>
    </SidePanel>
  );
}
