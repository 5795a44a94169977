/**
 * Where the person writes to the assistant in "Try it": the message, Send (or Stop while it
 * answers), what each message sends where, and, for a service, the list of what was sent.
 */
import { useId } from 'react';
import { Button } from '../ui/button';
import { inputClass } from '../ui/field-classes';
import { SentList } from '../ui/sent-list';
import type { SentRequest } from '../conversation/services';

export interface MessageFormProps {
  readonly draft: string;
  readonly onDraft: (text: string) => void;
  readonly onSend: (text: string) => void;
  readonly ready: boolean;
  readonly busy: boolean;
  readonly onStop: () => void;
  /** The service's host; `undefined` for the model in this browser. */
  readonly host: string | undefined;
  readonly sent: readonly SentRequest[];
  /** The solution changed since the conversation began. */
  readonly changedSince: boolean;
}

export function MessageForm({
  draft,
  onDraft,
  onSend,
  ready,
  busy,
  onStop,
  host,
  sent,
  changedSince,
}: MessageFormProps) {
  const messageId = useId();
  return (
    <form
      className="flex flex-col gap-2 border-t border-neutral-200 p-3 dark:border-neutral-800"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(draft);
      }}
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
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onSend(draft);
            }
          }}
        />
        {busy ? (
          <Button onClick={onStop}>Stop</Button>
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
