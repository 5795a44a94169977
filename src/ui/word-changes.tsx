/**
 * Prose compared word by word (versions/word-diff.ts): the words taken out struck through on red,
 * the words put in underlined on green, each said to a screen reader. The Versions view shows a
 * reworded text this way, and "Suggest improvements" a suggested one.
 */
import { useMemo } from 'react';
import { wordDiff } from '../versions/word-diff';

/** How a run of words taken out or put in is marked, and what a screen reader hears before it. */
const MARKS = {
  removed: {
    Tag: 'del',
    said: 'taken out',
    className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  },
  added: {
    Tag: 'ins',
    said: 'put in',
    className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  },
} as const;

/** The words taken out struck through on red, the words put in underlined on green. */
export function WordChanges({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <p className="max-h-64 overflow-auto rounded-lg bg-white p-3 text-sm whitespace-pre-wrap dark:bg-neutral-950">
      {parts.map((part, index) => {
        if (!part.change) return <span key={index}>{part.text}</span>;
        const { Tag, said, className } = MARKS[part.change];
        return (
          <Tag key={index} className={`rounded-sm px-0.5 ${className}`}>
            <span className="sr-only">({said}: </span>
            {part.text}
            <span className="sr-only">)</span>
          </Tag>
        );
      })}
    </p>
  );
}
