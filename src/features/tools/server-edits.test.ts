import { describe, expect, test } from 'vitest';
import { newSolution } from '../../model/operations';
import { addServer } from '../../model/server-operations';
import { changedPaths, jsonAt, textAt, unwrap } from '../../model/test-support';
import { writeText } from '../../model/file-tree';
import {
  addNamedServer,
  applyServerSettings,
  changeServerKind,
  serverKind,
  serverNameFromTitle,
  withTool,
  withWrite,
} from './server-edits';
import { readInstallSettings } from '../../model/mcp-paste/install-settings';
import { SERVER_FORMS } from './server-fields';
import { serverPointer } from './tool-slices';

const base = newSolution('Shop Support');
const withStdio = unwrap(
  addServer(base, 'files', {
    type: 'stdio',
    command: 'npx',
    args: ['-y', 'server'],
    env: { A: '1', B: '2' },
  }),
);
const servers = (tree: typeof base) =>
  (jsonAt(tree, 'mcp.json') as { mcpServers: Record<string, unknown> }).mcpServers;

describe('serverKind', () => {
  test('reads the type of a configuration', () => {
    expect(serverKind({ type: 'stdio' })).toBe('stdio');
    expect(serverKind({ type: 'sse' })).toBe('sse');
    expect(serverKind({ type: 'http' })).toBeUndefined();
    expect(serverKind('x')).toBeUndefined();
  });
});

describe('addNamedServer', () => {
  test('names the server after its title and creates mcp.json with it', () => {
    const { result, name } = addNamedServer(base, {
      title: 'Order system',
      kind: 'streamable-http',
      target: ' https://orders.example.com/mcp ',
    });
    expect(name).toBe('order-system');
    const tree = unwrap(result);
    expect(servers(tree)).toEqual({
      'order-system': { type: 'streamable-http', url: 'https://orders.example.com/mcp' },
    });
    expect((jsonAt(tree, 'assistant.json') as { mcp?: string }).mcp).toBe('mcp.json');
  });

  test('takes a web address typed without https:// as that online service, even as a program', () => {
    // #31 item 3: it became a program on this computer.
    for (const kind of ['stdio', 'streamable-http'] as const) {
      const { result } = addNamedServer(base, {
        title: 'Riverside',
        kind,
        target: 'api.riversidebooking.net/mcp',
      });
      expect(servers(unwrap(result))).toEqual({
        riverside: { type: 'streamable-http', url: 'https://api.riversidebooking.net/mcp' },
      });
    }
  });

  test('leaves out a key typed with the program or the address, to set when installing', () => {
    const program = addNamedServer(base, {
      title: 'Shop',
      kind: 'stdio',
      target: 'SHOP_TOKEN=plainwords99 npx -y @shop/mcp --password hunter22',
    });
    expect(servers(unwrap(program.result))).toEqual({
      shop: { type: 'stdio', command: 'npx', args: ['-y', '@shop/mcp'] },
    });
    expect(program.toSet.map((item) => item.what)).toEqual(['the --password argument', 'SHOP_TOKEN']);
    // Kept with the server for whoever installs it (#31 item 5), not only shown once.
    expect(
      readInstallSettings(unwrap(program.result))
        .get('shop')
        ?.map((s) => s.place),
    ).toEqual([
      { in: 'argument', name: '--password' },
      { in: 'env', name: 'SHOP_TOKEN' },
    ]);
    const address = addNamedServer(base, {
      title: 'Shop',
      kind: 'streamable-http',
      target: 'https://mcp.shop.example/mcp?token=Zk3q9XbT2mPq8vR4',
    });
    expect(servers(unwrap(address.result))).toEqual({
      shop: { type: 'streamable-http', url: 'https://mcp.shop.example/mcp' },
    });
    expect(address.toSet.length).toBe(1);
  });

  test('gives a taken name a number', () => {
    expect(serverNameFromTitle('Files', ['files'])).toBe('files-2');
    expect(serverNameFromTitle('!!!', [])).toBe('server');
  });
});

