/**
 * The view an opened plugin is shown on (#31): where its errors are, whatever kind of plugin it
 * is; the Files view only when it has no solution parts at all.
 */
import { describe, expect, it } from 'vitest';
import { treeFromFiles } from '../model/file-tree';
import type { ViewPlaces } from '../workspace/views';
import { firstViewOf } from './session';

const views: readonly ViewPlaces[] = [
  { name: 'assistant', owns: (_tree, file) => file === 'assistant.json' },
  { name: 'skills', owns: (_tree, file) => file.startsWith('skills/') },
  { name: 'tools', owns: (_tree, file) => file === 'mcp.json' },
  { name: 'files', owns: () => true, opensFiles: true },
];

const manifest = ['plugin.json', '{ "name": "notes", "version": "1.0.0" }'] as const;
const skill = (name: string, folder = name) =>
  [
    `skills/${folder}/SKILL.md`,
    `---\nname: ${name}\ndescription: Takes notes.\n---\nWrite them down.\n`,
  ] as const;

describe('the first view of an opened plugin', () => {
  it('is the view that holds its first error, for a plain plugin as for any other', () => {
    // A skill whose name is not its folder's: an error the Skills view shows.
    const tree = treeFromFiles([manifest, skill('notes', 'other-notes')]);
    expect(firstViewOf({ tree, views })).toBe('skills');
  });

  it('is the Assistant view when nothing is wrong', () => {
    const tree = treeFromFiles([manifest, skill('notes')]);
    expect(firstViewOf({ tree, views })).toBe('assistant');
  });

  it('is the Files view only when the plugin has no skill and no servers', () => {
    const tree = treeFromFiles([manifest, ['commands/hello.md', 'Say hello.\n']]);
    expect(firstViewOf({ tree, views })).toBe('files');
  });

  it('is the Assistant view for a solution reopened with nothing opened', () => {
    expect(firstViewOf()).toBe('assistant');
  });
});
