/** Cases for the mcp.json and MCP server rules (tests only). */
import { breaks, type RuleCase } from './rule-case';
import { validSolution, withFile, withJson, without } from './test-fixtures';

type Json = Record<string, unknown>;
const edit = (change: (value: Json) => void) => withJson(validSolution(), 'mcp.json', change);
const stdio = (change: (server: Json) => void) =>
  edit((v) => change((v.mcpServers as Record<string, Json>).shop!));
const remote = (change: (server: Json) => void) =>
  edit((v) => change((v.mcpServers as Record<string, Json>).catalog!));

/** A local server's program or folder, each breaking one rule. */
const LOCAL_SERVER_VALUES: readonly (readonly [code: string, member: 'command' | 'cwd', value: string])[] = [
  ['mcp.command-token', 'command', 'npx -y @shop/server'],
  ['mcp.command-form', 'command', 'bin/shop-server'],
  ['mcp.command-form', 'command', './../outside/server'],
  ['mcp.command-form', 'command', '${PLUGIN_ROOT}/bin/shop-server'],
  ['mcp.command-form', 'command', '/usr/bin/shop-server'],
  ['mcp.cwd-form', 'cwd', 'data'],
  ['mcp.cwd-form', 'cwd', '${HOME}/shop'],
  ['mcp.cwd-escape', 'cwd', './data/../../elsewhere'],
  ['mcp.cwd-escape', 'cwd', '${PLUGIN_DATA}/..'],
];

/** Online servers' addresses, each breaking one rule. */
const ADDRESSES: readonly (readonly [code: string, url: string])[] = [
  ['mcp.url-invalid', 'catalog.mayas-shop.eu/mcp'],
  ['mcp.url-invalid', 'ftp://catalog.mayas-shop.eu/mcp'],
  ['mcp.url-invalid', 'https://{tenant}.mayas-shop.eu/mcp'],
  ['mcp.url-placeholder', '${CATALOG_MCP_URL}'],
  ['mcp.url-placeholder', 'https://catalog.mayas-shop.eu/${PLUGIN_DATA}/mcp'],
  ['mcp.url-insecure', 'http://catalog.mayas-shop.eu/mcp'],
  ['mcp.placeholder-address', 'https://orders.example.com/mcp'],
  ['mcp.placeholder-address', 'http://localhost:3000/mcp'],
  ['mcp.placeholder-address', 'https://shop.test/mcp'],
  ['mcp.url-credentials', 'https://maya@catalog.mayas-shop.eu/mcp'],
  ['mcp.url-fragment', 'https://catalog.mayas-shop.eu/mcp#events'],
];

/** One case per mcp.json rule. */
export const MCP_CASES: readonly RuleCase[] = [
  breaks('mcp.not-json', () => withFile(validSolution(), 'mcp.json', '{ "mcpServers": { }')),
  breaks('mcp.not-object', () => withFile(validSolution(), 'mcp.json', '"servers"\n')),
  breaks('mcp.not-file', () =>
    withFile(
      withJson(without(validSolution(), 'mcp.json'), 'assistant.json', (v) => {
        delete v.mcp;
        delete v.tools;
      }),
      'mcp.json/readme.txt',
      'not a tools file',
    ),
  ),
  breaks('mcp.schema-id', () => edit((v) => delete v.$schema)),
  breaks('mcp.schema-id', () => edit((v) => (v.$schema = 'https://example.com/mcp.json'))),
  breaks('mcp.version-mismatch', () =>
    edit((v) => (v.$schema = 'https://agent-plugins.org/schemas/1.1.0/mcp.schema.json')),
  ),
  breaks('mcp.unknown-field', () => edit((v) => (v.inputs = []))),
  breaks('mcp.servers-missing', () => edit((v) => delete v.mcpServers)),
  breaks('mcp.invalid', () => stdio((s) => (s.args = ['--port', 8080]))),
  breaks('mcp.invalid', () => stdio((s) => (s.env = { PORT: 8080 }))),
  breaks('mcp.claude-file-ignored', () =>
    withFile(validSolution(), '.mcp.json', '{ "mcpServers": { "stock": { "command": "stock-server" } } }'),
  ),
  breaks('mcp.command-not-carried', () => without(validSolution(), 'bin/shop-server')),
  breaks('mcp.server-type', () => remote((s) => (s.type = 'http'))),
  breaks('mcp.server-type', () => remote((s) => delete s.type)),
  breaks('mcp.server-field', () => stdio((s) => (s.url = 'https://shop.example.com'))),
  breaks('mcp.server-field', () => remote((s) => (s.command = 'npx'))),
  breaks('mcp.command-missing', () => stdio((s) => (s.command = ''))),
  breaks('mcp.command-missing', () => stdio((s) => delete s.command)),
  breaks('mcp.url-missing', () => remote((s) => delete s.url)),
  breaks('mcp.env-reserved', () => stdio((s) => (s.env = { PLUGIN_ROOT: '/opt/shop' }))),
  ...LOCAL_SERVER_VALUES.map(([code, member, value]) =>
    breaks(code, () => stdio((s) => (s[member] = value))),
  ),
  ...ADDRESSES.map(([code, url]) => breaks(code, () => remote((s) => (s.url = url)))),
  breaks('mcp.header-duplicate', () =>
    remote((s) => (s.headers = { 'X-Shop': 'maya-shop', 'x-shop': 'maya-shop' })),
  ),
  breaks('mcp.header-invalid', () => remote((s) => (s.headers = { 'X Shop': 'maya-shop' }))),
  breaks('mcp.header-invalid', () => remote((s) => (s.headers = { 'X-Shop': 'maya\r\nX-Evil: 1' }))),
  breaks('mcp.secret', () =>
    stdio((s) => (s.env = { GITHUB_TOKEN: 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789' })),
  ),
  breaks('mcp.secret', () => remote((s) => (s.headers = { Authorization: 'Bearer abcdef0123456789' }))),
  breaks('mcp.secret', () => stdio((s) => (s.args = ['--api-key=sk-proj-abcdefghijklmnop1234']))),
  breaks('mcp.unknown-placeholder', () => stdio((s) => (s.args = ['--region', '${SHOP_REGION}']))),
  breaks('mcp.unknown-placeholder', () => remote((s) => (s.headers = { 'X-Region': '${SHOP_REGION}' }))),
];
