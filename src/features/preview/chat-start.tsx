/**
 * The chat start screen as Bailey shows it: the assistant's initials, title and description, and
 * the conversation starters as buttons. Picking a starter shows it as the first message.
 */
import { useState } from 'react';
import { ShowMore, useListPage } from '../../ui/list-page';
import { initials, type PreviewData } from './preview-data';

export function ChatStart({ data }: { data: PreviewData }) {
  const [picked, setPicked] = useState<string | undefined>();
  const page = useListPage(data.starters.length);
  const sent = picked !== undefined && data.starters.includes(picked) ? picked : undefined;
  return (
    <div className="flex min-h-80 flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-950">
      <div className="flex flex-col items-center gap-2 text-center">
        <div
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-accent-600 text-base font-semibold text-white"
        >
          {initials(data.title) || '✦'}
        </div>
        <p className="text-lg font-semibold break-words">{data.title}</p>
        {data.description ? (
          <p className="text-sm break-words whitespace-pre-wrap text-neutral-600 dark:text-neutral-400">
            {data.description}
          </p>
        ) : (
          <p className="text-sm text-neutral-500 italic dark:text-neutral-400">No description yet.</p>
        )}
      </div>
      {sent && (
        <div className="flex flex-col gap-1">
          <p className="ml-8 self-end rounded-2xl rounded-br-sm bg-accent-600 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
            {sent}
          </p>
          <p className="self-end text-xs text-neutral-500 dark:text-neutral-400">
            In Bailey, this starts the conversation.{' '}
            <button type="button" className="underline" onClick={() => setPicked(undefined)}>
              Start over
            </button>
          </p>
        </div>
      )}
      <div className="mt-auto flex flex-col gap-2">
        {data.starters.length === 0 && (
          <p className="text-center text-xs text-neutral-500 dark:text-neutral-400">
            No conversation starters yet: add some in the Assistant view.
          </p>
        )}
        {!sent &&
          data.starters.slice(0, page.shown).map((starter, index) => (
            <button
              key={`${index}-${starter}`}
              type="button"
              className="rounded-xl border border-neutral-200 px-3 py-2 text-left text-sm break-words hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-900"
              onClick={() => setPicked(starter)}
            >
              {starter}
            </button>
          ))}
        {!sent && <ShowMore page={page} what="starters" />}
        <div
          aria-hidden
          className="rounded-xl border border-neutral-200 px-3 py-2 text-sm text-neutral-500 dark:border-neutral-700 dark:text-neutral-400"
        >
          Message {data.title}…
        </div>
      </div>
    </div>
  );
}
