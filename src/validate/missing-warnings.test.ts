/**
 * #32 item 7: what real plugins showed and the checker did not say. Allowed tools written with
 * commas between them, Claude Code's tools file beside a root plugin.json (its servers silently
 * not part of the plugin), and no "missing file" for a template's blank link (`(<link>)`). Over
 * fixtures/wild/missing-warnings, written for this test.
 */
import { describe, expect, it } from 'vitest';
import { readText, treeFromFiles } from '../model/file-tree';
import { fixturePlugin } from '../model/test-support';
import { applyFix } from './fixes';
import { repair } from './repair';
import { commaSeparatedTools } from './spec';
import { plainPlugin, skillText, withFile } from './test-fixtures';
import { validate } from './validate';

const plugin = fixturePlugin('wild/missing-warnings');
const found = (tree: typeof plugin, code: string) => validate(tree).filter((d) => d.code === code);

describe('allowed tools written with commas', () => {
  it('is warned, with a fix that writes the same tools separated by spaces', () => {
    const [release, ...others] = found(plugin, 'skill.allowed-tools-commas').filter(
      (d) => d.file === 'skills/release/SKILL.md',
    );
    expect(others).toEqual([]);
    expect(release?.severity).toBe('warning');
    expect(release?.range?.startLine).toBe(4);
    const [fix, ...more] = release?.fixes ?? [];
    expect(more).toEqual([]);
    expect(fix?.safe).toBe(true);
    const fixed = applyFix(plugin, fix!.action);
    expect(readText(fixed, 'skills/release/SKILL.md')).toContain('\nallowed-tools: Read Grep Glob\n');
    expect(found(fixed, 'skill.allowed-tools-commas').map((d) => d.file)).toEqual(['skills/review/SKILL.md']);
  });

  it('has no fix to apply unasked when a tool has a space in it: only the choice to keep it aside', () => {
    const [review] = found(plugin, 'skill.allowed-tools-commas').filter(
      (d) => d.file === 'skills/review/SKILL.md',
    );
    expect(review?.message).toContain('“Bash(git diff *)” has a space in it');
    expect(review?.fixes?.map((fix) => [fix.action.type, fix.safe])).toEqual([['move-skill-detail', false]]);
    const { tree } = repair(plugin);
    expect(readText(tree, 'skills/review/SKILL.md')).toBe(readText(plugin, 'skills/review/SKILL.md'));
  });

  it('is not said of a line with spaces, nor of a comma inside a tool pattern', () => {
    expect(found(plugin, 'skill.allowed-tools-commas').map((d) => d.file)).not.toContain(
      'skills/deploy/SKILL.md',
    );
    expect(commaSeparatedTools('Read Grep')).toBeUndefined();
    expect(commaSeparatedTools('Bash(git add:*,git commit:*) Read')).toBeUndefined();
    expect(commaSeparatedTools('Read,Grep, Bash(a,b)')).toEqual(['Read', 'Grep', 'Bash(a,b)']);
  });
});

describe("Claude Code's tools file beside a root plugin.json", () => {
  it('is reported, naming the servers that are not part of the plugin', () => {
    const [ignored, ...others] = found(plugin, 'mcp.claude-file-ignored');
    expect(others).toEqual([]);
    expect(ignored?.file).toBe('.mcp.json');
    expect(ignored?.severity).toBe('warning');
    expect(ignored?.message).toContain('*tracker*');
  });

  it('is not reported when mcp.json has the same servers, nor in a Claude Code plugin', () => {
    const mcp = JSON.stringify({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: { tracker: { type: 'streamable-http', url: 'https://tracker.green-corner.eu/mcp' } },
    });
    expect(found(withFile(plugin, 'mcp.json', mcp), 'mcp.claude-file-ignored')).toEqual([]);
    const claudeOnly = treeFromFiles([
      ['.claude-plugin/plugin.json', '{ "name": "release-kit" }'],
      ['.mcp.json', readText(plugin, '.mcp.json')!],
    ]);
    expect(found(claudeOnly, 'mcp.claude-file-ignored')).toEqual([]);
  });

  it('is reported when it cannot be read', () => {
    const [broken] = found(
      withFile(plainPlugin(), '.mcp.json', '{ "mcpServers": '),
      'mcp.claude-file-ignored',
    );
    expect(broken?.message).toContain('set up for Claude Code alone, which Bailey never reads');
    expect(broken?.terminalMessage).toContain('They are in .mcp.json');
  });
});

describe('a link that is a template blank', () => {
  it('is not reported as a missing file; a missing file in angle brackets still is', () => {
    expect(found(plugin, 'skill.link-missing')).toEqual([]);
    const tree = withFile(
      plugin,
      'skills/deploy/SKILL.md',
      skillText(
        ['name: deploy', 'description: Deploys a release. Use when someone asks to deploy.'],
        '\nSee [the notes](<release notes.md>) and the [release notes](<link>).\n',
      ),
    );
    expect(found(tree, 'skill.link-missing').map((d) => d.message)).toEqual([
      expect.stringContaining('“the notes”'),
    ]);
  });
});
