/** What changed in the files no form shows, and in each skill's supporting files. */
import type { FileTree } from '../model/file-tree';
import { sentenceTitle } from '../model/display-names';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import { quote, type AddChange, type ChangeWeight } from './change';
import { sameEntry } from './same-content';

/** Files no form shows (and a skill's supporting files): counted, never named. */
export function compareOtherFiles(
  before: FileTree,
  after: FileTree,
  covered: Set<string>,
  add: AddChange,
): void {
  const counts = new Map<string, { added: number; removed: number; changed: number; first: string }>();
  const note = (path: string, kind: 'added' | 'removed' | 'changed') => {
    const skill = /^skills\/([^/]+)\//.exec(path)?.[1];
    const group = skill ?? '';
    const count = counts.get(group) ?? { added: 0, removed: 0, changed: 0, first: path };
    count[kind] += 1;
    counts.set(group, count);
  };
  for (const [path, entry] of after) {
    if (covered.has(path)) continue;
    const old = before.get(path);
    if (old === undefined) note(path, 'added');
    else if (!sameEntry(old, entry)) note(path, 'changed');
  }
  for (const path of before.keys()) if (!covered.has(path) && !after.has(path)) note(path, 'removed');
  for (const [skill, count] of [...counts].sort(([a], [b]) =>
    a === '' ? 1 : b === '' ? -1 : a < b ? -1 : 1,
  )) {
    const parts = [
      count.added > 0 ? `${count.added} added` : '',
      count.changed > 0 ? `${count.changed} changed` : '',
      count.removed > 0 ? `${count.removed} removed` : '',
    ].filter(Boolean);
    const what = skill === '' ? 'Other files' : `Skill ${quote(sentenceTitle(skill))}: supporting files`;
    const weight: ChangeWeight = count.removed > 0 ? 'removal' : count.added > 0 ? 'addition' : 'wording';
    add(
      `${what}: ${parts.join(', ')}`,
      { file: after.has(count.first) ? count.first : PLUGIN_MANIFEST_PATH },
      weight,
    );
  }
}
