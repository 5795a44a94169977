/** The file name an exported zip gets: `<name>-<version>.zip`, or `<name>.zip` without a version. */
export function zipFileName(name: string | undefined, version: string | undefined): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');
  const base = safe(name ?? 'solution');
  return version ? `${base}-${safe(version)}.zip` : `${base}.zip`;
}
