import { describe, expect, test } from 'vitest';
import { readMcp } from '../mcp-config';
import { newSolution } from '../operations';
import { pasteSetUp } from './apply-paste';
import { readPaste } from './read-paste';
import { addressOfHostLike } from './web-address';

describe('a web address without its https://', () => {
  test('is the address with https:// added', () => {
    expect(addressOfHostLike('api.riversidebooking.net/mcp')).toBe('https://api.riversidebooking.net/mcp');
    expect(addressOfHostLike(' www.parcels.example/mcp ')).toBe('https://www.parcels.example/mcp');
    expect(addressOfHostLike('mcp.shop.example:8443/sse?region=eu')).toBe(
      'https://mcp.shop.example:8443/sse?region=eu',
    );
    expect(addressOfHostLike('tools.shop.example')).toBe('https://tools.shop.example');
    expect(addressOfHostLike('10.0.0.5/mcp')).toBe('https://10.0.0.5/mcp');
  });

  test('on this computer gets http://, which only it may use', () => {
    expect(addressOfHostLike('localhost:3000/mcp')).toBe('http://localhost:3000/mcp');
    expect(addressOfHostLike('127.0.0.1:8080/mcp')).toBe('http://127.0.0.1:8080/mcp');
  });

  test('is not a program, a path, a command or an address that has its scheme', () => {
    for (const text of [
      'npx',
      'npx -y @acme/mcp-server',
      './bin/server',
      '../server',
      '.venv/bin/python',
      '-y',
      '/usr/local/bin/mcp',
      'dist/index.js',
      'server.py',
      'index.js',
      'python3.11',
      '@acme/mcp-server',
      'C:\\tools\\mcp.exe',
      'https://api.example.com/mcp',
      'ftp://files.example.com',
      '${PLUGIN_ROOT}/server',
      'git@github.com:acme/mcp.git',
      'localhost',
      '',
    ])
      expect(addressOfHostLike(text), text).toBeUndefined();
  });

  test('pasted, becomes an online service, never a program named after its last word', () => {
    // #31 item 3: "api.riversidebooking.net/mcp" became a program on this computer called "Mcp".
    const outcome = readPaste('api.riversidebooking.net/mcp');
    expect(outcome).toMatchObject({
      ok: true,
      reading: {
        kind: 'address',
        servers: [
          {
            name: 'riversidebooking',
            config: { type: 'streamable-http', url: 'https://api.riversidebooking.net/mcp' },
          },
        ],
      },
    });
    const tree = pasteSetUp(newSolution('Riverside'), 'www.riversidebooking.net/mcp').tree;
    expect(readMcp(tree)?.servers?.riversidebooking).toEqual({
      type: 'streamable-http',
      url: 'https://www.riversidebooking.net/mcp',
    });
  });
});
