/**
 * Making links, and finding what a link with changes was made against. A draft link carries the
 * files that may travel (model/share-link-contents.ts); a link with changes carries only what a
 * copy changed against the version it was kept from, named by that version's content hash. Either
 * is made whole before anyone is told it fits: a link longer than chat and mail tools keep is
 * refused, and the zip offered instead.
 */
import type { FileTree } from '../model/file-tree';
import { isLargeBinary, linkContents, type LeftOut } from '../model/share-link-contents';
import { writeShareLink, type LinkPayload } from '../archive/share-link';
import { LONGEST_LINK_TO_SHARE } from '../archive/share-link-limits';
import { changesAgainst } from '../versions/share-changes';
import { treeHash } from '../versions/tree-hash';
import type { LinkMark, Version } from '../versions/version';

/** A link made, and whether it may be shared. */
export interface MadeLink {
  /** The whole address, this page's with the payload in its fragment. */
  readonly link: string;
  readonly length: number;
  /** False when it is longer than chat and mail tools keep whole (it is then not offered). */
  readonly fits: boolean;
  /** How many files it carries. */
  readonly files: number;
  /** What was left out, and why. */
  readonly leftOut: readonly LeftOut[];
  /** What to note on the version it was made from (a draft link; a link with changes marks none). */
  readonly mark?: LinkMark;
  /**
   * Set, to the bytes of its files, when a solution is too large for any link to hold: no link
   * was made (`link` is empty), and its files were neither scanned nor compressed for one.
   */
  readonly tooLarge?: number;
}

/**
 * Deflate shrinks data at most about 1,032 to 1, and base64 writes 3 bytes in 4 characters: files
 * of more bytes than this never fit in a link, so they are not scanned and compressed for one (a 70 MB plugin would
 * hold the page for seconds only to be refused).
 */
const MOST_BYTES_A_LINK_HOLDS = Math.ceil((LONGEST_LINK_TO_SHARE * 3) / 4) * 1032;

/**
 * The link to the whole of `tree`, sent by `from` (may be empty), on the page at `address`. Its
 * mark names what travelled, which is what a copy kept from it holds (less any file left out).
 */
export async function makeDraftLink(tree: FileTree, from: string, address: string): Promise<MadeLink> {
  let bytes = 0;
  let files = 0;
  for (const entry of tree.values()) {
    if (entry.kind !== 'file') continue;
    files += 1;
    if (!isLargeBinary(entry.bytes)) bytes += entry.bytes.length;
  }
  if (bytes > MOST_BYTES_A_LINK_HOLDS)
    return { link: '', length: 0, fits: false, files, leftOut: [], tooLarge: bytes };
  const contents = linkContents(tree);
  const link = await finished(address, { kind: 'draft', from, tree: contents.tree }, contents);
  return { ...link, mark: { way: 'shared', hash: await treeHash(contents.tree) } };
}

/**
 * The link to what `mine` changed against `base`, the version kept from a link (its `mark` and
 * `title`), sent by `from`; `undefined` when nothing changed.
 */
export async function makeChangesLink(
  base: FileTree,
  mine: FileTree,
  received: { readonly mark: LinkMark; readonly title: string },
  from: string,
  address: string,
): Promise<MadeLink | undefined> {
  const { changed, removed } = changesAgainst(base, mine);
  if (changed.size === 0 && removed.length === 0) return undefined;
  const contents = linkContents(changed);
  const payload: LinkPayload = {
    kind: 'changes',
    from,
    base: received.mark.hash,
    title: received.title,
    changed: contents.tree,
    removed,
  };
  return finished(address, payload, contents);
}

async function finished(
  address: string,
  payload: LinkPayload,
  contents: { tree: FileTree; leftOut: readonly LeftOut[] },
): Promise<MadeLink> {
  const link = `${address.replace(/#.*$/, '')}#${await writeShareLink(payload)}`;
  let files = 0;
  for (const entry of contents.tree.values()) if (entry.kind === 'file') files += 1;
  return {
    link,
    length: link.length,
    fits: link.length <= LONGEST_LINK_TO_SHARE,
    files,
    leftOut: contents.leftOut,
  };
}

/** Where the owner's browser keeps the version a link with changes names: the solution and the version. */
export interface FoundBase {
  readonly solutionId: string;
  readonly version: Version;
}

/**
 * The version, among those of `solutionIds`, whose content hash is `hash`: one shared as a link
 * (or kept from one), found by its mark, so no tree is read to look. `undefined` when none has it.
 */
export async function findBase(
  hash: string,
  solutionIds: readonly string[],
  listVersions: (solutionId: string) => Promise<readonly Version[]>,
): Promise<FoundBase | undefined> {
  for (const solutionId of solutionIds) {
    const version = (await listVersions(solutionId)).find((v) => v.link?.hash === hash);
    if (version) return { solutionId, version };
  }
  return undefined;
}
