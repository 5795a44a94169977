import { describe, expect, it } from 'vitest';
import { treeFromFiles, type FileTree } from './file-tree';
import { detectPluginRoot, filesOutsideRoot, pluginAt, rerootTree } from './plugin-root';

const tree = (...paths: (string | [string, string])[]): FileTree =>
  treeFromFiles(
    paths.map((p) => (typeof p === 'string' ? [p, p.endsWith('plugin.json') ? '{"name":"x"}' : 'x'] : p)),
  );

describe('detectPluginRoot', () => {
  it('takes plugin.json at the top, ignoring plugins nested inside it and other clients’ manifests', () => {
    const found = detectPluginRoot(
      tree('plugin.json', '.cursor-plugin/plugin.json', 'examples/demo/plugin.json'),
    );
    expect(found).toEqual({ found: 'one', candidate: { root: '', kind: 'agent-plugin', name: 'x' } });
  });

  it('looks inside a single wrapping folder, ignoring macOS litter beside it', () => {
    const found = detectPluginRoot(
      tree(
        'repo-main/plugin.json',
        'repo-main/skills/a/SKILL.md',
        '__MACOSX/repo-main/._plugin.json',
        '.DS_Store',
      ),
    );
    expect(found).toMatchObject({ found: 'one', candidate: { root: 'repo-main' } });
  });

  it('reports a Claude Code plugin by its .claude-plugin/plugin.json when there is no plugin.json', () => {
    expect(detectPluginRoot(tree('.claude-plugin/plugin.json', '.mcp.json'))).toMatchObject({
      found: 'one',
      candidate: { root: '', kind: 'claude-code-plugin' },
    });
  });

  it('prefers the portable plugin.json when a folder has both manifests', () => {
    expect(detectPluginRoot(tree('plugin.json', '.claude-plugin/plugin.json'))).toMatchObject({
      candidate: { kind: 'agent-plugin' },
    });
  });

  it('tells a solution from a plain plugin by the org.sigrix assistant extension', () => {
    const solution = tree([
      'plugin.json',
      '{"name":"s","extensions":{"org.sigrix":{"assistant":"assistant.json"}}}',
    ]);
    expect(pluginAt(solution, '')?.kind).toBe('solution');
    expect(pluginAt(tree(['plugin.json', '{"extensions":{"org.sigrix":{}}}']), '')?.kind).toBe(
      'agent-plugin',
    );
  });

  it('still marks a root whose plugin.json is broken, leaving the complaint to the validator', () => {
    expect(pluginAt(tree(['plugin.json', '{ not json']), '')).toEqual({ root: '', kind: 'agent-plugin' });
    expect(pluginAt(tree(['plugin.json', '\uFEFF{"name":"bom"}']), '')).toEqual({
      root: '',
      kind: 'agent-plugin',
      name: 'bom',
    });
  });

  it('lists several plugins a few folders down for the person to choose from', () => {
    const found = detectPluginRoot(
      tree(
        'm/plugins/b/plugin.json',
        'm/plugins/a/.claude-plugin/plugin.json',
        'm/README.md',
        'm/plugins/a/nested/plugin.json',
      ),
    );
    expect(found).toEqual({
      found: 'several',
      candidates: [
        { root: 'm/plugins/a', kind: 'claude-code-plugin', name: 'x' },
        { root: 'm/plugins/b', kind: 'agent-plugin', name: 'x' },
      ],
    });
  });

  it('opens the only plugin found deeper down', () => {
    expect(
      detectPluginRoot(tree('repo/packaging/agent-plugin/plugin.json', 'repo/src/main.rs')),
    ).toMatchObject({
      found: 'one',
      candidate: { root: 'repo/packaging/agent-plugin' },
    });
  });

  it('finds nothing when no folder holds a manifest, or only dot-folders do', () => {
    expect(detectPluginRoot(tree('README.md', 'skills/a/SKILL.md'))).toEqual({ found: 'none' });
    expect(detectPluginRoot(tree('.codex-plugin/plugin.json', 'x.md'))).toEqual({ found: 'none' });
    expect(detectPluginRoot(tree('a/.cursor-plugin/deep/plugin.json', 'x.md'))).toEqual({ found: 'none' });
  });

  // #13 item 9: a plugin 5 folders deep was refused as holding no plugin.json.
  it('finds a plugin at any depth', () => {
    expect(detectPluginRoot(tree('a/b/c/d/e/plugin.json', 'x.md'))).toMatchObject({
      found: 'one',
      candidate: { root: 'a/b/c/d/e' },
    });
    expect(detectPluginRoot(tree('w/1/2/3/4/5/6/7/.claude-plugin/plugin.json', 'w/x.md'))).toMatchObject({
      found: 'one',
      candidate: { root: 'w/1/2/3/4/5/6/7', kind: 'claude-code-plugin' },
    });
  });

  it('takes the shallowest plugin, and asks only between equally shallow ones', () => {
    expect(
      detectPluginRoot(
        tree('r/tools/p/plugin.json', 'r/tools/p/examples/demo/plugin.json', 'r/a/b/c/plugin.json'),
      ),
    ).toMatchObject({ found: 'one', candidate: { root: 'r/tools/p' } });
    expect(
      detectPluginRoot(
        tree('r/a/b/c/d/plugin.json', 'r/x/y/z/w/plugin.json', 'r/deeper/1/2/3/4/plugin.json'),
      ),
    ).toMatchObject({ found: 'several', candidates: [{ root: 'r/a/b/c/d' }, { root: 'r/x/y/z/w' }] });
  });
});

describe('rerootTree and filesOutsideRoot', () => {
  it('keeps what is under the root with paths relative to it, and names what is left out', () => {
    const whole = tree('w/p/plugin.json', 'w/p/skills/a/SKILL.md', 'w/README.md', '__MACOSX/w/._README.md');
    expect([...rerootTree(whole, 'w/p').keys()]).toEqual(['plugin.json', 'skills/a/SKILL.md']);
    expect(filesOutsideRoot(whole, 'w/p')).toEqual(['w/README.md']);
    expect(rerootTree(whole, '')).toBe(whole);
  });

  it('shares entries with the original tree rather than copying bytes', () => {
    const whole = tree('w/plugin.json');
    expect(rerootTree(whole, 'w').get('plugin.json')).toBe(whole.get('w/plugin.json'));
  });
});
