/** Cases for the mcp.json and MCP server rules (tests only). */
import { breaks, type RuleCase } from './rule-case';
import { validSolution, withFile, withJson, without } from './test-fixtures';

type Json = Record<string, unknown>;
const edit = (change: (value: Json) => void) => withJson(validSolution(), 'mcp.json', change);
const stdio = (change: (server: Json) => void) =>
  edit((v) => change((v.mcpServers as Record<string, Json>).shop!));
const remote = (change: (server: Json) => void) =>
  edit((v) => change((v.mcpServers as Record<string, Json>).catalog!));

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
  breaks('mcp.command-token', () => stdio((s) => (s.command = 'npx -y @shop/server'))),
  breaks('mcp.command-form', () => stdio((s) => (s.command = 'bin/shop-server'))),
  breaks('mcp.command-form', () => stdio((s) => (s.command = './../outside/server'))),
  breaks('mcp.command-form', () => stdio((s) => (s.command = '${PLUGIN_ROOT}/bin/shop-server'))),
  breaks('mcp.command-form', () => stdio((s) => (s.command = '/usr/bin/shop-server'))),
  breaks('mcp.cwd-form', () => stdio((s) => (s.cwd = 'data'))),
  breaks('mcp.cwd-form', () => stdio((s) => (s.cwd = '${HOME}/shop'))),
  breaks('mcp.cwd-escape', () => stdio((s) => (s.cwd = './data/../../elsewhere'))),
  breaks('mcp.cwd-escape', () => stdio((s) => (s.cwd = '${PLUGIN_DATA}/..'))),
  breaks('mcp.url-invalid', () => remote((s) => (s.url = 'catalog.mayas-shop.eu/mcp'))),
  breaks('mcp.url-invalid', () => remote((s) => (s.url = 'ftp://catalog.mayas-shop.eu/mcp'))),
  breaks('mcp.url-invalid', () => remote((s) => (s.url = 'https://{tenant}.mayas-shop.eu/mcp'))),
  breaks('mcp.url-placeholder', () => remote((s) => (s.url = '${CATALOG_MCP_URL}'))),
  breaks('mcp.url-placeholder', () =>
    remote((s) => (s.url = 'https://catalog.mayas-shop.eu/${PLUGIN_DATA}/mcp')),
  ),
  breaks('mcp.url-insecure', () => remote((s) => (s.url = 'http://catalog.mayas-shop.eu/mcp'))),
  breaks('mcp.placeholder-address', () => remote((s) => (s.url = 'https://orders.example.com/mcp'))),
  breaks('mcp.placeholder-address', () => remote((s) => (s.url = 'http://localhost:3000/mcp'))),
  breaks('mcp.placeholder-address', () => remote((s) => (s.url = 'https://shop.test/mcp'))),
  breaks('mcp.url-credentials', () => remote((s) => (s.url = 'https://maya@catalog.mayas-shop.eu/mcp'))),
  breaks('mcp.url-fragment', () => remote((s) => (s.url = 'https://catalog.mayas-shop.eu/mcp#events'))),
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
