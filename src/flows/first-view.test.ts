/**
 * The view an opened plugin is shown on (#31): where its errors are, a plain plugin on the offer to
 * make it a solution; the Files view only when it has no solution parts at all.
 */
import { describe, expect, it } from 'vitest';
import { treeFromFiles, type FileTree } from '../model/file-tree';
import type { ViewPlaces } from '../workspace/views';
import { firstViewOf } from './first-view';
import { prepareValidation } from '../validate/validate';
import { makeSolution } from '../model/make-solution';
import { unwrap } from '../model/test-support';

/** `tree` made a solution, as "Make it a solution" makes it. */
const solution = (tree: FileTree) => unwrap(makeSolution(tree));

const views: readonly ViewPlaces[] = [
  { name: 'assistant', owns: (_tree, file) => file === 'assistant.json' },
  { name: 'skills', owns: (_tree, file) => file.startsWith('skills/') },
  { name: 'tools', owns: (_tree, file) => file === 'mcp.json' },
  { name: 'files', owns: () => true, opensFiles: true },
];

const manifest = ['plugin.json', '{ "name": "notes", "version": "1.0.0" }'] as const;
const claudeManifest = ['.claude-plugin/plugin.json', '{ "name": "notes", "version": "1.0.0" }'] as const;
const skill = (name: string, folder = name) =>
  [
    `skills/${folder}/SKILL.md`,
    `---\nname: ${name}\ndescription: Takes notes.\n---\nWrite them down.\n`,
  ] as const;

describe('the first view of an opened plugin', () => {
  it('is the view that holds its first error, for a solution as for a Claude Code plugin', async () => {
    // A skill whose name is not its folder's: an error the Skills view shows.
    const tree = solution(treeFromFiles([manifest, skill('notes', 'other-notes')]));
    const claude = treeFromFiles([claudeManifest, skill('notes', 'other-notes')]);
    // Checked once ready, as an opening that waited for them: on a busy machine the first checks
    // may take longer than the opening waits, and it then starts on the Assistant view.
    await Promise.all([prepareValidation(tree), prepareValidation(claude)]);
    expect(firstViewOf({ tree, views, pluginKind: 'solution' })).toBe('skills');
    expect(firstViewOf({ tree: claude, views, pluginKind: 'claude-code-plugin' })).toBe('skills');
  });

  it('is the Assistant view when nothing is wrong, and for a plain plugin, which it offers to make a solution', () => {
    const tree = solution(treeFromFiles([manifest, skill('notes')]));
    expect(firstViewOf({ tree, views, pluginKind: 'solution' })).toBe('assistant');
    const plain = treeFromFiles([manifest, skill('notes', 'other-notes')]);
    expect(firstViewOf({ tree: plain, views, pluginKind: 'agent-plugin' })).toBe('assistant');
  });

  it('is the Files view only when the plugin has no skill and no servers', () => {
    const tree = treeFromFiles([manifest, ['commands/hello.md', 'Say hello.\n']]);
    expect(firstViewOf({ tree, views, pluginKind: 'agent-plugin' })).toBe('files');
  });

  it('is the Assistant view for a solution reopened with nothing opened', () => {
    expect(firstViewOf()).toBe('assistant');
  });
});
