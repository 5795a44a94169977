import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, test } from 'vitest';
import { treeFromFiles } from './file-tree';
import { convertClaudePlugin, isClaudePlugin } from './claude-conversion';
import type { ConversionNote } from './claude-servers';
import { newSolution } from './operations';
import { fixturePlugin, jsonAt } from './test-support';

const compile = (file: string) =>
  new Ajv2020({ strict: false }).compile(
    JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')),
  );
const validPlugin = compile('plugin.schema.json');
const validMcp = compile('mcp.schema.json');

const convert = (files: [string, string][]) => {
  const result = convertClaudePlugin(treeFromFiles(files));
  if (!result.ok) throw new Error(result.error.code);
  return result;
};

/** Each note as one line: the person's sentence, then the developer's detail. */
const said = (notes: readonly ConversionNote[]) => notes.map((n) => `${n.message} [${n.detail ?? ''}]`);

describe('convertClaudePlugin', () => {
  test('cc-example-plugin: portable manifest and mcp.json, every file kept, commands listed', () => {
    const before = fixturePlugin('claude-code/cc-example-plugin');
    expect(isClaudePlugin(before)).toBe(true);
    const result = convertClaudePlugin(before);
    if (!result.ok) throw new Error(result.error.code);
    const { tree, notCarried } = result;
    for (const [path, entry] of before) expect(tree.get(path)).toBe(entry);
    expect([...tree.keys()].filter((path) => !before.has(path)).sort()).toEqual(['mcp.json', 'plugin.json']);
    expect(jsonAt(tree, 'plugin.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'example-plugin',
      description: expect.stringContaining('comprehensive example'),
      author: { name: 'Anthropic', email: 'support@anthropic.com' },
    });
    expect(validPlugin(jsonAt(tree, 'plugin.json'))).toBe(true);
    expect(jsonAt(tree, 'mcp.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: {
        'example-server': { type: 'streamable-http', url: 'https://mcp.example.com/api' },
      },
    });
    expect(validMcp(jsonAt(tree, 'mcp.json'))).toBe(true);
    expect(said(notCarried)).toEqual([
      'The slash commands stay as they are: Agent Plugins has no such thing, so only Claude Code uses them. [commands/]',
      expect.stringMatching(
        /^The skill "example-command" has details Claude Code reads where they are; they stay there, .* \[argument-hint in skills\/example-command\/SKILL\.md\]$/,
      ),
      expect.stringMatching(/^The skill "example-skill" .* \[version in skills\/example-skill\/SKILL\.md\]$/),
    ]);
  });

  test('cc-context7: a header that needs a placeholder is left out and listed', () => {
    const before = fixturePlugin('claude-code/cc-context7');
    const result = convertClaudePlugin(before);
    if (!result.ok) throw new Error(result.error.code);
    expect(jsonAt(result.tree, 'mcp.json')).toMatchObject({
      mcpServers: {
        context7: { type: 'streamable-http', url: 'https://mcp.context7.com/mcp', headers: {} },
      },
    });
    expect(validMcp(jsonAt(result.tree, 'mcp.json'))).toBe(true);
    expect(said(result.notCarried)).toEqual([expect.stringContaining('${CONTEXT7_API_KEY:-}')]);
  });

  test('stdio servers: command without type, plugin-root placeholders, other placeholders listed', () => {
    const { tree, notCarried } = convert([
      ['.claude-plugin/plugin.json', '{"name": "p"}'],
      [
        '.mcp.json',
        JSON.stringify({
          db: {
            command: '${CLAUDE_PLUGIN_ROOT}/bin/db',
            args: ['--config', '${CLAUDE_PLUGIN_ROOT}/db.json', '--home', '${HOME}'],
            env: { DATA: '${CLAUDE_PLUGIN_DATA}/cache', TOKEN: '${DB_TOKEN}', PLUGIN_ROOT: 'x' },
            cwd: '${CLAUDE_PLUGIN_ROOT}',
            timeout: 5,
          },
          legacy: { type: 'sse', url: 'https://x.example/sse' },
          odd: { type: 'websocket', url: 'wss://x' },
        }),
      ],
    ]);
    const mcp = jsonAt(tree, 'mcp.json');
    expect(mcp).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: {
        db: {
          type: 'stdio',
          command: './bin/db',
          args: ['--config', '${PLUGIN_ROOT}/db.json', '--home', '${HOME}'],
          env: { DATA: '${PLUGIN_DATA}/cache' },
          cwd: '${PLUGIN_ROOT}',
        },
        legacy: { type: 'sse', url: 'https://x.example/sse' },
      },
    });
    expect(validMcp(mcp)).toBe(true);
    const notes = said(notCarried).join('\n');
    for (const fragment of [
      '${HOME}',
      'TOKEN',
      'PLUGIN_ROOT of the MCP server "db", which every',
      '"timeout"',
      '"odd"',
    ]) {
      expect(notes).toContain(fragment);
    }
  });

  test('manifest: portable fields carried, string author, the rest listed', () => {
    const { tree, notCarried } = convert([
      [
        '.claude-plugin/plugin.json',
        JSON.stringify({
          name: 'My Plugin',
          version: '1.0.0',
          author: 'Maya',
          keywords: ['a', 3],
          repository: 'https://github.com/x/y',
          license: 'MIT',
          homepage: 'https://x',
          commands: './cmds',
          hooks: { x: 1 },
          mcpServers: { inline: { command: 'srv' } },
        }),
      ],
      ['hooks/hooks.json', '{}'],
      ['agents/a.md', 'x'],
    ]);
    expect(jsonAt(tree, 'plugin.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'my-plugin',
      version: '1.0.0',
      author: { name: 'Maya' },
      keywords: ['a'],
      repository: 'https://github.com/x/y',
      license: 'MIT',
      homepage: 'https://x',
    });
    expect(jsonAt(tree, 'mcp.json')).toMatchObject({
      mcpServers: { inline: { type: 'stdio', command: 'srv' } },
    });
    const notes = said(notCarried).join('\n');
    for (const fragment of ['"My Plugin"', '"commands"', '"hooks"', 'Keywords', 'agents/', 'hooks/']) {
      expect(notes).toContain(fragment);
    }
  });

  test('a manifest mcpServers path is read; an existing mcp.json is not overwritten', () => {
    const { tree } = convert([
      ['.claude-plugin/plugin.json', '{"name": "p", "mcpServers": "./servers.json"}'],
      ['servers.json', '{"mcpServers": {"a": {"type": "http", "url": "https://a"}}}'],
    ]);
    expect(jsonAt(tree, 'mcp.json')).toMatchObject({ mcpServers: { a: { url: 'https://a' } } });
    const kept = convert([
      ['.claude-plugin/plugin.json', '{"name": "p"}'],
      ['.mcp.json', '{"a": {"command": "x"}}'],
      ['mcp.json', 'mine'],
    ]);
    expect(new TextDecoder().decode((kept.tree.get('mcp.json') as { bytes: Uint8Array }).bytes)).toBe('mine');
    expect(said(kept.notCarried).join()).toContain('mcp.json cannot be read');
    const portable =
      '{"$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json", "mcpServers": {}}';
    const mine = convert([
      ['.claude-plugin/plugin.json', '{"name": "p"}'],
      ['.mcp.json', '{"a": {"command": "x"}}'],
      ['mcp.json', portable],
    ]);
    expect(new TextDecoder().decode((mine.tree.get('mcp.json') as { bytes: Uint8Array }).bytes)).toBe(
      portable,
    );
    expect(said(mine.notCarried).join()).toContain('mcp.json already exists');
  });

  test("an mcp.json in Claude Code's format is converted too, keeping its servers first", () => {
    const { tree, notCarried, done } = convert([
      ['.claude-plugin/plugin.json', '{"name": "p"}'],
      [
        '.mcp.json',
        '{"mcpServers": {"docs": {"type": "http", "url": "https://d"}, "local": {"command": "x"}}}',
      ],
      ['mcp.json', '{"mcpServers": {"docs": {"type": "http", "url": "https://docs"}}}'],
    ]);
    expect(jsonAt(tree, 'mcp.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: {
        docs: { type: 'streamable-http', url: 'https://docs' },
        local: { type: 'stdio', command: 'x' },
      },
    });
    expect(validMcp(jsonAt(tree, 'mcp.json'))).toBe(true);
    // Done, not lost: said, but not among what could not be carried over.
    expect(said(notCarried).join()).not.toContain('converted too');
    expect(said(done)).toContain(
      "The plugin's portable list of tool servers was written the way Claude Code writes it, so it was converted too. [mcp.json was in Claude Code's format]",
    );
  });

  test('the manifest $schema is not said to have no place; Claude-only files are listed', () => {
    const { tree, notCarried } = convert([
      [
        '.claude-plugin/plugin.json',
        '{"$schema": "https://json.schemastore.org/claude-code-plugin.json", "name": "p"}',
      ],
      ['.lsp.json', '{}'],
      ['settings.json', '{}'],
      ['output-styles/brief.md', 'x'],
    ]);
    expect(jsonAt(tree, 'plugin.json')).toMatchObject({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
    });
    const notes = said(notCarried).join('\n');
    expect(notes).not.toMatch(/"\$schema" has no place/);
    expect(notes).toContain('follows Agent Plugins 1.0.0 instead');
    for (const fragment of ['.lsp.json', 'settings.json', 'output-styles/'])
      expect(notes).toContain(fragment);
  });

  test('__proto__ server and env names stay ordinary members', () => {
    const { tree } = convert([
      ['.claude-plugin/plugin.json', '{"name": "p"}'],
      ['.mcp.json', '{"mcpServers": {"__proto__": {"command": "x", "env": {"__proto__": "v"}}}}'],
    ]);
    const servers = (jsonAt(tree, 'mcp.json') as { mcpServers: Record<string, unknown> }).mcpServers;
    expect(Object.keys(servers)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(servers, '__proto__')?.value).toEqual({
      type: 'stdio',
      command: 'x',
      env: { ['__proto__']: 'v' },
    });
  });

  test('refuses what is not a Claude Code plugin or is already portable; never throws', () => {
    expect(convertClaudePlugin(newSolution('A'))).toMatchObject({ error: { code: 'already-portable' } });
    expect(convertClaudePlugin(treeFromFiles([]))).toMatchObject({
      error: { code: 'not-a-claude-plugin' },
    });
    for (const manifest of ['', '[]', '{', 'null', '{"name": 5, "author": [1], "keywords": "x"}']) {
      for (const mcp of ['', '[]', '{', '{"mcpServers": 5}', '{"a": 5, "b": {"args": [1], "env": []}}']) {
        expect(() =>
          convertClaudePlugin(
            treeFromFiles([
              ['.claude-plugin/plugin.json', manifest],
              ['.mcp.json', mcp],
            ]),
          ),
        ).not.toThrow();
      }
    }
  });
});

