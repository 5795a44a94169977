/**
 * Long lists are drawn a page at a time. Drawing thousands of rows with their buttons at once
 * froze the page for seconds or minutes (4,000 starters; 2,000 tool servers from a 6 KB zip;
 * 20,000 keywords), so every list that a file can make long draws its first `LIST_PAGE` items
 * and the rest on request. One hook and one button, shared by every such list.
 */
import { useState } from 'react';
import { Button } from './button';
import { groupDigits } from '../model/digits';

/** How many items of a long list are drawn at first, and how many more each request draws. */
export const LIST_PAGE = 100;
/** The same for cards that each hold a form (tool servers, documents): 100 of them took a second. */
export const CARD_PAGE = 20;

export interface ListPage {
  /** How many items to draw: the first `shown` of the list. */
  readonly shown: number;
  readonly total: number;
  readonly showMore: () => void;
  /** Makes sure item `index` is drawn (an item just added, or one a focus request asks for). */
  readonly reveal: (index: number) => void;
}

/** The number of items of a `total`-long list to draw, a way to draw more, and a way to reveal one. */
export function useListPage(total: number, page = LIST_PAGE): ListPage {
  const [limit, setLimit] = useState(page);
  return {
    shown: Math.min(total, limit),
    total,
    showMore: () => setLimit((current) => current + page),
    reveal: (index: number) => setLimit((current) => (index < current ? current : index + 1)),
  };
}

/**
 * "Show more" under a list that is not drawn in full; says how many are not shown yet. `what`
 * names the items when the list's own heading does not ("servers", "keywords").
 */
export function ShowMore({
  page,
  what,
  className = '',
}: {
  page: ListPage;
  what?: string;
  className?: string;
}) {
  if (page.shown >= page.total) return null;
  const hidden = groupDigits(page.total - page.shown);
  return (
    <Button variant="ghost" className={`self-start ${className}`} onClick={page.showMore} data-browse>
      Show more ({hidden} of {groupDigits(page.total)}
      {what ? ` ${what}` : ''} not shown yet)
    </Button>
  );
}
