/**
 * Changes sent back in a link: what a copy changed against the version it was kept from, and, on
 * the owner's side, those changes cut into pieces the owner accepts or leaves one by one.
 *
 * A piece is the smallest part of the tree a change is taken over by: a member of plugin.json,
 * the solution document or mcp.json (`{file, member}`), a skill's whole folder, or another file.
 * Each plain change (plain-changes.ts) belongs to the pieces at its place; pieces one change needs
 * together, and a web name that follows its title or a skill that comes or goes with the list of
 * skills, make one group, so accepting a group never leaves the documents disagreeing. Accepting
 * puts the sender's pieces into the owner's tree as it is now; every other part stays the owner's.
 */
import { comparePaths, type FileTree, type TreeEntry } from '../model/file-tree';
import { ownMember, parsePointer } from '../model/json-document';
import { readJsonFile } from '../model/json-file';
import { jsonEqual } from '../model/json-sync';
import { MCP_PATH } from '../model/mcp-config';
import { editJsonFile } from '../model/operation-support';
import { PLUGIN_MANIFEST_PATH, solutionPathOf, DEFAULT_SOLUTION_PATH } from '../model/plugin-manifest';
import { nameFromTitle } from '../model/names';
import type { PlainChange } from './change';
import { plainChanges } from './plain-changes';
import { sameEntry } from './same-content';

/** What a copy changed against its base: the entries added or changed, and the paths taken away. */
export interface TreeChanges {
  readonly changed: FileTree;
  readonly removed: readonly string[];
}

/** The changes that turn `base` into `mine` (a time alone is no change). */
export function changesAgainst(base: FileTree, mine: FileTree): TreeChanges {
  const changed = new Map<string, TreeEntry>();
  for (const [path, entry] of mine) if (!sameEntry(base.get(path), entry)) changed.set(path, entry);
  const removed = [...base.keys()].filter((path) => !mine.has(path)).sort(comparePaths);
  return { changed, removed };
}

/**
 * `base` with `changes` made: the sender's tree; `undefined` when they do not fit it (a file would
 * sit under a file, as a hostile link could ask).
 */
export function withChanges(base: FileTree, changes: TreeChanges): FileTree | undefined {
  const tree = new Map(base);
  for (const path of changes.removed) tree.delete(path);
  for (const [path, entry] of changes.changed) tree.set(path, entry);
  for (const path of tree.keys())
    for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1))
      if (tree.get(path.slice(0, cut))?.kind === 'file') return undefined;
  return tree;
}

/** A part of the tree taken over whole. */
export type Piece = { readonly file: string; readonly member?: string } | { readonly folder: string };

/** Changes that are accepted or left together, and the pieces accepting them takes over. */
export interface ChangeGroup {
  readonly changes: readonly PlainChange[];
  readonly pieces: readonly Piece[];
}

/** The sender's changes (`base` → `theirs`) in groups, in the order of the plain changes. */
export function changeGroups(base: FileTree, theirs: FileTree): ChangeGroup[] {
  const pieces = differingPieces(base, theirs);
  const keys = pieces.map(pieceKey);
  const parent = keys.map((_, index) => index);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const join = (a: number, b: number) => void (parent[root(a)] = root(b));
  const listed = plainChanges(base, theirs);
  const changeRoots = listed.map((change) => {
    const found = piecesAt(change, pieces);
    for (const index of found.slice(1)) join(index, found[0]!);
    return found[0];
  });
  for (const [a, b] of companions(base, theirs, pieces)) join(a, b);

  const groups = new Map<number, { changes: PlainChange[]; pieces: Piece[]; first: number }>();
  const groupOf = (index: number) => {
    const key = root(index);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { changes: [], pieces: [], first: Infinity }));
    return group;
  };
  pieces.forEach((piece, index) => groupOf(index).pieces.push(piece));
  listed.forEach((change, order) => {
    const index = changeRoots[order];
    if (index === undefined) return;
    const group = groupOf(index);
    group.changes.push(change);
    group.first = Math.min(group.first, order);
  });
  return [...groups.values()]
    .sort((a, b) => a.first - b.first)
    .map(({ changes, pieces: taken }) => ({
      changes: changes.length > 0 ? changes : wordsOf(base, theirs, taken),
      pieces: taken,
    }));
}

/** `mine` with the group's pieces taken from `theirs`: what accepting the group makes. */
export function acceptGroup(mine: FileTree, theirs: FileTree, group: ChangeGroup): FileTree {
  return group.pieces.reduce((tree, piece) => takePiece(tree, theirs, piece), mine);
}

/** Whether the owner changed any of the group's pieces since `base` (accepting replaces that). */
export function changedSince(base: FileTree, mine: FileTree, group: ChangeGroup): boolean {
  return group.pieces.some((piece) => !samePiece(base, mine, piece));
}

const JSON_DOCUMENTS = (tree: FileTree) =>
  new Set([PLUGIN_MANIFEST_PATH, MCP_PATH, solutionPathOf(tree) ?? DEFAULT_SOLUTION_PATH]);

/** The pieces in which `base` and `theirs` differ. */
function differingPieces(base: FileTree, theirs: FileTree): Piece[] {
  const documents = new Set([...JSON_DOCUMENTS(base), ...JSON_DOCUMENTS(theirs)]);
  const pieces = new Map<string, Piece>();
  const add = (piece: Piece) => pieces.set(pieceKey(piece), piece);
  const paths = new Set([...base.keys(), ...theirs.keys()]);
  for (const path of [...paths].sort(comparePaths)) {
    if (sameEntry(base.get(path), theirs.get(path))) continue;
    const folder = skillFolder(path);
    if (folder !== undefined) add({ folder });
    else if (documents.has(path)) {
      const members = differingMembers(base, theirs, path);
      if (members === undefined || members.length === 0) add({ file: path });
      else for (const member of members) add({ file: path, member });
    } else add({ file: path });
  }
  return [...pieces.values()];
}

