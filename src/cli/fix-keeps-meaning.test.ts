/**
 * #32: a fix `solution-builder fix` makes unasked keeps the meaning of what it rewrites. It runs
 * over every plugin of the shared corpus (and over each Claude Code one once converted, which is
 * where another client's placeholders reach mcp.json) and over the repair fixtures, and every file
 * it wrote is read back: the allowed tools are the same tools, and no address gained a placeholder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertClaudePlugin, isClaudePlugin } from '../model/claude-conversion';
import { readText, type FileTree } from '../model/file-tree';
import { isJsonObject } from '../model/json-document';
import { parseSkill } from '../model/skill-document';
import { CORPUS_DIR, corpusPresent, fixturePlugin, readFolderTree } from '../model/test-support';
import { commaSeparatedTools, skillFolderOf } from '../validate/spec';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

/**
 * The tools a SKILL.md allows as a reader of each form takes them: a list's items, a line's words
 * (or, on a line with commas between the tools, the tools between the commas, as its author and
 * Claude Code read it).
 */
function allowedTools(text: string | undefined): string[] | undefined {
  const fields = text === undefined ? undefined : parseSkill(text).frontmatter;
  const tools = isJsonObject(fields) ? fields['allowed-tools'] : undefined;
  if (typeof tools === 'string') return commaSeparatedTools(tools) ?? tools.split(/\s+/).filter(Boolean);
  return Array.isArray(tools) ? tools.map(String) : undefined;
}

/** Each online server's address in mcp.json, by server name. */
function addresses(text: string | undefined): Map<string, unknown> {
  const found = new Map<string, unknown>();
  let root: unknown;
  try {
    root = text === undefined ? undefined : JSON.parse(text);
  } catch {
    return found;
  }
  const servers = isJsonObject(root) ? root.mcpServers : undefined;
  if (!isJsonObject(servers)) return found;
  for (const [name, server] of Object.entries(servers))
    if (isJsonObject(server) && Object.hasOwn(server, 'url')) found.set(name, server.url);
  return found;
}

/** The plugins to fix: as they are, and a Claude Code plugin also converted to the portable layout. */
function variants(id: string, tree: FileTree): [string, FileTree][] {
  const converted = isClaudePlugin(tree) ? convertClaudePlugin(tree) : undefined;
  return converted?.ok
    ? [
        [id, tree],
        [`${id} (converted)`, converted.tree],
      ]
    : [[id, tree]];
}

const present = corpusPresent();
const corpus = present
  ? readdirSync(CORPUS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^(ap|cc|nr)-/.test(entry.name))
      .map((entry) => entry.name)
  : [];
const fixtures = ['repair/cardinal-claude', 'repair/sent-solution', 'wild/missing-warnings'];

describe('solution-builder fix keeps the meaning of what it rewrites (#32)', () => {
  captureConsole();

  const plugins = [
    ...fixtures.flatMap((name) => variants(name, fixturePlugin(name))),
    ...corpus.flatMap((id) => variants(id, readFolderTree(join(CORPUS_DIR, id)))),
  ];

  it.each(plugins)('%s', async (_id, before) => {
    const folder = writeTree(before);
    expect(await main(['fix', folder])).toBe(0);
    for (const [path, entry] of readFolderTree(folder)) {
      if (entry.kind !== 'file' || before.get(path)?.kind !== 'file') continue;
      const old = readText(before, path);
      const now = readFileSync(join(folder, path), 'utf8');
      if (old === now) continue;
      if (skillFolderOf(path) !== undefined) {
        const tools = allowedTools(old);
        // Written on one line, a list names the same tools in the same order.
        if (tools !== undefined) expect(allowedTools(now), path).toEqual(tools);
      }
      if (path === 'mcp.json') {
        const was = addresses(old);
        for (const [server, url] of addresses(now)) {
          if (url === was.get(server)) continue;
          expect(String(url), `${path} ${server}`).not.toMatch(/\$\{|[{}]/);
        }
      }
    }
  });

  it('the fixtures hold what it is about: an address that is a placeholder, a tool with a space', async () => {
    const converted = convertClaudePlugin(fixturePlugin('repair/cardinal-claude'));
    if (!converted.ok) throw new Error(converted.error.message);
    const folder = writeTree(converted.tree);
    expect(await main(['fix', folder])).toBe(0);
    expect(JSON.parse(readFileSync(join(folder, 'mcp.json'), 'utf8')).mcpServers.cardinal.url).toBe(
      '${CARDINAL_MCP_URL}',
    );
    expect(allowedTools(readFileSync(join(folder, 'skills/refunds/SKILL.md'), 'utf8'))).toEqual([
      'Read',
      'Bash(stripe *)',
    ]);
    // The list without a space is joined: the fix still does what it can.
    expect(readFileSync(join(folder, 'skills/payouts/SKILL.md'), 'utf8')).toContain(
      'allowed-tools: Read Grep',
    );
  });
});
