/**
 * Tool servers on 127.0.0.1 for the end-to-end tests of "Look up its tools", built with the
 * official MCP TypeScript SDK, so what the builder reads is what a real server sends:
 * - `current`: the 2026-07-28 revision (`@modelcontextprotocol/server` v2's `createMcpHandler`),
 *   which also answers the previous revision's handshake, as that SDK does by default (the
 *   recorded methods tell which one a client used);
 * - `previous`: a server that predates it (`@modelcontextprotocol/sdk` v1, stateless Streamable
 *   HTTP), which knows only the `initialize` handshake.
 *
 * Each answers web pages from `allowOrigin` only (Access-Control-Allow-Origin), or none at all
 * when it is not given; `signIn` makes every request answer 401 with a WWW-Authenticate challenge,
 * as a service that wants a sign-in does. Every request but preflights is recorded with the
 * JSON-RPC methods it carried.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler, McpServer as CurrentServer } from '@modelcontextprotocol/server';
import { McpServer as PreviousServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export type McpRevision = 'current' | 'previous';

export interface McpServerOptions {
  readonly revision: McpRevision;
  /** The one origin whose pages may read its answers; none when undefined. */
  readonly allowOrigin?: string;
  /** Answers every request with 401 and a sign-in challenge. */
  readonly signIn?: boolean;
}

export interface McpRequest {
  readonly method: string;
  /** The JSON-RPC methods the body carried (one, or several in a batch). */
  readonly rpc: readonly string[];
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface TestMcpServer {
  /** http://127.0.0.1:PORT/mcp */
  readonly url: string;
  readonly requests: McpRequest[];
  close(): Promise<void>;
}

interface ToolDefinition {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly annotations?: { readonly readOnlyHint?: boolean; readonly destructiveHint?: boolean };
}

/** The tools every stand-in offers: one that only looks, one that changes things, one that says nothing. */
export const SHOP_TOOLS: readonly ToolDefinition[] = [
  {
    name: 'lookup_order',
    title: 'Look up an order',
    description: 'Finds an order by its number and tells where it is.',
    annotations: { readOnlyHint: true },
  },
  {
    name: 'refund_order',
    title: 'Refund an order',
    description: 'Pays the money for an order back to the customer.',
    annotations: { readOnlyHint: false, destructiveHint: true },
  },
  { name: 'add_note', description: 'Adds a note to an order.' },
];

const toolConfig = (tool: ToolDefinition) => ({
  ...(tool.title ? { title: tool.title } : {}),
  description: tool.description,
  ...(tool.annotations ? { annotations: { ...tool.annotations } } : {}),
});
const noContent = () => ({ content: [] });

function currentServer(): CurrentServer {
  const server = new CurrentServer({ name: 'shop-orders', version: '2.0.0' });
  for (const tool of SHOP_TOOLS) server.registerTool(tool.name, toolConfig(tool), noContent);
  return server;
}

function previousServer(): PreviousServer {
  const server = new PreviousServer({ name: 'shop-orders', version: '1.0.0' });
  for (const tool of SHOP_TOOLS) server.registerTool(tool.name, toolConfig(tool), noContent);
  return server;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function rpcMethods(body: unknown): string[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.flatMap((message: unknown) =>
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { method?: unknown }).method === 'string'
      ? [(message as { method: string }).method]
      : [],
  );
}

function parsed(raw: Buffer): unknown {
  try {
    return raw.length === 0 ? undefined : (JSON.parse(raw.toString('utf8')) as unknown);
  } catch {
    return undefined;
  }
}

export async function startMcpServer(options: McpServerOptions): Promise<TestMcpServer> {
  const requests: McpRequest[] = [];
  const current = options.revision === 'current' ? createMcpHandler(currentServer) : undefined;
  const cors = (): Record<string, string> =>
    options.allowOrigin === undefined
      ? {}
      : {
          'access-control-allow-origin': options.allowOrigin,
          'access-control-expose-headers': 'mcp-session-id, mcp-protocol-version, www-authenticate',
          vary: 'Origin',
        };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(cors())) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': '0',
        })
        .end();
      return;
    }
    const raw = await readBody(request);
    const body = parsed(raw);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
    );
    requests.push({ method: request.method ?? 'GET', rpc: rpcMethods(body), headers });
    if (options.signIn) {
      response
        .writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="http://${request.headers.host}/.well-known/oauth-protected-resource"`,
          'content-type': 'application/json',
        })
        .end(JSON.stringify({ error: 'invalid_token', error_description: 'Sign in first.' }));
      return;
    }
    if (current) {
      const answer = await current.fetch(
        new Request(`http://${request.headers.host}${request.url}`, {
          method: request.method,
          headers: headers,
          ...(raw.length > 0 ? { body: new Uint8Array(raw) } : {}),
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const server = previousServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    response.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(request, response, body);
  };

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    requests,
    close: async () => {
      await current?.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
