/**
 * Test data for the validator: a complete, valid "Shop Support" solution (persona, an
 * instructions skill and two listed skills, mcp.json with a stdio and an https server, tool
 * declarations, knowledge, examples) and helpers that break it one thing at a time.
 * Tests only; the app never imports this module.
 */
import { encodeText, treeFromFiles, type FileTree, type TreeEntry } from '../model/file-tree';
import type { Diagnostic } from './diagnostic';
import { validate } from './validate';

const manifest = {
  $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
  name: 'shop-support',
  version: '1.0.0',
  description: "Answers questions from the shop's customers.",
  author: { name: 'Maya', email: 'maya@example.com', url: 'https://maya.example.com' },
  license: 'MIT',
  keywords: ['shop', 'support'],
  extensions: { 'org.sigrix': { assistant: 'assistant.json' }, 'com.example.client': { theme: 'calm' } },
};

const solution = {
  format_version: '0.1',
  name: 'shop-support',
  title: 'Shop Support',
  description: "Answers customers' questions about orders and returns.",
  instructions: 'skills/instructions/SKILL.md',
  persona: 'persona.md',
  starters: ['Where is my order?', 'How do I return something?'],
  skills: [
    { name: 'returns', path: 'skills/returns/SKILL.md' },
    { name: 'orders', path: 'skills/orders/SKILL.md' },
  ],
  skills_sold_separately: ['gift-wrapping'],
  mcp: 'mcp.json',
  tools: {
    shop: { tools: ['find_order', 'cancel_order'], write_tools: ['cancel_order'] },
    catalog: { tools: ['search_products'], write_tools: [] },
  },
  examples: [
    { input: 'Where is order 1042?', output: 'Order 1042 left our warehouse on Monday.' },
    { input: 'Can I return shoes?' },
  ],
  knowledge: [
    { name: 'refund_policy', description: 'Your refund policy', accepts: ['pdf', 'md'], required: true },
  ],
};

const mcp = {
  $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
  mcpServers: {
    shop: {
      type: 'stdio',
      command: './bin/shop-server',
      args: ['--data', '${PLUGIN_DATA}/orders'],
      env: { SHOP_REGION: 'eu' },
      cwd: '${PLUGIN_ROOT}',
    },
    catalog: {
      type: 'streamable-http',
      url: 'https://catalog.mayas-shop.eu/mcp',
      headers: { 'X-Shop': 'maya-shop' },
    },
  },
};

/** A SKILL.md with the given frontmatter lines and body. */
export function skillText(frontmatter: readonly string[], body = '\nSteps to follow.\n'): string {
  return `---\n${frontmatter.join('\n')}\n---\n${body}`;
}

/** The files of the valid solution, path → text. */
export function validSolutionFiles(): Record<string, string> {
  return {
    'plugin.json': json(manifest),
    'assistant.json': json(solution),
    'mcp.json': json(mcp),
    'persona.md': 'Warm, short answers. Never blame the customer.\n',
    'bin/shop-server': '#!/bin/sh\necho server\n',
    'skills/instructions/SKILL.md': skillText(
      ['name: instructions', 'description: How Shop Support answers. Use for every conversation.'],
      '\nGreet the customer, then answer. See [the tone guide](references/tone.md).\n',
    ),
    'skills/instructions/references/tone.md': 'Be kind.\n',
    'skills/returns/SKILL.md': skillText(
      [
        'name: returns',
        'description: Explains the returns policy. Use when a customer asks about returning an item.',
        'license: MIT',
      ],
      '\nFollow [the policy](references/policy.md) and ![the form](assets/form.png).\nSee https://example.com/help and [help](https://example.com) and [top](#steps).\n\n```\n[not a link](nowhere.md)\n```\n',
    ),
    'skills/returns/references/policy.md': 'Thirty days.\n',
    'skills/returns/assets/form.png': '\u0089PNG',
    'skills/orders/SKILL.md': skillText([
      'name: orders',
      'description: Looks up orders. Use when a customer asks where an order is.',
      'compatibility: Needs the shop server',
      'metadata:',
      '  author: maya',
      '  version: "1.0"',
      'allowed-tools: find_order',
    ]),
  };
}

/** The valid solution as a tree. */
export function validSolution(): FileTree {
  return treeFromFiles(Object.entries(validSolutionFiles()));
}

/** The same plugin without the solution: a plain Agent Plugin (expects only plugin.not-solution). */
export function plainPlugin(): FileTree {
  const files = validSolutionFiles();
  delete files['assistant.json'];
  return withJson(treeFromFiles(Object.entries(files)), 'plugin.json', (value) => {
    delete (value.extensions as Record<string, unknown>)['org.sigrix'];
  });
}

/** `tree` with `path` set to `content` (text or bytes). */
export function withFile(tree: FileTree, path: string, content: string | Uint8Array): FileTree {
  const next = new Map<string, TreeEntry>(tree);
  next.set(path, { kind: 'file', bytes: typeof content === 'string' ? encodeText(content) : content });
  return next;
}

/** `tree` without `path` and anything beneath it. */
export function without(tree: FileTree, path: string): FileTree {
  const next = new Map<string, TreeEntry>(tree);
  for (const key of tree.keys()) if (key === path || key.startsWith(`${path}/`)) next.delete(key);
  return next;
}

/** `tree` with the JSON file at `path` parsed, changed by `edit`, and written back. */
export function withJson(
  tree: FileTree,
  path: string,
  edit: (value: Record<string, unknown>) => void,
): FileTree {
  const entry = tree.get(path);
  if (entry?.kind !== 'file') throw new Error(`no file at ${path}`);
  const value = JSON.parse(new TextDecoder().decode(entry.bytes)) as Record<string, unknown>;
  edit(value);
  return withFile(tree, path, json(value));
}

/** The text of the file at `path` (tests only; throws when there is none). */
export function textOf(tree: FileTree, path: string): string {
  const entry = tree.get(path);
  if (entry?.kind !== 'file') throw new Error(`no file at ${path}`);
  return new TextDecoder().decode(entry.bytes);
}

/** The distinct codes of a tree's diagnostics, sorted. */
export function codesOf(tree: FileTree): string[] {
  return [...new Set(validate(tree).map((d) => d.code))].sort();
}

/** The diagnostics of `tree` with the given code. */
export function diagnosticsWith(tree: FileTree, code: string): Diagnostic[] {
  return validate(tree).filter((d) => d.code === code);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