describe('applyServerSettings', () => {
  test('is what each server form does to the server at its root, whatever its name', () => {
    const odd = unwrap(addServer(base, 'a/b~c', { type: 'stdio', command: 'npx' }));
    const edited = {
      file: 'mcp.json',
      base: serverPointer('a/b~c'),
      pointer: `${serverPointer('a/b~c')}/command`,
    };
    const next = unwrap(SERVER_FORMS.stdio.apply(odd, { type: 'stdio', command: 'uvx' }, edited));
    expect(servers(next)['a/b~c']).toEqual({ type: 'stdio', command: 'uvx' });
  });

  test('changes only the member that was edited', () => {
    const before = textAt(withStdio, 'mcp.json');
    const next = unwrap(
      applyServerSettings(withStdio, 'files', {
        type: 'stdio',
        command: 'uvx',
        args: ['-y', 'server'],
        env: { A: '1', B: '2' },
      }),
    );
    expect(textAt(next, 'mcp.json')).toBe(before.replace('"npx"', '"uvx"'));
    expect(changedPaths(withStdio, next)).toEqual(['mcp.json']);
  });

  test('removes a member the form emptied, and keeps members the form does not know', () => {
    const text = textAt(withStdio, 'mcp.json').replace(
      '"command": "npx"',
      '"command": "npx",\n      "timeout": 5',
    );
    const tree = writeText(withStdio, 'mcp.json', text);
    const next = unwrap(
      applyServerSettings(tree, 'files', {
        type: 'stdio',
        command: 'npx',
        args: undefined,
        env: { A: '1', B: '2' },
      }),
    );
    expect(servers(next).files).toEqual({
      type: 'stdio',
      command: 'npx',
      timeout: 5,
      env: { A: '1', B: '2' },
    });
  });

  test('removes a list or map the person emptied, keeps one the file already holds empty', () => {
    const next = unwrap(
      applyServerSettings(withStdio, 'files', {
        type: 'stdio',
        command: 'npx',
        args: [],
        env: { A: '1', B: '2' },
      }),
    );
    expect(servers(next).files).toEqual({ type: 'stdio', command: 'npx', env: { A: '1', B: '2' } });
    const cleared = unwrap(applyServerSettings(next, 'files', { type: 'stdio', command: 'npx', env: {} }));
    expect(servers(cleared).files).toEqual({ type: 'stdio', command: 'npx' });
    const empty = unwrap(addServer(base, 'e', { type: 'stdio', command: 'a', args: [] }));
    const kept = unwrap(applyServerSettings(empty, 'e', { type: 'stdio', command: 'b', args: [] }));
    expect(servers(kept).e).toEqual({ type: 'stdio', command: 'b', args: [] });
  });

  test('writes a map in row order when a name changed', () => {
    const next = unwrap(
      applyServerSettings(withStdio, 'files', {
        type: 'stdio',
        command: 'npx',
        args: ['-y', 'server'],
        env: { AA: '1', B: '2' },
      }),
    );
    expect(Object.keys((servers(next).files as { env: object }).env)).toEqual(['AA', 'B']);
  });

  test('refuses an unknown server', () => {
    expect(applyServerSettings(withStdio, 'nope', {}).ok).toBe(false);
  });
});

