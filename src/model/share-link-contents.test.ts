import { describe, expect, it } from 'vitest';
import { encodeText, type FileTree, type TreeEntry } from './file-tree';
import { LARGEST_BINARY_IN_LINK, leaveOut, linkContents } from './share-link-contents';

const text = (value: string) => encodeText(value);

describe('what stays out of a link', () => {
  it.each([
    ['.env', 'SHOP_URL=https://shop.example\n'],
    ['config/.env.production', 'PORT=3000\n'],
    ['keys/server.pem', 'anything'],
    ['.ssh/id_ed25519', 'anything'],
    ['.npmrc', 'registry=https://registry.npmjs.org/\n'],
  ])('a file kept for keys by its name: %s', (path, content) => {
    expect(leaveOut(path, text(content))).toBe('secret');
  });

  it.each([
    ['a private key', 'notes/key.txt', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n'],
    [
      'a token in a script',
      'scripts/deploy.sh',
      '#!/bin/sh\nexport GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789\n',
    ],
    ['a key in a settings file', 'config/settings.yaml', 'shop: demo\napi_key: "f8Kq2mZ7pL0vX3nR9tW4"\n'],
    ['a key in any JSON', 'data/service.json', '{ "service": { "clientSecret": "q9Xr2LmW8zPk4TbN" } }'],
    [
      'a header in mcp.json',
      'mcp.json',
      '{ "mcpServers": { "s": { "headers": { "Authorization": "Bearer abcdefgh12345678" } } } }',
    ],
    ['a password in prose', 'skills/a/SKILL.md', '# Setup\n\nLog in with password=Tr0ub4dor3x and go on.\n'],
  ])('%s', (_, path, content) => {
    expect(leaveOut(path, text(content))).toBe('secret');
  });

  it.each([
    ['a template of the settings', '.env.example', 'OPENAI_API_KEY=\nSHOP_URL=https://shop.example\n'],
    [
      'a placeholder in mcp.json',
      'mcp.json',
      '{ "mcpServers": { "s": { "env": { "API_KEY": "${API_KEY}" } } } }',
    ],
    [
      'prose with a heading like a setting',
      'skills/a/SKILL.md',
      '# Returns\n\nKey: ask for the order number first.\nPassword resets: send them to the help page.\n',
    ],
  ])('keeps %s', (_, path, content) => {
    expect(leaveOut(path, text(content))).toBeUndefined();
  });

  it('leaves out a file that is not text above the size that travels', () => {
    const bytes = new Uint8Array(LARGEST_BINARY_IN_LINK + 1).fill(0xff);
    expect(leaveOut('assets/photo.jpg', bytes)).toBe('large-binary');
    expect(leaveOut('assets/photo.jpg', bytes.subarray(1))).toBeUndefined();
    expect(leaveOut('assets/dot.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff]))).toBeUndefined();
  });

  it('names each file left out and keeps every other entry as it is', () => {
    const kept: TreeEntry = { kind: 'file', bytes: text('{ "name": "p" }'), mode: 0o644 };
    const tree: FileTree = new Map<string, TreeEntry>([
      ['plugin.json', kept],
      ['.env', { kind: 'file', bytes: text('KEY=1') }],
      ['assets', { kind: 'folder' }],
    ]);
    const contents = linkContents(tree);
    expect(contents.leftOut).toEqual([{ path: '.env', reason: 'secret' }]);
    expect([...contents.tree]).toEqual([
      ['plugin.json', kept],
      ['assets', { kind: 'folder' }],
    ]);
    expect(linkContents(contents.tree).tree).toBe(contents.tree);
  });
});
