/**
 * The conversation as the panel shows it: a list of items (the person's messages, the answer as
 * it streams, each skill read, each tool call with its allow question and its rehearsed result,
 * a problem in one sentence), and the calls waiting for the person. A new message uses the brief
 * and the samples as they are at that moment.
 */
import { useCallback, useRef, useState } from 'react';
import type { AssistantBrief } from '../conversation/brief';
import { systemText, type SampleDocument } from '../conversation/bailey-context';
import type { ModelConversation, ToolCallRequest, ToolOutcome } from '../conversation/turn';
import { CUT_OFF } from '../conversation/failures';

export type Item =
  | { readonly kind: 'user'; readonly id: number; readonly text: string }
  | { readonly kind: 'answer'; readonly id: number; readonly text: string; readonly turn: number }
  | { readonly kind: 'skill'; readonly id: number; readonly title: string }
  | {
      readonly kind: 'tool';
      readonly id: number;
      readonly call: ToolCallRequest;
      readonly stage: 'asking' | 'answering' | 'declined' | 'answered';
      readonly result?: string;
    }
  | { readonly kind: 'note'; readonly id: number; readonly text: string; readonly problem: boolean };

/** A finished turn: the question and the whole answer, which "Keep as an example" takes. */
export interface Turn {
  readonly question: string;
  readonly answer: string;
  readonly done: boolean;
}

export interface ConversationState {
  readonly items: readonly Item[];
  readonly turns: readonly Turn[];
  readonly busy: boolean;
  /** The brief revision the last message used. */
  readonly revisionUsed: number | undefined;
  send(text: string, brief: AssistantBrief, revision: number, samples: readonly SampleDocument[]): void;
  decide(id: number, allowed: boolean): void;
  answer(id: number, result: string): void;
  stop(): void;
  startOver(): void;
}

/** Runs a conversation with whatever `open` returns (a new one after Start over or a new source). */
export function useConversation(
  open: () => ModelConversation,
  describe: (error: unknown) => string,
): ConversationState {
  const [items, setItems] = useState<readonly Item[]>([]);
  const [turns, setTurns] = useState<readonly Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const [revisionUsed, setRevisionUsed] = useState<number | undefined>();
  const conversation = useRef<ModelConversation | undefined>(undefined);
  const waiting = useRef(new Map<number, (outcome: ToolOutcome) => void>());
  const nextId = useRef(1);
  const running = useRef<AbortController | undefined>(undefined);

  const update = (id: number, change: (item: Item) => Item) =>
    setItems((all) => all.map((item) => (item.id === id ? change(item) : item)));

  const send = useCallback(
    (text: string, brief: AssistantBrief, revision: number, samples: readonly SampleDocument[]) => {
      if (running.current) return;
      conversation.current ??= open();
      const controller = new AbortController();
      running.current = controller;
      const turn = turns.length;
      let answerId: number | undefined;
      let whole = '';
      setBusy(true);
      setRevisionUsed(revision);
      setItems((all) => [...all, { kind: 'user', id: nextId.current++, text }]);
      setTurns((all) => [...all, { question: text, answer: '', done: false }]);
      const add = (item: Item) => setItems((all) => [...all, item]);
      conversation.current
        .send(
          text,
          { system: systemText(brief, samples), brief },
          {
            text: (delta) => {
              whole += delta;
              if (answerId === undefined) {
                answerId = nextId.current++;
                add({ kind: 'answer', id: answerId, text: delta, turn });
              } else {
                const id = answerId;
                update(id, (item) => (item.kind === 'answer' ? { ...item, text: item.text + delta } : item));
              }
            },
            skillRead: (skill) => {
              answerId = undefined;
              add({ kind: 'skill', id: nextId.current++, title: skill.title });
            },
            rehearse: (call) =>
              new Promise<ToolOutcome>((resolve) => {
                answerId = undefined;
                const id = nextId.current++;
                waiting.current.set(id, resolve);
                add({ kind: 'tool', id, call, stage: call.tool.asksFirst ? 'asking' : 'answering' });
              }),
          },
          controller.signal,
        )
        .then(
          (end) => {
            if (end === 'cut-off')
              add({
                kind: 'note',
                id: nextId.current++,
                text: CUT_OFF,
                problem: true,
              });
          },
          (error: unknown) =>
            add({ kind: 'note', id: nextId.current++, text: describe(error), problem: true }),
        )
        .finally(() => {
          running.current = undefined;
          for (const resolve of waiting.current.values()) resolve({ allowed: false });
          waiting.current.clear();
          setBusy(false);
          setTurns((all) =>
            all.map((item, index) => (index === turn ? { ...item, answer: whole, done: true } : item)),
          );
        });
    },
    [open, describe, turns.length],
  );

  const settle = (id: number, outcome: ToolOutcome) => {
    waiting.current.get(id)?.(outcome);
    waiting.current.delete(id);
  };

  return {
    items,
    turns,
    busy,
    revisionUsed,
    send,
    decide: (id, allowed) => {
      if (allowed) update(id, (item) => (item.kind === 'tool' ? { ...item, stage: 'answering' } : item));
      else {
        update(id, (item) => (item.kind === 'tool' ? { ...item, stage: 'declined' } : item));
        settle(id, { allowed: false });
      }
    },
    answer: (id, result) => {
      update(id, (item) => (item.kind === 'tool' ? { ...item, stage: 'answered', result } : item));
      settle(id, { allowed: true, result });
    },
    stop: () => running.current?.abort(),
    startOver: () => {
      running.current?.abort();
      conversation.current = undefined;
      setItems([]);
      setTurns([]);
      setRevisionUsed(undefined);
    },
  };
}
