/**
 * How long a link the builder makes, and how much of one it reads. The reasons are in README.md
 * ("Links"); tests pass other limits to reach each check without building huge links.
 */
import { DEFAULT_ZIP_LIMITS } from './limits';

/**
 * The longest link the builder makes, counted over the whole address. RFC 9110 §4.1 asks every
 * sender and recipient of an address to support at least 8,000 octets, and the tools a link is
 * pasted into keep one that long: Slack (40,000 characters a message) and Microsoft Teams (about
 * 28 KB) do, as do mail programs, which wrap a long line but keep the address whole. Discord (2,000
 * characters) and Telegram (4,096) cut messages shorter, and the dialog names them when a link is
 * longer than that.
 */
export const LONGEST_LINK_TO_SHARE = 8_000;

/** The length above which some chat tools cut a link: Discord keeps 2,000 characters a message. */
export const SOME_CHAT_TOOLS_CUT_AT = 2_000;

/** What reading one link may cost. */
export interface LinkLimits {
  /** The most characters of the address's fragment read; a longer one is refused from its length. */
  readonly maxLinkChars: number;
  /** The most bytes a link may inflate to, counted while inflating. */
  readonly maxUnpackedBytes: number;
  /** The most bytes a link may inflate to for each byte it holds, counted while inflating. */
  readonly maxRatio: number;
  /** The most files and folders a link may hold. */
  readonly maxEntries: number;
}

/**
 * The limits the page reads links with. A link the builder made is at most 8,000 characters; one
 * eight times longer (a link from a later build, or from a tool with a larger limit) still opens,
 * and a 2 MB one, the most Chromium keeps in an address, is refused before a byte is decoded.
 */
export const DEFAULT_LINK_LIMITS: LinkLimits = Object.freeze({
  maxLinkChars: 8 * LONGEST_LINK_TO_SHARE,
  maxUnpackedBytes: 16 * 2 ** 20,
  maxRatio: 200,
  maxEntries: DEFAULT_ZIP_LIMITS.maxEntries,
});

/** The default limits with some of them replaced. */
export function linkLimits(overrides: Partial<LinkLimits> = {}): LinkLimits {
  return { ...DEFAULT_LINK_LIMITS, ...overrides };
}
