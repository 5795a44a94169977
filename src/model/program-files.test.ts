import { describe, expect, it } from 'vitest';
import { getFile, treeFromFiles, type FileTree } from './file-tree';
import { fixturePlugin } from './test-support';
import { commandPaths, inferProgramModes, inferredModesNote, isProgram, setProgram } from './program-files';

const mcp = (command: string) => JSON.stringify({ mcpServers: { local: { type: 'stdio', command } } });

function folderTree(): FileTree {
  // As a browser hands a folder over: every file 0644.
  const tree = treeFromFiles([
    ['plugin.json', '{}'],
    ['mcp.json', mcp('./bin/server')],
    ['bin/server', new Uint8Array([0x7f, 0x45, 0x4c, 0x46])],
    ['scripts/check.sh', '#!/bin/sh\necho ok\n'],
    ['scripts/notes.txt', 'a # not at the start\n'],
    ['README.md', '# Title\n'],
  ]);
  return new Map([...tree].map(([path, entry]) => [path, { ...entry, mode: 0o644, mtime: 1000 }]));
}

describe('inferProgramModes', () => {
  it('marks files starting with #! and the commands the tools file names, and nothing else', () => {
    const { tree, marked } = inferProgramModes(folderTree());
    expect([...marked].sort()).toEqual(['bin/server', 'scripts/check.sh']);
    expect(getFile(tree, 'bin/server')?.mode).toBe(0o755);
    expect(getFile(tree, 'scripts/check.sh')?.mode).toBe(0o755);
    expect(getFile(tree, 'scripts/notes.txt')?.mode).toBe(0o644);
    expect(getFile(tree, 'mcp.json')?.mode).toBe(0o644);
  });

  it('keeps bytes and times, and only looks at the paths it is given (an upload)', () => {
    const before = folderTree();
    const { tree, marked } = inferProgramModes(before, ['bin/server']);
    expect(marked).toEqual(['bin/server']);
    expect(getFile(tree, 'bin/server')?.bytes).toBe(getFile(before, 'bin/server')?.bytes);
    expect(getFile(tree, 'bin/server')?.mtime).toBe(1000);
    expect(getFile(tree, 'scripts/check.sh')?.mode).toBe(0o644);
  });

  it('leaves a tree with nothing to mark as it was', () => {
    const before = treeFromFiles([['plugin.json', '{}']]);
    const result = inferProgramModes(before);
    expect(result.tree).toBe(before);
    expect(result.marked).toEqual([]);
    expect(inferredModesNote(result.marked)).toBeUndefined();
  });
});

describe('commandPaths', () => {
  it('reads plugin-relative commands of both tools files, not bare names or escapes', () => {
    const tree = treeFromFiles([
      ['mcp.json', mcp('./bin//./server')],
      [
        '.mcp.json',
        JSON.stringify({
          mcpServers: { a: { command: '${CLAUDE_PLUGIN_ROOT}/run.sh' }, b: { command: 'npx' } },
        }),
      ],
    ]);
    expect([...commandPaths(tree)].sort()).toEqual(['bin/server', 'run.sh']);
  });

  it('ignores a tools file that is not JSON', () => {
    expect(commandPaths(treeFromFiles([['mcp.json', '{ nope']])).size).toBe(0);
  });
});

describe('setProgram', () => {
  it('sets and clears the run bits only', () => {
    const tree = treeFromFiles([['a.sh', 'x']]);
    const on = setProgram(tree, 'a.sh', true);
    expect(isProgram(on, 'a.sh')).toBe(true);
    expect(getFile(on, 'a.sh')?.mode).toBe(0o755);
    const off = setProgram(on, 'a.sh', false);
    expect(getFile(off, 'a.sh')?.mode).toBe(0o644);
    expect(setProgram(off, 'a.sh', false)).toBe(off);
    expect(setProgram(off, 'missing', true)).toBe(off);
  });
});

describe('inferredModesNote', () => {
  it('says how many files were marked, once', () => {
    expect(inferredModesNote(['a', 'b'])).toMatch(/^Your browser .* 2 files were marked as programs/);
    expect(inferredModesNote(['a'])).toMatch(/1 file was marked/);
  });
});

describe('a better guess of what runs (#32 item 9)', () => {
  /** The fixture as a browser hands a folder over: every file 0644. */
  const asFromBrowser = (tree: FileTree): FileTree =>
    new Map([...tree].map(([path, entry]) => [path, { ...entry, mode: 0o644 }]));

  it('marks what hooks run by path, the servers the Claude Code manifest names, and bin/ and scripts/ files with no extension', () => {
    const { marked } = inferProgramModes(asFromBrowser(fixturePlugin('conversion/wild-claude')));
    expect([...marked].sort()).toEqual([
      'bin/index-server',
      'hooks/session-start',
      'scripts/log-change',
      'scripts/tidy.sh',
    ]);
  });

  it('a script or hook that runs a plugin file marks it; one handed to an interpreter is left alone', () => {
    const tree = asFromBrowser(
      treeFromFiles([
        [
          '.claude-plugin/plugin.json',
          JSON.stringify({
            name: 'p',
            hooks: {
              Stop: [
                { hooks: [{ type: 'command', command: 'bash ${CLAUDE_PLUGIN_ROOT}/tools/by-bash.sh' }] },
              ],
            },
          }),
        ],
        [
          'hooks/hooks.json',
          JSON.stringify({
            hooks: {
              Stop: [
                {
                  hooks: [{ type: 'command', command: 'FOO=1 "${CLAUDE_PLUGIN_ROOT}"/tools/direct.sh arg' }],
                },
              ],
            },
          }),
        ],
        [
          'tools/start.sh',
          '#!/bin/sh\nset -e\nif true; then "${CLAUDE_PLUGIN_ROOT}/tools/helper.py" --x; fi\n# ${CLAUDE_PLUGIN_ROOT}/tools/commented.sh\n',
        ],
        ['tools/helper.py', 'print("hi")\n'],
        ['tools/by-bash.sh', 'echo bash\n'],
        ['tools/direct.sh', 'echo direct\n'],
        ['tools/commented.sh', 'echo no\n'],
        ['scripts/README', 'About the scripts.\n'],
        ['scripts/.gitkeep', ''],
        ['bin/LICENSE', 'MIT\n'],
      ]),
    );
    expect([...inferProgramModes(tree).marked].sort()).toEqual([
      'tools/direct.sh',
      'tools/helper.py',
      'tools/start.sh',
    ]);
  });
});
