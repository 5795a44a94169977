import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, test } from 'vitest';
import { treeFromFiles, writeText } from './file-tree';
import { makeSolution } from './make-solution';
import { newSolution } from './operations';
import { listSkillFolders } from './skill-files';
import { parseSkill } from './skill-document';
import { REPLACE_MARK } from './templates';
import { changedPaths, fixturePlugin, jsonAt, textAt, unwrap } from './test-support';

const validSolution = new Ajv2020({ strict: false }).compile(
  JSON.parse(readFileSync(new URL('../../schemas/assistant.schema.json', import.meta.url), 'utf8')),
);

const plugin = (manifest: string, ...skills: string[]) =>
  treeFromFiles([
    ['plugin.json', manifest],
    ...skills.map(
      (name) => [`skills/${name}/SKILL.md`, `---\nname: ${name}\ndescription: d\n---\n`] as const,
    ),
  ]);

describe('makeSolution', () => {
  test('on the real ap-upstash plugin: creates instructions, lists all eleven skills', () => {
    const before = fixturePlugin('agent-plugins/ap-upstash');
    const after = unwrap(makeSolution(before, { title: 'Upstash Helper' }));
    expect(changedPaths(before, after)).toEqual([
      'assistant.json',
      'plugin.json',
      'skills/instructions/SKILL.md',
    ]);
    const doc = jsonAt(after, 'assistant.json') as { skills: { name: string }[] };
    expect(validSolution(doc)).toBe(true);
    expect(doc).toMatchObject({
      format_version: '0.1',
      name: 'upstash',
      title: 'Upstash Helper',
      description: expect.stringContaining('Upstash SDKs'),
      instructions: 'skills/instructions/SKILL.md',
    });
    expect(doc.skills.map((entry) => entry.name)).toEqual(
      listSkillFolders(before).filter((name) => name !== 'instructions'),
    );
    expect(doc.skills).toHaveLength(11);
    // Only the extension was added to plugin.json; its other text is as it was.
    const manifest = textAt(after, 'plugin.json');
    expect(manifest.startsWith(textAt(before, 'plugin.json').trimEnd().slice(0, -2))).toBe(true);
    expect(jsonAt(after, 'plugin.json')).toEqual({
      ...(jsonAt(before, 'plugin.json') as object),
      extensions: { 'org.sigrix': { assistant: 'assistant.json' } },
    });
  });

  test('writes new instructions with what only its maker knows marked to be replaced', () => {
    // #31 item 11: the generic instructions went out unnoticed, with no warning to say so.
    const after = unwrap(makeSolution(plugin('{"name": "zenrows"}', 'scrape'), { title: 'Zenrows' }));
    const body = parseSkill(textAt(after, 'skills/instructions/SKILL.md')).body;
    expect(body).toMatch(REPLACE_MARK);
    expect(body).toContain('You are Zenrows.');
  });

  test('uses a chosen skill as the instructions and lists the others', () => {
    const tree = plugin('{"name": "p"}', 'a', 'b');
    const after = unwrap(makeSolution(tree, { instructionsSkill: 'b' }));
    expect(jsonAt(after, 'assistant.json')).toEqual({
      format_version: '0.1',
      name: 'p',
      title: 'P',
      instructions: 'skills/b/SKILL.md',
      skills: [{ name: 'a', path: 'skills/a/SKILL.md' }],
    });
    expect(after.has('skills/instructions/SKILL.md')).toBe(false);
    expect(makeSolution(tree, { instructionsSkill: 'zz' })).toMatchObject({
      error: { code: 'skill-missing' },
    });
  });

  test('creates a new instructions skill under a free name', () => {
    const tree = treeFromFiles([
      ['plugin.json', '{"name": "p"}'],
      ['skills/instructions/notes.md', 'not a skill'],
    ]);
    const after = unwrap(makeSolution(tree));
    expect(parseSkill(textAt(after, 'skills/instructions-2/SKILL.md')).frontmatter).toMatchObject({
      name: 'instructions-2',
    });
  });

  test('leaves other extensions alone and fixes a malformed own namespace', () => {
    const tree = plugin(
      '{\n  "$schema": "x",\n  "name": "p",\n  "extensions": {\n    "com.other": {"x": 1.0}\n  }\n}\n',
    );
    expect(textAt(unwrap(makeSolution(tree)), 'plugin.json')).toBe(
      '{\n  "$schema": "x",\n  "name": "p",\n  "extensions": {\n    "com.other": {"x": 1.0},\n    "org.sigrix": {\n      "assistant": "assistant.json"\n    }\n  }\n}\n',
    );
    const bad = plugin('{"name": "p", "extensions": {"org.sigrix": "x"}}');
    expect(jsonAt(unwrap(makeSolution(bad)), 'plugin.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'p',
      extensions: { 'org.sigrix': { assistant: 'assistant.json' } },
    });
  });

  test('adds the Agent Plugins marker when plugin.json has none, and declares the tool servers', () => {
    const tree = writeText(
      plugin('{"name": "p"}'),
      'mcp.json',
      '{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {}}',
    );
    const after = unwrap(makeSolution(tree));
    expect(jsonAt(after, 'plugin.json')).toMatchObject({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
    });
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ mcp: 'mcp.json' });
    expect(jsonAt(unwrap(makeSolution(plugin('{"name": "p"}'))), 'assistant.json')).not.toHaveProperty('mcp');
  });

  test('adds a name to a manifest without one', () => {
    const after = unwrap(makeSolution(plugin('{}'), { title: 'Shop Support' }));
    expect(jsonAt(after, 'plugin.json')).toMatchObject({ name: 'shop-support' });
    expect(jsonAt(after, 'assistant.json')).toMatchObject({ name: 'shop-support' });
  });

  test('creates the document where plugin.json already points', () => {
    const tree = plugin(
      '{"$schema": "x", "name": "p", "extensions": {"org.sigrix": {"assistant": "docs/a.json"}}}',
    );
    const after = unwrap(makeSolution(tree));
    expect(after.has('docs/a.json')).toBe(true);
    expect(after.get('plugin.json')).toBe(tree.get('plugin.json'));
  });

  test('refuses a solution, a missing or broken manifest, and an occupied path', () => {
    expect(makeSolution(newSolution('A'))).toMatchObject({ error: { code: 'already-solution' } });
    expect(makeSolution(treeFromFiles([]))).toMatchObject({ error: { code: 'file-missing' } });
    for (const text of ['', '[]', 'null', '{"name": ', '\u0000']) {
      expect(makeSolution(plugin(text)).ok).toBe(false);
    }
    const occupied = writeText(plugin('{"name": "p"}'), 'assistant.json', 'mine');
    expect(makeSolution(occupied)).toMatchObject({ error: { code: 'name-taken' } });
    expect(makeSolution(plugin('{"extensions": 5}'))).toMatchObject({
      error: { code: 'member-wrong-type' },
    });
  });
});
