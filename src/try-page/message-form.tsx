/**
 * Where the person writes to the assistant in "Try it": the message, Send (or Stop while it
 * answers), what each message sends where, and, for a service, the list of what was sent.
 */
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field-classes';
import { onPageSubmit } from '../ui/page-submit';
import { SentList } from '../ui/sent-list';
import type { AnswerSource } from './answer-source';
import type { ConversationState } from './use-conversation';

export interface MessageFormProps {
  readonly source: AnswerSource;
  readonly conversation: Pick<ConversationState, 'busy' | 'stop'>;
  /** Sends a message; false when it was not sent (then the form keeps it). */
  readonly onSend: (text: string) => boolean;
  /** The solution changed since the conversation began. */
  readonly changedSince: boolean;
}

export function MessageForm({ source, conversation, onSend, changedSince }: MessageFormProps) {
  const { ready, host, sent } = source;
  const [draft, setDraft] = useState('');
  const messageId = useId();
  const send = () => {
    if (onSend(draft)) setDraft('');
  };
  return (
    <form
      className="flex flex-col gap-2 border-t border-neutral-200 p-3 dark:border-neutral-800"
      onSubmit={onPageSubmit(send)}
    >
      {changedSince && (
        <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
          Your changes apply from the next message.
        </p>
      )}
      {ready && (
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          {host
            ? `Each message sends the instructions, the voice, the skills it reads, this conversation and your sample documents to ${host}.`
            : 'Answers are worked out in this browser: nothing is sent anywhere.'}
        </p>
      )}
      <label htmlFor={messageId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={messageId}
          rows={2}
          className={`${inputClass} flex-1`}
          placeholder={ready ? 'Write a message' : 'Choose where the answers come from first'}
          value={draft}
          disabled={!ready}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        {conversation.busy ? (
          <Button onClick={conversation.stop}>Stop</Button>
        ) : (
          <Button type="submit" variant="primary" disabled={!ready || draft.trim() === ''}>
            Send
          </Button>
        )}
      </div>
      {host && <SentList sent={sent} />}
    </form>
  );
}
