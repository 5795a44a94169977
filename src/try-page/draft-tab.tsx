/**
 * "Describe it and get a draft": the person writes a few sentences, presses the button, and the
 * model she chose drafts every part of the solution (conversation/draft.ts). The draft goes to
 * the editor as it came; the editor checks it part by part and shows it for her to accept.
 */
import { useState } from 'react';
import { Button } from '../ui/button';
import { DialogInput } from '../ui/form-dialog';
import { onPageSubmit } from '../ui/page-submit';
import type { AssistantBrief } from '../conversation/brief';
import type { AnswerSource } from './answer-source';
import { SaidLine, type Said } from './said-line';

export interface DraftTabProps {
  readonly brief: AssistantBrief;
  /** The model that drafts, and where the description is sent. */
  readonly source: AnswerSource;
  readonly draft: (description: string, signal: AbortSignal) => Promise<unknown>;
  readonly onDraft: (proposal: unknown) => void;
}

export function DraftTab({ brief, source, draft, onDraft }: DraftTabProps) {
  const { ready, host, describe } = source;
  const [description, setDescription] = useState('');
  const [working, setWorking] = useState<AbortController | undefined>();
  const [said, setSaid] = useState<Said | undefined>();
  const start = () => {
    if (!ready || working || description.trim() === '') return;
    const controller = new AbortController();
    setWorking(controller);
    setSaid(undefined);
    draft(description.trim(), controller.signal)
      .then(
        (proposal) => {
          onDraft(proposal);
          setSaid({ text: 'The draft is ready: go through it part by part above.', problem: false });
        },
        (error: unknown) => setSaid({ text: describe(error), problem: true }),
      )
      .finally(() => setWorking(undefined));
  };
  return (
    <form className="flex flex-col gap-3 text-sm" onSubmit={onPageSubmit(start)}>
      <DialogInput
        label="Describe your assistant"
        help={
          host
            ? `Sends this description${brief.tools.length > 0 ? ' and the names of your tools' : ''} to ${host}. You get a draft of every part, and accept it part by part.`
            : 'The model in this browser drafts every part: nothing is sent anywhere. You accept it part by part.'
        }
        rows={6}
        value={description}
        placeholder="What it is for, who it talks to, what it must never do, which services it uses."
        onValue={setDescription}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="primary"
          disabled={!ready || working !== undefined || description.trim() === ''}
        >
          {working ? 'Drafting…' : 'Get a draft'}
        </Button>
        {working && <Button onClick={() => working.abort()}>Stop</Button>}
      </div>
      {said && <SaidLine said={said} />}
    </form>
  );
}