/** The top-level members that differ in the JSON document at `path`, or `undefined` when a side is not one. */
function differingMembers(base: FileTree, theirs: FileTree, path: string): string[] | undefined {
  const was = readJsonFile(base, path)?.object;
  const now = readJsonFile(theirs, path)?.object;
  if (!was || !now) return undefined;
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]);
  return [...keys].filter((key) => !jsonEqual(ownMember(was, key), ownMember(now, key)));
}

/** `skills/<name>` for a path inside a skill's folder. */
function skillFolder(path: string): string | undefined {
  const match = /^skills\/[^/]+(?=\/|$)/.exec(path);
  return match ? match[0] : undefined;
}

/** The indexes of the pieces a change is at: its member, else every piece of its file or folder. */
function piecesAt(change: PlainChange, pieces: readonly Piece[]): number[] {
  const { file, pointer } = change.place;
  const folder = skillFolder(file);
  const member = pointer === undefined ? undefined : parsePointer(pointer)?.[0];
  const indexes = (test: (piece: Piece) => boolean) =>
    pieces.flatMap((piece, index) => (test(piece) ? [index] : []));
  if (folder !== undefined) return indexes((p) => 'folder' in p && p.folder === folder);
  const exact = indexes((p) => 'file' in p && p.file === file && p.member === member);
  return exact.length > 0 ? exact : indexes((p) => 'file' in p && p.file === file);
}

/**
 * Pieces that must be taken together though no one change names both: the web names that follow
 * a new title (plain-changes.ts counts them as part of the title's change), and the folders of the
 * skills that come or go with the solution document's list of skills.
 */
function companions(base: FileTree, theirs: FileTree, pieces: readonly Piece[]): [number, number][] {
  const solution = solutionPathOf(theirs) ?? DEFAULT_SOLUTION_PATH;
  const at = (file: string, member: string) =>
    pieces.findIndex((p) => 'file' in p && p.file === file && p.member === member);
  const pairs: [number, number][] = [];
  const title = at(solution, 'title');
  const now = readJsonFile(theirs, solution)?.object;
  if (title !== -1 && typeof now?.title === 'string' && now.name === nameFromTitle(now.title)) {
    for (const name of [at(solution, 'name'), at(PLUGIN_MANIFEST_PATH, 'name')])
      if (name !== -1) pairs.push([name, title]);
  }
  const list = at(solution, 'skills');
  if (list !== -1)
    pieces.forEach((piece, index) => {
      if ('folder' in piece && hasPathsUnder(base, piece.folder) !== hasPathsUnder(theirs, piece.folder))
        pairs.push([index, list]);
    });
  return pairs;
}

/** Words for pieces no listed change names: what taking them alone would change, or the file's name. */
function wordsOf(base: FileTree, theirs: FileTree, pieces: readonly Piece[]): PlainChange[] {
  const alone = plainChanges(
    base,
    pieces.reduce((tree, piece) => takePiece(tree, theirs, piece), base),
  );
  if (alone.length > 0) return alone;
  const first = pieces[0]!;
  const file = 'folder' in first ? first.folder : first.file;
  return [{ text: `“${file.slice(file.lastIndexOf('/') + 1)}” changed`, place: { file }, weight: 'wording' }];
}

function takePiece(tree: FileTree, theirs: FileTree, piece: Piece): FileTree {
  if ('folder' in piece) {
    const next = new Map(tree);
    for (const path of tree.keys()) if (isUnder(path, piece.folder)) next.delete(path);
    for (const [path, entry] of theirs) if (isUnder(path, piece.folder)) next.set(path, entry);
    return next;
  }
  if (piece.member !== undefined && readJsonFile(tree, piece.file)?.object) {
    const value = ownMember(readJsonFile(theirs, piece.file)?.object, piece.member);
    const edited = editJsonFile(tree, piece.file, [piece.member], value);
    if (edited.ok) return edited.tree;
  }
  const next = new Map(tree);
  const entry = theirs.get(piece.file);
  if (entry) next.set(piece.file, entry);
  else next.delete(piece.file);
  return next;
}

function samePiece(a: FileTree, b: FileTree, piece: Piece): boolean {
  if ('folder' in piece) {
    const paths = new Set([...a.keys(), ...b.keys()].filter((path) => isUnder(path, piece.folder)));
    return [...paths].every((path) => sameEntry(a.get(path), b.get(path)));
  }
  if (piece.member !== undefined) {
    const was = readJsonFile(a, piece.file)?.object;
    const now = readJsonFile(b, piece.file)?.object;
    if (was && now) return jsonEqual(ownMember(was, piece.member), ownMember(now, piece.member));
  }
  return sameEntry(a.get(piece.file), b.get(piece.file));
}

function pieceKey(piece: Piece): string {
  return 'folder' in piece ? `${piece.folder}/` : `${piece.file}#${piece.member ?? ''}`;
}

function isUnder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

function hasPathsUnder(tree: FileTree, folder: string): boolean {
  for (const path of tree.keys()) if (isUnder(path, folder)) return true;
  return false;
}
