/**
 * "What Bailey reads": the texts read at the start of every conversation (the instructions and
 * the voice) and the skills read only when a conversation needs them, each with its
 * length against the guidance (the same meter as beside each writing editor).
 */
import { ShowMore, useListPage } from '../../ui/list-page';
import { TokenMeter } from '../../ui/token-meter';
import type { PreviewData } from './preview-data';
import { groupDigits } from '../../model/digits';

function Reading({ title, text }: { title: string; text: string }) {
  return (
    <li className="flex flex-col gap-1">
      <span className="text-sm font-medium break-words">{title}</span>
      <TokenMeter text={text} of={title} />
    </li>
  );
}

export function WhatBaileyReads({ data }: { data: PreviewData }) {
  const page = useListPage(data.skills.length);
  const always = data.alwaysRead.reduce((sum, reading) => sum + reading.text.length, 0);
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-950">
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        Each text is measured against the longest a skill should be.
      </p>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">
          In every conversation
          <span className="font-normal text-neutral-600 dark:text-neutral-400">
            {' '}
            · {groupDigits(always)} characters
          </span>
        </h4>
        {data.alwaysRead.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Nothing yet: it has no instructions.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.alwaysRead.map((reading) => (
              <Reading key={reading.title} title={reading.title} text={reading.text} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">When a conversation needs them</h4>
        {data.skills.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">No skills yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.skills.slice(0, page.shown).map((skill, index) => (
              <Reading key={index} title={`Skill “${skill.title}”`} text={skill.text} />
            ))}
          </ul>
        )}
        <ShowMore page={page} what="skills" />
      </div>
    </div>
  );
}
