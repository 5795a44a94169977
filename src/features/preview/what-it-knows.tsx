/**
 * The assistant at work: its voice, its tools by readable name in two groups (those that only look
 * things up, those that ask before they change anything) and the skills it knows.
 */
import { Search, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShowMore, useListPage } from '../../ui/list-page';
import { MarkdownPreview } from '../markdown/markdown-preview';
import type { PreviewData, PreviewTool } from './preview-data';
import { groupDigits } from '../../model/digits';

const cardClass =
  'rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-950';
const quietClass = 'text-sm text-neutral-600 dark:text-neutral-400';

export function Voice({ data }: { data: PreviewData }) {
  if (data.voice === undefined || data.voice.trim() === '') {
    return (
      <p className={quietClass}>
        No voice of its own: it answers in Bailey’s usual way. The Assistant view can give it one.
      </p>
    );
  }
  return <MarkdownPreview source={data.voice} label="Its voice, as written" className={cardClass} />;
}

function ToolGroup({
  title,
  icon,
  tools,
  empty,
}: {
  title: string;
  icon: ReactNode;
  tools: readonly PreviewTool[];
  empty: string;
}) {
  const page = useListPage(tools.length);
  return (
    <div className="flex flex-col gap-1.5">
      <h4 className="flex items-center gap-1.5 text-sm font-medium">
        {icon}
        {title}
      </h4>
      {tools.length === 0 ? (
        <p className={quietClass}>{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {tools.slice(0, page.shown).map((tool, index) => (
            <li key={index} className="text-sm break-words">
              {tool.title}
              <span className="text-neutral-600 dark:text-neutral-400"> · {tool.server}</span>
              {tool.description && <span className={`block ${quietClass}`}>{tool.description}</span>}
            </li>
          ))}
        </ul>
      )}
      <ShowMore page={page} what="tools" />
    </div>
  );
}

export function Tools({ data }: { data: PreviewData }) {
  if (data.servers.length === 0) return <p className={quietClass}>It uses no tools.</p>;
  return (
    <div className={`flex flex-col gap-4 ${cardClass}`}>
      <ToolGroup
        title="Looks things up"
        icon={<Search aria-hidden className="size-4 shrink-0 text-neutral-500" />}
        tools={data.looksUp}
        empty="None listed."
      />
      <ToolGroup
        title="Asks before it changes anything"
        icon={<ShieldCheck aria-hidden className="size-4 shrink-0 text-neutral-500" />}
        tools={data.asksFirst}
        empty="None listed."
      />
      {data.unlistedTools.length > 0 && (
        <p className={quietClass}>
          {namesOf(data.unlistedTools)}: its tools are not listed, so they may change things — Bailey will ask
          each time.
        </p>
      )}
    </div>
  );
}

/** The first names of a list that can be long, and how many more there are. */
function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, NAMED);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${groupDigits(more)} more` : shown.join(', ');
}
const NAMED = 20;

export function Skills({ data }: { data: PreviewData }) {
  const page = useListPage(data.skills.length);
  if (data.skills.length === 0) {
    return <p className={quietClass}>No skills yet: it works from its instructions alone.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {data.skills.slice(0, page.shown).map((skill, index) => (
          <li key={index} className={`flex flex-col gap-0.5 ${cardClass}`}>
            <span className="text-sm font-medium break-words">{skill.title}</span>
            <span className={`break-words ${quietClass}`}>
              {skill.description || 'No description yet, so Bailey cannot tell when to use it.'}
            </span>
          </li>
        ))}
      </ul>
      <ShowMore page={page} what="skills" />
    </div>
  );
}
