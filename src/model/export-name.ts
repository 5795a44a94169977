/**
 * The base every exported file's name starts with: `<name>-<version>`, or `<name>` without a
 * version (`solution` without a name), with anything unsafe in a file name replaced by `-`.
 */
export function exportFileBase(name: string | undefined, version: string | undefined): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');
  const base = safe(name ?? 'solution');
  return version ? `${base}-${safe(version)}` : base;
}

/** The file name an exported zip gets: `<name>-<version>.zip`, or `<name>.zip` without a version. */
export function zipFileName(name: string | undefined, version: string | undefined): string {
  return `${exportFileBase(name, version)}.zip`;
}
