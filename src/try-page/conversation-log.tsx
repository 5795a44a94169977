/**
 * The conversation as it goes: the person's messages, the answers (Markdown made safe, as in
 * every preview: no script, no remote image, no link that navigates), "Read the skill …", and a
 * card per tool call with Bailey's allow question before a change and the rehearsed result.
 */
import { useMemo, useState } from 'react';
import { BookOpen, Wrench } from 'lucide-react';
import { Button } from '../ui/button';
import { onPageSubmit } from '../ui/page-submit';
import { DialogInput } from '../ui/form-dialog';
import { renderMarkdown } from '../features/markdown/render-markdown';
import { REHEARSAL_DONE } from '../conversation/run-examples';
import type { Item, Turn } from './use-conversation';

export interface ConversationLogProps {
  readonly items: readonly Item[];
  readonly turns: readonly Turn[];
  readonly onDecide: (id: number, allowed: boolean) => void;
  readonly onAnswer: (id: number, result: string) => void;
  readonly onKeep: (turn: Turn) => void;
}

/** An answer's Markdown, rendered safely. */
export function Answer({ text }: { readonly text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // renderMarkdown's HTML has raw HTML disabled and links made inert (features/markdown).
  return <div className="markdown-preview" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A call's input in words: `date: 6 May, time: 10:00` rather than its JSON. */
export function inputInWords(input: unknown): string {
  if (typeof input !== 'object' || input === null) return input === undefined ? '' : String(input);
  const entries = Object.entries(input as Record<string, unknown>);
  return entries
    .map(
      ([key, value]) =>
        `${key.replace(/[_-]+/g, ' ')}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    )
    .join(', ');
}

export function ConversationLog({ items, turns, onDecide, onAnswer, onKeep }: ConversationLogProps) {
  const lastOfTurn = new Map<number, number>();
  for (const item of items) if (item.kind === 'answer') lastOfTurn.set(item.turn, item.id);
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation">
      {items.map((item) => {
        switch (item.kind) {
          case 'user':
            return (
              <li
                key={item.id}
                className="self-end rounded-2xl bg-accent-600 px-3 py-2 text-sm text-white whitespace-pre-wrap"
              >
                <span className="sr-only">You: </span>
                {item.text}
              </li>
            );
          case 'answer': {
            const turn = turns[item.turn];
            const keep = lastOfTurn.get(item.turn) === item.id && turn?.done && turn.answer.trim() !== '';
            return (
              <li
                key={item.id}
                className="flex flex-col gap-1 self-start rounded-2xl bg-white px-3 py-2 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700"
              >
                <span className="sr-only">Assistant: </span>
                <Answer text={item.text} />
                {keep && turn && (
                  <Button variant="ghost" className="self-start" onClick={() => onKeep(turn)}>
                    Keep as an example
                  </Button>
                )}
              </li>
            );
          }
          case 'skill':
            return (
              <li
                key={item.id}
                className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400"
              >
                <BookOpen aria-hidden className="size-4" />
                <span>
                  Read the skill <em>{item.title}</em>
                </span>
              </li>
            );
          case 'tool':
            return (
              <li key={item.id}>
                <ToolCard item={item} onDecide={onDecide} onAnswer={onAnswer} />
              </li>
            );
          case 'note':
            return (
              <li
                key={item.id}
                role={item.problem ? 'alert' : undefined}
                className={`text-sm ${item.problem ? 'rounded-lg bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200' : 'text-neutral-600 dark:text-neutral-400'}`}
              >
                {item.text}
              </li>
            );
        }
      })}
    </ol>
  );
}

function ToolCard({
  item,
  onDecide,
  onAnswer,
}: {
  readonly item: Extract<Item, { kind: 'tool' }>;
  readonly onDecide: (id: number, allowed: boolean) => void;
  readonly onAnswer: (id: number, result: string) => void;
}) {
  const [result, setResult] = useState('');
  const { tool, input, announced } = item.call;
  const withWhat = inputInWords(input);
  return (
    <section
      aria-label={`Tool: ${tool.title}`}
      className="flex flex-col gap-2 rounded-lg border border-dashed border-neutral-400 p-3 text-sm dark:border-neutral-600"
    >
      <p className="flex items-start gap-2">
        <Wrench aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          The assistant wants to <strong>{tool.title}</strong>
          {withWhat ? ` with ${withWhat}` : ''}.
        </span>
      </p>
      {tool.asksFirst && (
        <p className="text-neutral-600 dark:text-neutral-400">
          {announced
            ? 'It said what it was about to do first.'
            : 'It did not say what it was about to do first.'}
        </p>
      )}
      {item.stage === 'asking' && (
        <div className="flex flex-col gap-2 rounded-lg bg-neutral-100 p-3 dark:bg-neutral-800">
          <p className="font-medium">Allow {tool.title}?</p>
          <p className="text-neutral-600 dark:text-neutral-400">
            Bailey asks this before a tool changes anything. Nothing is really done here: this is a rehearsal.
          </p>
          <div className="flex gap-2">
            <Button variant="primary" onClick={() => onDecide(item.id, true)}>
              Allow
            </Button>
            <Button onClick={() => onDecide(item.id, false)}>Don’t allow</Button>
          </div>
        </div>
      )}
      {item.stage === 'answering' && (
        <form
          className="flex flex-col gap-2"
          onSubmit={onPageSubmit(() => onAnswer(item.id, result.trim() || REHEARSAL_DONE))}
        >
          <DialogInput
            label={`What the service answers (nothing is sent to it; leave empty for “${REHEARSAL_DONE}”)`}
            rows={2}
            value={result}
            onValue={setResult}
          />
          <Button type="submit" className="self-start">
            Give this answer
          </Button>
        </form>
      )}
      {item.stage === 'declined' && <p>Not allowed: the assistant was told nothing was done.</p>}
      {item.stage === 'answered' && (
        <p>
          Answered (rehearsal): <span className="whitespace-pre-wrap">{item.result}</span>
        </p>
      )}
    </section>
  );
}
