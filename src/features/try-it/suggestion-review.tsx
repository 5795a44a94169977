/**
 * "Suggest improvements": the text as it is and the model's rewording, compared word by word, to
 * accept (one change, which Undo takes back) or not.
 */
import { useId } from 'react';
import { Button } from '../../ui/button';
import { WordChanges } from '../../ui/word-changes';
import type { Suggestion } from './improvable-text';

export function SuggestionReview({
  suggestion,
  onAccept,
  onClose,
}: {
  readonly suggestion: Suggestion;
  readonly onAccept: () => void;
  readonly onClose: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto px-4 py-3"
    >
      <div>
        <h3 id={headingId} className="text-sm font-semibold">
          A clearer wording: {suggestion.label}
        </h3>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          Words taken out are struck through, words put in are underlined.
        </p>
      </div>
      <WordChanges before={suggestion.before} after={suggestion.after} />
      <div className="flex gap-2">
        <Button variant="primary" onClick={onAccept}>
          Use this wording
        </Button>
        <Button onClick={onClose}>Keep mine</Button>
      </div>
    </section>
  );
}
