import { exists, unsafePathReason, type FileTree } from '../../model/file-tree';

/** Joins a folder ('' for the root) and a name. */
export function joinPath(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/**
 * Why `name` cannot become a new entry in `folder`, as a plain sentence, or undefined when it can.
 * `ignore` is the path being renamed (so keeping its own name is allowed).
 */
export function nameProblem(
  tree: FileTree,
  folder: string,
  name: string,
  ignore?: string,
): string | undefined {
  if (name.includes('/')) return 'A name cannot hold a slash. Create the folder first, then the file in it.';
  if (name === '.' || name === '..') return 'That name is reserved. Choose another.';
  const path = joinPath(folder, name);
  if (unsafePathReason(path)) return 'That name holds characters a plugin cannot use. Choose another.';
  if (path !== ignore && exists(tree, path)) return `There is already something called “${name}” here.`;
  return undefined;
}

/** Every folder of the tree, explicit or implied, with '' for the plugin root. */
export function allFolders(tree: FileTree): string[] {
  const folders = new Set<string>(['']);
  for (const [path, entry] of tree) {
    if (entry.kind === 'folder') folders.add(path);
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i += 1) folders.add(segments.slice(0, i).join('/'));
  }
  return [...folders].sort();
}

/** A human size: 532 bytes, 12.4 KB, 3.1 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
};

/**
 * The image type of a file name, or undefined. SVG is deliberately absent: an SVG can carry
 * script, so it opens as text instead.
 */
export function imageTypeOf(path: string): string | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return imageTypes[extension];
}
