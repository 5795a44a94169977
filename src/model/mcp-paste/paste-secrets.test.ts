/**
 * Every shape of secret a pasted set-up may carry is left out of what is written and listed as
 * something to set when installing (#37 item 3). Each case names the secret text that must not
 * reach the servers; the file, the library, the versions and the journal all start from them.
 */
import { describe, expect, it } from 'vitest';
import { readPaste } from './read-paste';

const KEY = 'Zk3q9XbT2mPq8vR4sW7yA1cD5eF0gH6j';
const desktop = (server: Record<string, unknown>) => JSON.stringify({ mcpServers: { shop: server } });

const CASES: readonly (readonly [string, string, string])[] = [
  ['a key in the address query', `https://mcp.shop.example/mcp?api_key=${KEY}`, KEY],
  ['a sign-in in the address', 'https://admin:hunter22@mcp.shop.example/mcp', 'hunter22'],
  ['a key in the address path', `https://mcp.shop.example/s/${KEY}/mcp`, KEY],
  [
    'a known token in the address path',
    'https://mcp.shop.example/sk-proj-abcdefghijklmnop1234/mcp',
    'sk-proj-abcdefghijklmnop1234',
  ],
  [
    'a token as an argument',
    'npx -y @shop/mcp ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
    'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
  ],
  ['the word after --password', 'npx -y @shop/mcp --password hunter22', 'hunter22'],
  ['the word after --api-key', 'npx -y @shop/mcp --api-key abc123xyz', 'abc123xyz'],
  ['--password=…', 'npx -y @shop/mcp --password=hunter22', 'hunter22'],
  [
    'a NAME=value before the command',
    'API_KEY=sk-abcdefghijklmnop1234 npx -y @shop/mcp',
    'sk-abcdefghijklmnop1234',
  ],
  [
    'a NAME=value before the command in a set-up',
    desktop({ command: 'API_KEY=sk-abcdefghijklmnop1234 npx -y @shop/mcp' }),
    'sk-abcdefghijklmnop1234',
  ],
  [
    'a password inside DATABASE_URL',
    desktop({
      command: 'npx',
      args: ['@shop/mcp'],
      env: { DATABASE_URL: 'postgres://admin:Tr0ub4dor@db.shop.example:5432/shop' },
    }),
    'Tr0ub4dor',
  ],
  [
    'a key under an env name with KEY in it',
    desktop({ command: 'npx', env: { OPENAI_KEY: 'abcdefgh1234' } }),
    'abcdefgh1234',
  ],
  [
    'a secret under a named env variable',
    desktop({ command: 'npx', env: { SHOP_TOKEN: 'plainwords99' } }),
    'plainwords99',
  ],
  [
    'an X-Auth header',
    desktop({ type: 'http', url: 'https://mcp.shop.example/mcp', headers: { 'X-Auth': 'letmein-2024' } }),
    'letmein-2024',
  ],
  [
    'a bearer header',
    desktop({
      type: 'http',
      url: 'https://mcp.shop.example/mcp',
      headers: { Authorization: 'Bearer abcdefgh12345678' },
    }),
    'abcdefgh12345678',
  ],
  [
    'a password in an argument address',
    desktop({ command: 'npx', args: ['@shop/mcp', '--db', 'mysql://root:s3cretpw@localhost/shop'] }),
    's3cretpw',
  ],
];

describe('a pasted secret never reaches the servers', () => {
  it.each(CASES)('%s', (_name, pasted, secret) => {
    const outcome = readPaste(pasted);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.reading.servers.length).toBe(1);
    expect(JSON.stringify(outcome.reading.servers)).not.toContain(secret);
    expect(JSON.stringify(outcome.reading.leftOut)).not.toContain(secret);
    expect(outcome.reading.toSet.length).toBeGreaterThan(0);
  });

  it('keeps what is not a secret', () => {
    const outcome = readPaste(
      desktop({
        command: 'LOG_LEVEL=info npx',
        args: ['-y', '@shop/mcp', '--port', '3000', '--password-file', './pw.txt'],
        env: { KEY_PATH: './keys/shop.pem', SHOP_REGION: 'eu-west-1' },
      }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.reading.servers[0]!.config).toEqual({
      type: 'stdio',
      command: 'npx',
      args: ['-y', '@shop/mcp', '--port', '3000', '--password-file', './pw.txt'],
      env: { LOG_LEVEL: 'info', KEY_PATH: './keys/shop.pem', SHOP_REGION: 'eu-west-1' },
    });
    expect(outcome.reading.toSet).toEqual([]);
  });

  it('writes a key in the address path as a placeholder to set when installing', () => {
    const outcome = readPaste(`https://mcp.shop.example/s/${KEY}/mcp?region=eu`);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.reading.servers[0]!.config).toEqual({
      type: 'streamable-http',
      url: 'https://mcp.shop.example/s/${ADDRESS_KEY}/mcp?region=eu',
    });
    expect(outcome.reading.toSet.map((item) => item.what)).toEqual(['the key that was part of its address']);
  });
});