describe('a key typed into a setting or a detail (#37 item 3)', () => {
  const key = 'sk-proj-' + 'Zq8rT2vW9xY4bN6mK1pL3sD7fG5hJ0aC';
  const online = unwrap(
    addServer(base, 'orders', { type: 'streamable-http', url: 'https://orders.example.com/mcp' }),
  );
  const allText = (tree: typeof base) =>
    [...tree.values()]
      .map((entry) => (entry.kind === 'file' ? new TextDecoder().decode(entry.bytes) : ''))
      .join('\n');

  for (const [what, tree, server, member, entry] of [
    ['an environment variable', withStdio, 'files', 'env', 'OPENAI_KEY'],
    ['a header', online, 'orders', 'headers', 'X-Auth'],
  ] as const) {
    test(`letter by letter into ${what}: never in any file, listed to set when installing`, () => {
      const config = servers(tree)[server] as Record<string, unknown>;
      let current = tree;
      const said: string[] = [];
      for (let length = 1; length <= key.length; length++) {
        const held = (servers(current)[server] as Record<string, Record<string, string> | undefined>)[member];
        const next = { ...config, [member]: { ...held, [entry]: key.slice(0, length) } };
        const result = applyServerSettings(current, server, next);
        current = unwrap(result);
        if (result.ok) said.push(...(result.notes ?? []).map((note) => note.message));
        // What the autosaver and its journal would write at this keystroke: the whole key never.
        expect(allText(current)).not.toContain(key);
      }
      // The row goes as it is typed; the person is told why and where it went (here the test
      // goes on typing into a row that is gone, and hears the same sentence each time).
      expect(new Set(said).size).toBe(1);
      expect(said[0]).toMatch(
        new RegExp(`^What you typed for “${entry}” looks like a key.*Set when installing`),
      );
      expect(readInstallSettings(current).get(server)).toEqual([
        { place: { in: member === 'env' ? 'env' : 'header', name: entry } },
      ]);
      expect(allText(current)).not.toContain(key.slice(0, 16));
    });
  }

  test('an ordinary value is written as typed, and a value the file already holds is left as it is', () => {
    const next = unwrap(
      applyServerSettings(withStdio, 'files', {
        ...servers(withStdio).files!,
        env: { A: '1', B: '2', LOG_LEVEL: 'info' },
      } as never),
    );
    expect((servers(next).files as { env: Record<string, string> }).env.LOG_LEVEL).toBe('info');
    expect(readInstallSettings(next).get('files')).toBeUndefined();
  });
});

describe('changeServerKind', () => {
  test('starts the settings over between this computer and online', () => {
    const next = unwrap(changeServerKind(withStdio, 'files', 'streamable-http'));
    expect(servers(next).files).toEqual({ type: 'streamable-http', url: '' });
  });

  test('restores the settings kept from before, so switching there and back loses nothing', () => {
    const online = unwrap(changeServerKind(withStdio, 'files', 'streamable-http'));
    const back = unwrap(changeServerKind(online, 'files', 'stdio', servers(withStdio).files));
    expect(servers(back).files).toEqual(servers(withStdio).files);
    // Settings of the other kind are never applied: an online restore cannot come back as a program.
    const wrongSide = unwrap(changeServerKind(online, 'files', 'stdio', { type: 'sse', url: 'https://a.b' }));
    expect(servers(wrongSide).files).toEqual({ type: 'stdio', command: '' });
  });

  test('keeps address and headers between the two online methods', () => {
    const online = unwrap(
      addServer(base, 'web', { type: 'streamable-http', url: 'https://x.example', headers: { A: 'b' } }),
    );
    const next = unwrap(changeServerKind(online, 'web', 'sse'));
    expect(servers(next).web).toEqual({ type: 'sse', url: 'https://x.example', headers: { A: 'b' } });
    expect(changeServerKind(next, 'web', 'sse')).toEqual({ ok: true, tree: next });
  });
});

describe('tool lists', () => {
  test('adds a tool once, and marks or unmarks it', () => {
    expect(withTool(['a'], ' b ')).toEqual(['a', 'b']);
    expect(withTool(['a'], 'a')).toEqual(['a']);
    expect(withTool(['a'], '  ')).toEqual(['a']);
    expect(withTool(['a'], 'b, c  a,d')).toEqual(['a', 'b', 'c', 'd']);
    expect(withWrite(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withWrite(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
