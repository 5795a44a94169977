/**
 * Why a link was not opened, in one plain sentence, as archive-messages.ts words a refused zip:
 * the refusals only a link has are worded here; what a link shares with a zip (a name climbing out
 * of the plugin, too many files, a document nested too deeply) keeps the zip's wording, about
 * "this link" (`refusal(code, { container: 'link' })`).
 */
import { groupDigits } from '../model/digits';
import { size, type RefusalCode } from './archive-messages';

/** The refusals only a link has. Codes are stable; messages may be reworded. */
export type LinkRefusalCode =
  'link-too-long' | 'link-newer' | 'link-damaged' | 'link-too-large-unpacked' | 'link-unsupported';

/** A refused link: nothing of it was kept. */
export interface LinkRefusal {
  readonly code: LinkRefusalCode | RefusalCode;
  readonly message: string;
  readonly detail?: string;
}

/** The facts a link's own refusal may name. */
export interface LinkRefusalFacts {
  readonly length?: number;
  readonly limit?: number;
  /** What is wrong with a damaged link, for the details. */
  readonly detail?: string;
}

/** The refusal for `code`, its sentence filled from `facts`. */
export function linkRefusal(code: LinkRefusalCode, facts: LinkRefusalFacts = {}): LinkRefusal {
  const detail = facts.detail;
  return { code, message: sentence(code, facts), ...(detail ? { detail } : {}) };
}

function sentence(code: LinkRefusalCode, f: LinkRefusalFacts): string {
  switch (code) {
    case 'link-too-long':
      return `This link is ${groupDigits(f.length ?? 0)} characters long, more than the ${groupDigits(f.limit ?? 0)} the builder reads, so it was not opened.`;
    case 'link-newer':
      return 'This link was made by a newer version of the builder, so it was not opened; reload the page to get the newest version.';
    case 'link-damaged':
      return 'This link is damaged or cut short (a chat or mail program may have shortened it), so it was not opened; ask for it again, or for the zip.';
    case 'link-too-large-unpacked':
      return `This link unpacks to more than ${size(f.limit)}, far more than a link may hold, so it was not opened.`;
    case 'link-unsupported':
      return 'This browser cannot unpack links, so it was not opened; open it in a current version of Chrome, Edge, Firefox or Safari.';
  }
}
