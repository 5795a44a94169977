/**
 * What the engine knows of views: their names and which places of the tree each one edits. The
 * engine holds no list of views: each view's entry gives its name and places as data (a
 * `ViewPlaces`) in the shell's registry, which hands the ordered list to the store. Navigation,
 * badges and the focus after undo all ask the same list, and the store refuses a name not in it.
 */
import type { FileTree } from '../model/file-tree';

/** The name of a view, as its entry in the shell's registry gives it. */
export type ViewName = string;

/**
 * A place in the tree: a file, and optionally a member of it (JSON pointer) or a line (from 1)
 * and the character on it (from 1). A change made in a view other than the one that owns the
 * place (a SKILL.md typed in the Files view) names that view, so undo goes back there.
 */
export interface Place {
  readonly file: string;
  readonly pointer?: string;
  readonly line?: number;
  readonly column?: number;
  readonly view?: ViewName;
}

/** A view as the engine sees it: its name, the places it edits and how it shows a place. */
export interface ViewPlaces {
  readonly name: ViewName;
  /** Whether this view edits `file` (at `pointer`, when given). Views are asked in order. */
  owns(tree: FileTree, file: string, pointer?: string): boolean;
  /** True for a view that shows one file at a time: showing a place there opens its file. */
  readonly opensFiles?: boolean;
}

/**
 * The view that edits a place: the first in `views` that owns it, else the last one (the view of
 * every file, which owns what no other view claims).
 */
export function viewOf(
  views: readonly ViewPlaces[],
  tree: FileTree,
  file: string,
  pointer?: string,
): ViewName {
  // Asked for every problem after every keystroke, and `owns` may read the solution document:
  // the answer is kept per list of views and tree (views own places by what the tree holds).
  let byTree = owners.get(views);
  if (!byTree) owners.set(views, (byTree = new WeakMap()));
  let byPlace = byTree.get(tree);
  if (!byPlace) byTree.set(tree, (byPlace = new Map()));
  const key = pointer === undefined ? file : `${file}\0${pointer}`;
  const known = byPlace.get(key);
  if (known !== undefined) return known;
  const owner = views.find((view) => view.owns(tree, file, pointer)) ?? views.at(-1);
  if (!owner) throw new Error('No views are registered.');
  byPlace.set(key, owner.name);
  return owner.name;
}

const owners = new WeakMap<readonly ViewPlaces[], WeakMap<FileTree, Map<string, ViewName>>>();

/** Whether `view` already shows `place`: it owns it and, for a one-file view, has that file open. */
export function viewShows(
  views: readonly ViewPlaces[],
  tree: FileTree,
  view: ViewName,
  openFile: string | undefined,
  place: Place,
): boolean {
  const entry = views.find((v) => v.name === view);
  if (entry?.opensFiles) return place.file === openFile;
  return viewOf(views, tree, place.file, place.pointer) === view;
}

/** Whether showing `view` opens a file (so a focus there also sets the open file). */
export function opensFiles(views: readonly ViewPlaces[], view: ViewName): boolean {
  return views.some((v) => v.name === view && v.opensFiles === true);
}
