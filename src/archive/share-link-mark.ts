/**
 * How an address says it carries a shared link: its fragment starts `#share/`. Kept apart from the
 * reader so the start screen can look without loading it.
 */
export const LINK_MARK = 'share/';

/** Whether the address fragment `fragment` (with or without its `#`) is a link to read. */
export function isShareLink(fragment: string): boolean {
  return fragment.replace(/^#/, '').startsWith(LINK_MARK);
}
