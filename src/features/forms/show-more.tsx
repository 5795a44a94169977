import { useState } from 'react';
import { Button } from '../../ui/button';

/**
 * How many items of a long list are drawn at first. Drawing thousands of rows with their buttons
 * at once froze the page for seconds (a 4,000-starter assistant.json); the rest come on request.
 */
export const LIST_PAGE = 100;

/** The number of items to draw, a way to draw more, and a way to make sure item `index` is drawn. */
export function useListPage(total: number) {
  const [limit, setLimit] = useState(LIST_PAGE);
  return {
    shown: Math.min(total, limit),
    showMore: () => setLimit((current) => current + LIST_PAGE),
    reveal: (index: number) => setLimit((current) => Math.max(current, index + 1)),
  };
}

/** "Show more" under a list that is not drawn in full; says how many are not shown yet. */
export function ShowMore({ shown, total, onClick }: { shown: number; total: number; onClick: () => void }) {
  if (shown >= total) return null;
  return (
    <Button variant="ghost" className="self-start" onClick={onClick}>
      Show more ({(total - shown).toLocaleString('en')} of {total.toLocaleString('en')} not shown yet)
    </Button>
  );
}
