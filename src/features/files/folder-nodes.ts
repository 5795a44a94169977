import type { FileTree } from '../../model/file-tree';

/** A node of the Files view: a folder with children, or a file. */
export interface TreeNode {
  readonly path: string;
  readonly name: string;
  readonly kind: 'file' | 'folder';
  readonly children: readonly TreeNode[];
}

/** The folder hierarchy of a tree: folders first, then files, each sorted by name. */
export function buildNodes(tree: FileTree): TreeNode[] {
  interface MutableNode {
    path: string;
    name: string;
    kind: 'file' | 'folder';
    children: Map<string, MutableNode>;
  }
  const root: MutableNode = { path: '', name: '', kind: 'folder', children: new Map() };
  for (const [path, entry] of tree) {
    const segments = path.split('/');
    let node = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const kind = last ? entry.kind : 'folder';
      let child = node.children.get(segment);
      if (!child) {
        child = { path: segments.slice(0, index + 1).join('/'), name: segment, kind, children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    });
  }
  const freeze = (node: MutableNode): TreeNode => ({
    path: node.path,
    name: node.name,
    kind: node.kind,
    children: [...node.children.values()].sort(compareNodes).map(freeze),
  });
  return freeze(root).children as TreeNode[];
}

// One collator for every comparison: `localeCompare` with options builds one per call, which made
// sorting 20,000 names take seconds.
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

function compareNodes(a: { kind: string; name: string }, b: { kind: string; name: string }): number {
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
  return byName.compare(a.name, b.name) || (a.name < b.name ? -1 : 1);
}

/** The nodes a person sees, in order, given which folders are expanded (for keyboard moves). */
export function visibleNodes(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  depth = 0,
): { node: TreeNode; depth: number }[] {
  const out: { node: TreeNode; depth: number }[] = [];
  for (const node of nodes) {
    out.push({ node, depth });
    if (node.kind === 'folder' && expanded.has(node.path))
      out.push(...visibleNodes(node.children, expanded, depth + 1));
  }
  return out;
}

/** The folder that holds `path` ('' for the plugin root). */
export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The last segment of a path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Counts problems per file and per folder (a folder counts everything beneath it). */
export function problemCounts(files: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files) {
    const segments = file.split('/');
    for (let i = 1; i <= segments.length; i += 1) {
      const key = segments.slice(0, i).join('/');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Which rows of a paged tree are drawn, as `[from, to)` ranges in order: the first `shown` rows,
 * and, when the selected row lies beyond them, the page of `page` rows that holds it (a person who
 * pressed End, or a file opened from elsewhere, sees it among its neighbours).
 */
export function drawnRows(
  total: number,
  shown: number,
  selected: number,
  page: number,
): [from: number, to: number][] {
  const first = Math.min(shown, total);
  if (selected < first || selected >= total) return first > 0 ? [[0, first]] : [];
  const from = Math.max(first, selected - (selected % page));
  const to = Math.min(total, from + page);
  return from === first
    ? [[0, to]]
    : [
        [0, first],
        [from, to],
      ];
}
