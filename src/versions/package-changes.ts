/** What changed in the package details: its version and what the Package view shows. */
import type { FileTree } from '../model/file-tree';
import { jsonEqual } from '../model/json-sync';
import { PLUGIN_MANIFEST_PATH, readManifest } from '../model/plugin-manifest';
import type { AddChange } from './change';

/** The package details the Package view shows, with their labels there. */
const PACKAGE_DETAILS = [
  ['author', 'Author'],
  ['homepage', 'Home page'],
  ['repository', 'Source'],
  ['license', 'Licence'],
  ['keywords', 'Keywords'],
] as const;

/** The package version (marked `isVersion`, so a suggested version leaves it out) and the details. */
export function comparePackage(before: FileTree, after: FileTree, add: AddChange): void {
  const was = readManifest(before)?.object;
  const now = readManifest(after)?.object;
  const wasVersion = typeof was?.version === 'string' ? was.version : undefined;
  const nowVersion = typeof now?.version === 'string' ? now.version : undefined;
  if (wasVersion !== nowVersion)
    add(
      nowVersion === undefined ? 'Package version cleared' : `Package version set to ${nowVersion}`,
      { file: PLUGIN_MANIFEST_PATH, pointer: '/version' },
      'wording',
      { isVersion: true },
    );
  for (const [key, label] of PACKAGE_DETAILS)
    if (!jsonEqual(was?.[key], now?.[key]))
      add(`Package: ${label.toLowerCase()} changed`, { file: PLUGIN_MANIFEST_PATH, pointer: `/${key}` });
}
