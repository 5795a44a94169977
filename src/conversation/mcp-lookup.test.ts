/**
 * The lookup against tool servers built with the official SDK (e2e/support/mcp-servers.ts), in
 * Node: the current revision asked with `server/discover`, the previous one through its
 * `initialize` handshake, a sign-in never attempted, and the failures each named. What the MCP
 * Inspector prints for `tools/list` (the answer as indented JSON), pasted, gives the same tools.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  SHOP_TOOLS,
  startMcpServer,
  type McpServerOptions,
  type TestMcpServer,
} from '../../e2e/support/mcp-servers';
import { readPaste } from '../model/mcp-paste/read-paste';
import { lookUpTools } from './mcp-lookup';
import { recordingFetch, type SentRequest } from './recording-fetch';

const servers: TestMcpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(options: McpServerOptions): Promise<TestMcpServer> {
  const server = await startMcpServer(options);
  servers.push(server);
  return server;
}

/** The tools as the paste reads them: name, title, description and the preset switch. */
function pastedTools(text: string) {
  const outcome = readPaste(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.reading.tools.map(({ name, title, description, mayChange, annotated }) => ({
    name,
    title,
    description,
    mayChange,
    annotated,
  }));
}

const expected = [
  {
    name: 'lookup_order',
    title: 'Look up an order',
    description: SHOP_TOOLS[0]!.description,
    mayChange: false,
    annotated: true,
  },
  {
    name: 'refund_order',
    title: 'Refund an order',
    description: SHOP_TOOLS[1]!.description,
    mayChange: true,
    annotated: true,
  },
  {
    name: 'add_note',
    title: undefined,
    description: SHOP_TOOLS[2]!.description,
    mayChange: true,
    annotated: false,
  },
];

describe('lookUpTools', () => {
  it('asks a server of the current revision with server/discover, then tools/list', async () => {
    const server = await serve({ revision: 'current' });
    const sent: SentRequest[] = [];
    const outcome = await lookUpTools(
      server.url,
      recordingFetch((request) => sent.push(request)),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(pastedTools(JSON.stringify(outcome.answer))).toEqual(expected);
    expect(server.requests.flatMap((request) => request.rpc)).toEqual(['server/discover', 'tools/list']);
    // Every request went through the recording fetch, to this server alone.
    expect(sent.length).toBeGreaterThanOrEqual(server.requests.length);
    expect(new Set(sent.map((request) => request.host))).toEqual(new Set([new URL(server.url).host]));
  });

  it('falls back to the initialize handshake for a server that predates it', async () => {
    const server = await serve({ revision: 'previous' });
    const outcome = await lookUpTools(server.url, fetch);
    expect(outcome.ok && pastedTools(JSON.stringify(outcome.answer))).toEqual(expected);
    const methods = server.requests.flatMap((request) => request.rpc);
    expect(methods[0]).toBe('server/discover');
    expect(methods).toContain('initialize');
    expect(methods.at(-1)).toBe('tools/list');
  });

  it('stops at a sign-in, sending no key and trying no sign-in', async () => {
    const server = await serve({ revision: 'current', signIn: true });
    expect(await lookUpTools(server.url, fetch)).toEqual({ ok: false, failure: 'sign-in', status: 401 });
    expect(server.requests.flatMap((request) => request.rpc)).toEqual(['server/discover']);
    expect(server.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('names an address where nothing answers, and one that is no tool service', async () => {
    const gone = await serve({ revision: 'current' });
    await gone.close();
    expect(await lookUpTools(gone.url, fetch)).toEqual({ ok: false, failure: 'unreachable' });

    const page = createServer((_, response) =>
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>No</h1>'),
    );
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/mcp`;
      expect(await lookUpTools(url, fetch)).toEqual({ ok: false, failure: 'not-a-server', status: 404 });
    } finally {
      page.close();
    }
  });
});

describe('the way round', () => {
  it.each(['current', 'previous'] as const)(
    'the MCP Inspector’s printed tools/list, pasted, gives the tools the lookup gives (%s revision)',
    async (revision) => {
      // The Inspector's command-line mode (2.12.0: this same client, in the previous revision's
      // handshake unless told otherwise) prints the answer as JSON.stringify(result, null, 2).
      const server = await serve({ revision });
      const client = new Client({ name: 'inspector-like', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
      const printed = JSON.stringify(await client.listTools(), null, 2);
      await client.close();
      expect(printed.startsWith('{\n  "tools": [\n')).toBe(true);
      expect(pastedTools(printed)).toEqual(expected);
    },
  );
});