describe('the notes of a conversion', () => {
  // What Maya must not meet outside the Files view: a file or folder name, a placeholder, a field
  // of the file format, or the developers' words for it. The detail keeps them for a developer.
  const JARGON =
    /\b[\w.-]+\.(json|md)\b|\b[\w-]+\/|\$\{|\$schema|\b(MCP|manifest|mcpServers|userConfig|frontmatter|env|header|JSON|UTF-8)\b/;

  test('say what was not carried over in plain words, and keep the exact file and field in the detail', () => {
    const notes = [
      ...fixturesNotes(),
      ...convert([
        [
          '.claude-plugin/plugin.json',
          JSON.stringify({
            $schema: 'https://json.schemastore.org/claude-code-plugin.json',
            name: 'My Plugin',
            version: 2,
            author: { name: 'Maya', company: 'Shop' },
            keywords: ['a', 3],
            commands: './cmds',
            hooks: { x: 1 },
            userConfig: { region: { type: 'string', title: 'Region' } },
          }),
        ],
        [
          '.mcp.json',
          JSON.stringify({
            db: {
              command: '${CLAUDE_PLUGIN_ROOT}/bin/db',
              args: ['--home', '${HOME}', 3],
              env: { TOKEN: '${DB_TOKEN}', PLUGIN_ROOT: 'x', N: 1 },
              cwd: '${WORK}',
              timeout: 5,
            },
            web: { url: 'https://x/${V}', headers: { A: '${KEY}', B: 1 } },
            odd: { type: 'websocket', url: 'wss://x' },
            none: { type: 'stdio' },
            nowhere: { type: 'http' },
            broken: 3,
          }),
        ],
        ['mcp.json', '{"mcpServers": {}}'],
        ['hooks/hooks.json', '{}'],
        ['agents/a.md', 'x'],
        ['.lsp.json', '{}'],
        ['settings.json', '{}'],
        ['output-styles/brief.md', 'x'],
      ]).notCarried,
    ];
    expect(notes.length).toBeGreaterThan(20);
    expect(notes.filter((note) => JARGON.test(note.message)).map((note) => note.message)).toEqual([]);
    expect(notes.filter((note) => note.detail === undefined)).toEqual([]);
    for (const fragment of [
      '${HOME}',
      '"timeout"',
      '"company"',
      'version',
      '"hooks"',
      '.lsp.json',
      'agents/',
    ])
      expect(notes.map((note) => note.detail).join('\n')).toContain(fragment);
  });
});

function fixturesNotes(): ConversionNote[] {
  return ['cc-context7', 'cc-example-plugin', 'cc-plugin-dev', 'cc-netresearch-security-audit'].flatMap(
    (name) => {
      const result = convertClaudePlugin(fixturePlugin(`claude-code/${name}`));
      return result.ok ? result.notCarried : [];
    },
  );
}

describe('#32 item 8: losses listed before they happen', () => {
  test('a skill in a folder only Claude Code looks in is named, and its details Claude Code reads stay', () => {
    const result = convertClaudePlugin(fixturePlugin('conversion/wild-claude'));
    if (!result.ok) throw new Error(result.error.code);
    expect(said(result.notCarried)).toEqual(
      expect.arrayContaining([
        'The skill "triage" is in a folder only Claude Code looks in, so other apps do not load it; Claude Code still does. To carry it, move it into the skills folder. [claude/skills/triage/SKILL.md, in "claude/skills" that "skills" of .claude-plugin/plugin.json names]',
        'The skill "capture-problem" has details Claude Code reads where they are; they stay there, and apps that follow the skills format strictly may skip the skill. [disable-model-invocation in skills/capture-problem/SKILL.md]',
      ]),
    );
  });
});
