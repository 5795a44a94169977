/**
 * Names that open fine here but cannot be written on Windows: the device names Windows keeps for
 * itself (`CON`, `aux.txt`: any extension), a name ending in a dot or a space (Windows drops it,
 * so two names become one), and the characters Windows refuses in a name. A plugin holding one
 * fails to unpack there. The validator warns (layout.name-not-portable) and the import notes it.
 */

/** Why a file or folder name cannot be written on Windows, worded for a sentence, or `undefined`. */
export function windowsNameProblem(name: string): string | undefined {
  if (/^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(\..*)?$/i.test(name))
    return 'is a name Windows keeps for its devices';
  if (/[. ]$/.test(name)) return 'ends with a dot or a space, which Windows drops';
  if (/[<>:"|?*]/.test(name)) return 'holds a character Windows does not allow in names, such as a colon';
  return undefined;
}

/**
 * Whether a path may hold a name `windowsNameProblem` finds fault with: a device name as a whole
 * segment or before its first dot, a segment ending in a dot or a space, a refused character.
 */
const MAY_BE_UNPORTABLE =
  /(?:^|\/)(?:con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?:\.|\/|$)|[. ](?:\/|$)|[<>:"|?*]/i;

/** The paths of `paths` with a segment Windows cannot write, each with the first such segment. */
export function windowsUnsafePaths(
  paths: Iterable<string>,
): { path: string; name: string; problem: string }[] {
  const found: { path: string; name: string; problem: string }[] = [];
  for (const path of paths) {
    // One test per path for what nearly every path is: a plugin has thousands, each checked on opening.
    if (!MAY_BE_UNPORTABLE.test(path)) continue;
    for (const name of path.split('/')) {
      const problem = windowsNameProblem(name);
      if (problem) {
        found.push({ path, name, problem });
        break;
      }
    }
  }
  return found;
}
