/**
 * "Suggest improvements" asked from the editor for one text: the model the person chose rewords it
 * (at once when a model is ready, else once she has chosen one and presses the button), and the
 * suggestion goes to the editor, which shows it word by word beside the text for her to accept.
 */
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import type { AnswerSource } from './answer-source';
import { SaidLine, type Said } from './said-line';

export interface ImproveRequest {
  readonly file: string;
  readonly label: string;
  readonly text: string;
  /** Counts the asks, so asking again about the same text asks again. */
  readonly seq: number;
  /** Whether a model was ready when it was asked: then it goes on at once. */
  readonly start: boolean;
}

export interface ImproveBoxProps {
  readonly request: ImproveRequest;
  /** The model that rewords, and where the text is sent. */
  readonly source: AnswerSource;
  readonly improve: (label: string, text: string, signal: AbortSignal) => Promise<string>;
  readonly onSuggestion: (file: string, text: string) => void;
}

export function ImproveBox({ request, source, improve, onSuggestion }: ImproveBoxProps) {
  const { ready, host, describe } = source;
  const [working, setWorking] = useState<AbortController | undefined>();
  const [said, setSaid] = useState<Said | undefined>();
  const [asked, setAsked] = useState(0);
  const start = () => {
    if (!ready || working) return;
    setAsked(request.seq);
    const controller = new AbortController();
    setWorking(controller);
    setSaid(undefined);
    improve(request.label, request.text, controller.signal)
      .then(
        (text) => {
          onSuggestion(request.file, text);
          setSaid({ text: 'The suggestion is shown above, word by word.', problem: false });
        },
        (error: unknown) => setSaid({ text: describe(error), problem: true }),
      )
      .finally(() => setWorking(undefined));
  };
  // The press beside the text was the ask: it goes on at once when a model was ready then. One
  // chosen afterwards waits for the button (a key being typed is usable at its first letter).
  useEffect(() => {
    // A request to the model, started as the ask arrives (its state follows in the next task).
    if (request.start) queueMicrotask(start);
    // Only a new ask starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.seq]);
  return (
    <section
      aria-label="Suggest improvements"
      className="flex flex-col gap-2 rounded-lg bg-neutral-100 p-3 text-sm dark:bg-neutral-800"
    >
      <p className="font-medium">Suggest improvements: {request.label}</p>
      <p className="text-neutral-600 dark:text-neutral-400">
        {host
          ? `Sends this text to ${host}, and shows the suggestion beside it.`
          : 'The model in this browser suggests a clearer wording: nothing is sent anywhere.'}
      </p>
      <div className="flex gap-2">
        <Button variant="primary" disabled={!ready || working !== undefined} onClick={start}>
          {working ? 'Suggesting…' : asked === request.seq ? 'Suggest again' : 'Suggest improvements'}
        </Button>
        {working && <Button onClick={() => working.abort()}>Stop</Button>}
      </div>
      {!ready && <p>Choose where the answers come from above first.</p>}
      {said && <SaidLine said={said} />}
    </section>
  );
}
