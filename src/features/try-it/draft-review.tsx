/**
 * The draft, part by part, for the person to accept or leave out (or edit first, for a text).
 * Each Accept is one change, "Accept all" one change for every part still there, so Undo takes
 * each back as it was made. A part that cannot be written says why and offers nothing to accept.
 */
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/field-classes';
import type { DraftPart } from './draft-parts';

export interface DraftReviewProps {
  readonly parts: readonly DraftPart[];
  /** Writes these parts as one change; the sentence why when it could not. */
  readonly onAccept: (
    parts: readonly { readonly part: DraftPart; readonly text: string }[],
  ) => string | undefined;
  readonly onClose: () => void;
}

export function DraftReview({ parts, onAccept, onClose }: DraftReviewProps) {
  const [left, setLeft] = useState(parts);
  const [edited, setEdited] = useState<ReadonlyMap<string, string>>(new Map());
  const [editing, setEditing] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const headingId = useId();
  const usable = left.filter((part) => !part.refused);
  const textOf = (part: DraftPart) => edited.get(part.id) ?? part.text;
  const accept = (chosen: readonly DraftPart[]) => {
    const refused = onAccept(chosen.map((part) => ({ part, text: textOf(part) })));
    setProblem(refused);
    if (refused) return;
    const rest = left.filter((part) => !chosen.includes(part));
    setLeft(rest);
    if (rest.every((part) => part.refused)) onClose();
  };
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <h3 id={headingId} className="text-sm font-semibold">
          A draft of your assistant
        </h3>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          Accept what you like, leave out the rest. Undo takes back each accepted part.
        </p>
      </div>
      <ol className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto px-4 py-3">
        {left.map((part) => (
          <li key={part.id}>
            <article
              aria-label={part.label}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 text-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700"
            >
              <h4 className="font-medium">{part.label}</h4>
              {part.replaces && !part.refused && (
                <p className="text-amber-800 dark:text-amber-300">{part.replaces}</p>
              )}
              {part.refused ? (
                <p className="text-red-800 dark:text-red-300">Left out: {part.refused}</p>
              ) : editing === part.id ? (
                <textarea
                  aria-label={`${part.label}, as it will be written`}
                  rows={6}
                  className={inputClass}
                  value={textOf(part)}
                  onChange={(event) => setEdited(new Map(edited).set(part.id, event.target.value))}
                />
              ) : (
                <p className="max-h-40 overflow-auto whitespace-pre-wrap text-neutral-700 dark:text-neutral-300">
                  {textOf(part)}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {!part.refused && (
                  <Button variant="primary" onClick={() => accept([part])}>
                    Accept
                  </Button>
                )}
                <Button onClick={() => setLeft(left.filter((item) => item !== part))}>Leave out</Button>
                {!part.refused && part.editable && editing !== part.id && (
                  <Button variant="ghost" onClick={() => setEditing(part.id)}>
                    Edit first
                  </Button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ol>
      {problem && (
        <p role="alert" className="mx-4 mb-2 text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="flex gap-2 border-t border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <Button variant="primary" disabled={usable.length === 0} onClick={() => accept(usable)}>
          Accept all
        </Button>
        <Button onClick={onClose}>Leave out the rest</Button>
      </div>
    </section>
  );
}
