/**
 * The one resolution of a relative path inside a plugin: a link in a SKILL.md, an image in a
 * README, a `./` command. Paths in the tree are `/`-separated and have no leading slash.
 */

/**
 * The segments of `relative` read from `folder` (`''` for the plugin's root): empty and `.`
 * segments skipped, `..` taking one back. Undefined when `..` leads above the root. `separators`
 * splits `relative` (a command may be written with `\`).
 */
export function resolvedSegments(
  folder: string,
  relative: string,
  separators: RegExp | string = '/',
): string[] | undefined {
  const segments = folder === '' ? [] : folder.split('/');
  for (const segment of relative.split(separators)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments;
}

/** `relative` resolved against `folder` as a tree path (`''` for the root itself); undefined when it climbs out. */
export function resolvePath(folder: string, relative: string): string | undefined {
  return resolvedSegments(folder, relative)?.join('/');
}
