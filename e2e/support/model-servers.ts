/**
 * Stand-ins for the model services "Try it" talks to, on 127.0.0.1, for the end-to-end tests.
 *
 * One plain Node HTTP server answers in three providers' documented wire formats:
 * - OpenAI Chat Completions: `POST /v1/chat/completions` (server-sent `chat.completion.chunk`
 *   deltas ending in `data: [DONE]` when `stream` is true, else one `chat.completion`) and
 *   `GET /v1/models`;
 * - Anthropic Messages: `POST /v1/messages` (named events `message_start` … `message_stop` when
 *   `stream` is true, else one `message`) and `GET /v1/models` sent with an `anthropic-version`;
 * - Gemini: `POST /v1beta/models/{model}:streamGenerateContent` (`?alt=sse` for server-sent
 *   events, otherwise a JSON array written piece by piece), `:generateContent` and
 *   `GET /v1beta/models`.
 *
 * What each request gets is decided by the test (`reply`): a text, a tool call, an HTTP error in
 * the provider's own error shape, or a text cut off mid-stream. Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface RecordedRequest {
  readonly provider: 'openai' | 'anthropic' | 'gemini';
  readonly method: string;
  /** The path with its query, as sent. */
  readonly path: string;
  /** Header names lower-cased; a repeated header's values joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /** The body parsed as JSON; the raw text when it is not JSON; undefined when empty. */
  readonly body: unknown;
  /** The body's length in bytes. */
  readonly bytes: number;
  /** When the whole request had arrived: performance.now() in the server's process, ms. */
  readonly at: number;
}

export type ScriptedReply =
  /** Streamed in a few chunks split on word boundaries, a few milliseconds apart. */
  | { readonly text: string }
  /** A call of one tool, after an optional text. */
  | {
      readonly toolCall: { readonly name: string; readonly input: Record<string, unknown> };
      readonly text?: string;
    }
  /** An HTTP error in the provider's documented error shape (401 bad key, 429 rate limit, 500…). */
  | { readonly status: number; readonly error?: string }
  /** Starts streaming this text, then drops the connection without the finishing events. */
  | { readonly cutOff: string };

export interface ModelServer {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** Every request but CORS preflights, in order of arrival. */
  readonly requests: RecordedRequest[];
  /** Decides each reply; by default `{ text: 'Hello from the stand-in.' }`. */
  reply(script: (request: RecordedRequest, index: number) => ScriptedReply): void;
  /** When false, answers without CORS headers (a service that does not accept requests from a web page). Default true. */
  allowWebPages(allowed: boolean): void;
  /** When the first body byte of each streamed reply was written: performance.now() in the server's process, ms. */
  readonly firstBytes: number[];
  close(): Promise<void>;
}

type Provider = RecordedRequest['provider'];

interface ToolCall {
  readonly name: string;
  readonly input: Record<string, unknown>;
}

/** What the model "says": text, maybe a tool call; `complete` false when the reply is cut off. */
interface Answer {
  readonly text: string;
  readonly toolCall?: ToolCall;
  readonly complete: boolean;
}

/** The facts of one exchange that the wire formats need. */
interface Exchange {
  readonly request: RecordedRequest;
  /** A number unique in this server, for ids. */
  readonly serial: number;
  readonly model: string;
  readonly inputTokens: number;
  /** Whether a stream is server-sent events (Gemini without alt=sse streams a JSON array). */
  readonly sse: boolean;
}

/** How one provider writes replies and errors. */
interface Dialect {
  /** The frames of a streamed reply, each ready to write (server-sent events or JSON pieces). */
  stream(answer: Answer, exchange: Exchange): string[];
  /** The reply as one JSON document. */
  whole(answer: Answer, exchange: Exchange): unknown;
  /** The error body the provider documents for this status. */
  error(status: number, message: string): unknown;
  /** Extra response headers the provider sends (request ids and the like). */
  headers(exchange: Exchange): Record<string, string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const DEFAULT_REPLY: ScriptedReply = { text: 'Hello from the stand-in.' };
/** Pause between two streamed frames. */
const FRAME_GAP_MS = 4;
/** Request headers a preflight always allows, besides whatever the page asks for. */
const KNOWN_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'x-api-key',
  'anthropic-version',
  'anthropic-beta',
  'anthropic-dangerous-direct-browser-access',
  'x-goog-api-key',
  'openai-organization',
  'openai-project',
];

/* ---------------------------------------------------------------------------------------------
 * Splitting text the way a model streams it
 * ------------------------------------------------------------------------------------------- */

/** Splits `text` into 3 to 5 pieces at word boundaries (fewer when it has fewer words). */
export function wordChunks(text: string): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  if (words.length === 0) return [];
  const wanted = Math.min(words.length, words.length <= 8 ? 3 : words.length <= 24 ? 4 : 5);
  const chunks: string[] = [];
  for (let i = 0; i < wanted; i++) {
    const from = Math.round((i * words.length) / wanted);
    const to = Math.round(((i + 1) * words.length) / wanted);
    chunks.push(words.slice(from, to).join(''));
  }
  return chunks;
}

/** Splits a serialized JSON value into a few pieces at arbitrary places, as tool arguments stream. */
function jsonFragments(json: string): string[] {
  const pieces = Math.min(3, json.length);
  const fragments: string[] = [];
  for (let i = 0; i < pieces; i++) {
    fragments.push(
      json.slice(Math.round((i * json.length) / pieces), Math.round(((i + 1) * json.length) / pieces)),
    );
  }
  return fragments;
}

/** A rough token count: about four characters a token. */
function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

function outputTokens(answer: Answer): number {
  return tokens(answer.text) + (answer.toolCall ? tokens(JSON.stringify(answer.toolCall.input)) : 0);
}

function usageCounts(answer: Answer, exchange: Exchange) {
  const output = outputTokens(answer);
  return { input: exchange.inputTokens, output, total: exchange.inputTokens + output };
}

/* ---------------------------------------------------------------------------------------------
 * OpenAI Chat Completions
 * ------------------------------------------------------------------------------------------- */

function openAiData(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

const openAi: Dialect = {
  stream(answer, exchange) {
    const body = exchange.request.body as { stream_options?: { include_usage?: boolean } } | undefined;
    const withUsage = body?.stream_options?.include_usage === true;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      openAiData({
        id: `chatcmpl-standin${exchange.serial}`,
        object: 'chat.completion.chunk',
        created,
        model: exchange.model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        ...(withUsage ? { usage: null } : {}),
      });
    const frames = [chunk({ role: 'assistant', content: '', refusal: null })];
    for (const piece of wordChunks(answer.text)) frames.push(chunk({ content: piece }));
    const call = answer.toolCall;
    if (call) {
      frames.push(
        chunk({
          tool_calls: [
            {
              index: 0,
              id: `call_standin${exchange.serial}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        }),
      );
      for (const fragment of jsonFragments(JSON.stringify(call.input))) {
        frames.push(chunk({ tool_calls: [{ index: 0, function: { arguments: fragment } }] }));
      }
    }
    if (!answer.complete) return frames;
    frames.push(chunk({}, call ? 'tool_calls' : 'stop'));
    if (withUsage) {
      frames.push(
        openAiData({
          id: `chatcmpl-standin${exchange.serial}`,
          object: 'chat.completion.chunk',
          created,
          model: exchange.model,
          choices: [],
          usage: openAiUsage(answer, exchange),
        }),
      );
    }
    frames.push('data: [DONE]\n\n');
    return frames;
  },
  whole(answer, exchange) {
    const call = answer.toolCall;
    return {
      id: `chatcmpl-standin${exchange.serial}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: exchange.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: answer.text === '' && call ? null : answer.text,
            refusal: null,
            ...(call
              ? {
                  tool_calls: [
                    {
                      id: `call_standin${exchange.serial}`,
                      type: 'function',
                      function: { name: call.name, arguments: JSON.stringify(call.input) },
                    },
                  ],
                }
              : {}),
          },
          logprobs: null,
          finish_reason: call ? 'tool_calls' : 'stop',
        },
      ],
      usage: openAiUsage(answer, exchange),
    };
  },
  error(status, message) {
    const [type, code] =
      status === 401
        ? ['invalid_request_error', 'invalid_api_key']
        : status === 429
          ? ['requests', 'rate_limit_exceeded']
          : status === 404
            ? ['invalid_request_error', 'model_not_found']
            : status >= 500
              ? ['server_error', null]
              : ['invalid_request_error', null];
    return { error: { message, type, param: null, code } };
  },
  headers(exchange) {
    return { 'x-request-id': `req_standin${exchange.serial}`, 'openai-processing-ms': '1' };
  },
};

function openAiUsage(answer: Answer, exchange: Exchange) {
  const { input, output, total } = usageCounts(answer, exchange);
  return { prompt_tokens: input, completion_tokens: output, total_tokens: total };
}

/* ---------------------------------------------------------------------------------------------
 * Anthropic Messages
 * ------------------------------------------------------------------------------------------- */

/** One named server-sent event; its data repeats the name as `type`. */
function anthropicEvent(type: string, fields: Record<string, unknown> = {}): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...fields })}\n\n`;
}

const anthropic: Dialect = {
  stream(answer, exchange) {
    const frames = [
      anthropicEvent('message_start', {
        message: {
          id: `msg_standin${exchange.serial}`,
          type: 'message',
          role: 'assistant',
          model: exchange.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: exchange.inputTokens, output_tokens: 1 },
        },
      }),
    ];
    let index = 0;
    const pieces = wordChunks(answer.text);
    if (pieces.length > 0) {
      frames.push(
        anthropicEvent('content_block_start', { index, content_block: { type: 'text', text: '' } }),
        anthropicEvent('ping'),
        ...pieces.map((text) =>
          anthropicEvent('content_block_delta', { index, delta: { type: 'text_delta', text } }),
        ),
      );
      if (!answer.complete) return frames;
      frames.push(anthropicEvent('content_block_stop', { index }));
      index++;
    }
    const call = answer.toolCall;
    if (call) {
      const id = `toolu_standin${exchange.serial}`;
      frames.push(
        anthropicEvent('content_block_start', {
          index,
          content_block: { type: 'tool_use', id, name: call.name, input: {} },
        }),
        ...jsonFragments(JSON.stringify(call.input)).map((partial_json) =>
          anthropicEvent('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } }),
        ),
        anthropicEvent('content_block_stop', { index }),
      );
    }
    if (!answer.complete) return frames;
    frames.push(
      anthropicEvent('message_delta', {
        delta: { stop_reason: call ? 'tool_use' : 'end_turn', stop_sequence: null },
        usage: { output_tokens: outputTokens(answer) },
      }),
      anthropicEvent('message_stop'),
    );
    return frames;
  },
  whole(answer, exchange) {
    const call = answer.toolCall;
    return {
      id: `msg_standin${exchange.serial}`,
      type: 'message',
      role: 'assistant',
      model: exchange.model,
      content: [
        ...(answer.text === '' ? [] : [{ type: 'text', text: answer.text }]),
        ...(call
          ? [{ type: 'tool_use', id: `toolu_standin${exchange.serial}`, name: call.name, input: call.input }]
          : []),
      ],
      stop_reason: call ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: exchange.inputTokens, output_tokens: outputTokens(answer) },
    };
  },
  error(status, message) {
    const type =
      (
        {
          400: 'invalid_request_error',
          401: 'authentication_error',
          403: 'permission_error',
          404: 'not_found_error',
          413: 'request_too_large',
          429: 'rate_limit_error',
          529: 'overloaded_error',
        } as Record<number, string>
      )[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
    return { type: 'error', error: { type, message } };
  },
  headers(exchange) {
    return { 'request-id': `req_standin${exchange.serial}` };
  },
};

/* ---------------------------------------------------------------------------------------------
 * Gemini
 * ------------------------------------------------------------------------------------------- */

function geminiUsage(answer: Answer, exchange: Exchange) {
  const { input, output, total } = usageCounts(answer, exchange);
  return { promptTokenCount: input, candidatesTokenCount: output, totalTokenCount: total };
}

/** One GenerateContentResponse; `last` adds the finish reason and usage. */
function geminiResponse(parts: unknown[], answer: Answer, exchange: Exchange, last: boolean) {
  return {
    candidates: [
      {
        content: { parts, role: 'model' },
        ...(last ? { finishReason: 'STOP' } : {}),
        index: 0,
      },
    ],
    ...(last ? { usageMetadata: geminiUsage(answer, exchange) } : {}),
    modelVersion: exchange.model,
    responseId: `standin${exchange.serial}`,
  };
}

/** The GenerateContentResponses of a streamed reply, in order. */
function geminiResponses(answer: Answer, exchange: Exchange): unknown[] {
  const parts: unknown[][] = wordChunks(answer.text).map((text) => [{ text }]);
  if (answer.toolCall)
    parts.push([{ functionCall: { name: answer.toolCall.name, args: answer.toolCall.input } }]);
  if (parts.length === 0) parts.push([{ text: '' }]);
  return parts.map((part, i) =>
    geminiResponse(part, answer, exchange, answer.complete && i === parts.length - 1),
  );
}

function geminiStatus(status: number): string {
  return (
    (
      {
        400: 'INVALID_ARGUMENT',
        401: 'UNAUTHENTICATED',
        403: 'PERMISSION_DENIED',
        404: 'NOT_FOUND',
        429: 'RESOURCE_EXHAUSTED',
        500: 'INTERNAL',
        503: 'UNAVAILABLE',
        504: 'DEADLINE_EXCEEDED',
      } as Record<number, string>
    )[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION')
  );
}

const gemini: Dialect = {
  stream(answer, exchange) {
    if (exchange.sse) {
      // The service ends each event with CRLF CRLF.
      return geminiResponses(answer, exchange).map((response) => `data: ${JSON.stringify(response)}\r\n\r\n`);
    }
    // Without alt=sse the stream is one JSON array, written an element at a time.
    const elements = geminiResponses(answer, exchange).map(
      (response, i) => `${i === 0 ? '[' : ',\r\n'}${JSON.stringify(response)}`,
    );
    return answer.complete ? [...elements, ']'] : elements;
  },
  whole(answer, exchange) {
    const parts: unknown[] = answer.text === '' ? [] : [{ text: answer.text }];
    if (answer.toolCall)
      parts.push({ functionCall: { name: answer.toolCall.name, args: answer.toolCall.input } });
    return geminiResponse(parts, answer, exchange, true);
  },
  error(status, message) {
    return { error: { code: status, message, status: geminiStatus(status) } };
  },
  headers() {
    return {};
  },
};

const dialects: Record<Provider, Dialect> = { openai: openAi, anthropic, gemini };

/* ---------------------------------------------------------------------------------------------
 * Routing
 * ------------------------------------------------------------------------------------------- */

type Route =
  /**
   * A request for a reply. `streamed` is known from the path for Gemini and from the body's
   * `stream` for the others; `sse` says whether a stream is server-sent events.
   */
  | {
      readonly kind: 'generate';
      readonly provider: Provider;
      readonly model?: string;
      readonly streamed?: boolean;
      readonly sse: boolean;
    }
  | { readonly kind: 'models'; readonly provider: Provider }
  | { readonly kind: 'unknown'; readonly provider: Provider };

function route(method: string, path: string, headers: Record<string, string>): Route {
  const url = new URL(path, 'http://stand-in');
  const gemini = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/.exec(url.pathname);
  if (method === 'POST' && gemini) {
    return {
      kind: 'generate',
      provider: 'gemini',
      model: decodeURIComponent(gemini[1] ?? ''),
      streamed: gemini[2] === 'streamGenerateContent',
      sse: url.searchParams.get('alt') === 'sse',
    };
  }
  if (url.pathname.startsWith('/v1beta/')) {
    return {
      kind: method === 'GET' && url.pathname === '/v1beta/models' ? 'models' : 'unknown',
      provider: 'gemini',
    };
  }
  if (method === 'POST' && url.pathname === '/v1/chat/completions') {
    return { kind: 'generate', provider: 'openai', sse: true };
  }
  if (method === 'POST' && url.pathname === '/v1/messages') {
    return { kind: 'generate', provider: 'anthropic', sse: true };
  }
  const provider = headers['anthropic-version'] !== undefined ? 'anthropic' : 'openai';
  return { kind: method === 'GET' && url.pathname === '/v1/models' ? 'models' : 'unknown', provider };
}

function modelList(provider: Provider): unknown {
  switch (provider) {
    case 'openai':
      return {
        object: 'list',
        data: [{ id: 'stand-in-model', object: 'model', created: 1700000000, owned_by: 'stand-in' }],
      };
    case 'anthropic':
      return {
        data: [
          {
            type: 'model',
            id: 'stand-in-model',
            display_name: 'Stand-in model',
            created_at: '2025-01-01T00:00:00Z',
          },
        ],
        has_more: false,
        first_id: 'stand-in-model',
        last_id: 'stand-in-model',
      };
    case 'gemini':
      return {
        models: [
          {
            name: 'models/stand-in-model',
            displayName: 'Stand-in model',
            supportedGenerationMethods: ['generateContent', 'streamGenerateContent'],
          },
        ],
      };
  }
}

/* ---------------------------------------------------------------------------------------------
 * The server
 * ------------------------------------------------------------------------------------------- */

function lowerCaseHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isGone(response: ServerResponse): boolean {
  return response.destroyed || response.writableEnded;
}

/** Drops the connection once what was written has gone out, so that the reply ends mid-body. */
function cutConnection(response: ServerResponse): void {
  const socket = response.socket;
  if (!socket) return;
  socket.end(() => socket.destroy());
}

export async function startModelServer(): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const firstBytes: number[] = [];
  let script: (request: RecordedRequest, index: number) => ScriptedReply = () => DEFAULT_REPLY;
  let webPagesAllowed = true;
  let serial = 0;

  function corsHeaders(request: IncomingMessage): Record<string, string> {
    if (!webPagesAllowed) return {};
    return {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-expose-headers': '*',
      vary: 'Origin',
    };
  }

  function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
    if (!webPagesAllowed) {
      response.writeHead(204).end();
      return;
    }
    const asked = (request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    response
      .writeHead(204, {
        ...corsHeaders(request),
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': [...new Set([...KNOWN_REQUEST_HEADERS, ...asked])].join(', '),
        'access-control-allow-private-network': 'true',
        // No caching, so that allowWebPages(false) takes effect at the next request.
        'access-control-max-age': '0',
      })
      .end();
  }

  function sendJson(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    json: string,
    headers: Record<string, string>,
  ): void {
    response.writeHead(status, { ...corsHeaders(request), ...headers, 'content-type': JSON_TYPE }).end(json);
  }

  /** Writes `frames` a few milliseconds apart; when not `complete`, drops the connection after them. */
  async function sendFrames(
    request: IncomingMessage,
    response: ServerResponse,
    frames: readonly string[],
    complete: boolean,
    headers: Record<string, string>,
  ): Promise<void> {
    response.writeHead(200, { ...corsHeaders(request), 'cache-control': 'no-cache', ...headers });
    for (const [i, frame] of frames.entries()) {
      if (i > 0) await pause(FRAME_GAP_MS);
      if (isGone(response)) return;
      if (i === 0) firstBytes.push(performance.now());
      response.write(frame);
    }
    if (isGone(response)) return;
    if (complete) {
      response.end();
    } else {
      await pause(FRAME_GAP_MS);
      cutConnection(response);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      answerPreflight(request, response);
      return;
    }
    const raw = await readBody(request);
    const text = raw.toString('utf8');
    const path = request.url ?? '/';
    const headers = lowerCaseHeaders(request);
    const target = route(method, path, headers);
    const recorded: RecordedRequest = {
      provider: target.provider,
      method,
      path,
      headers,
      body: parseBody(text),
      bytes: raw.length,
      at: performance.now(),
    };
    const index = requests.push(recorded) - 1;
    const dialect = dialects[target.provider];
    const body = recorded.body as { model?: unknown; stream?: unknown } | undefined;
    const exchange: Exchange = {
      request: recorded,
      serial: ++serial,
      model:
        (target.kind === 'generate' ? target.model : undefined) ??
        (typeof body?.model === 'string' ? body.model : 'stand-in-model'),
      inputTokens: tokens(text),
      sse: target.kind === 'generate' && target.sse,
    };
    const providerHeaders = dialect.headers(exchange);
    if (target.kind === 'unknown') {
      const message = `No route for ${method} ${new URL(path, 'http://stand-in').pathname}.`;
      sendJson(request, response, 404, JSON.stringify(dialect.error(404, message)), providerHeaders);
      return;
    }

    let reply: ScriptedReply;
    try {
      reply = script(recorded, index);
    } catch (error) {
      reply = { status: 500, error: `The test's reply script failed: ${String(error)}` };
    }
    if ('status' in reply) {
      const message = reply.error ?? defaultErrorMessage(reply.status);
      // Anthropic documents a retry-after header on its rate-limit errors.
      const extra: Record<string, string> =
        reply.status === 429 && target.provider === 'anthropic' ? { 'retry-after': '1' } : {};
      const error = JSON.stringify(dialect.error(reply.status, message));
      sendJson(request, response, reply.status, error, { ...providerHeaders, ...extra });
      return;
    }
    if (target.kind === 'models') {
      sendJson(request, response, 200, JSON.stringify(modelList(target.provider)), providerHeaders);
      return;
    }

    const answer: Answer =
      'cutOff' in reply
        ? { text: reply.cutOff, complete: false }
        : 'toolCall' in reply
          ? { text: reply.text ?? '', toolCall: reply.toolCall, complete: true }
          : { text: reply.text, complete: true };
    if (target.streamed ?? body?.stream === true) {
      const frames = dialect.stream(answer, exchange);
      const type = exchange.sse ? 'text/event-stream; charset=utf-8' : JSON_TYPE;
      await sendFrames(request, response, frames, answer.complete, {
        ...providerHeaders,
        'content-type': type,
      });
      return;
    }
    const json = JSON.stringify(dialect.whole(answer, exchange));
    if (answer.complete) {
      sendJson(request, response, 200, json, providerHeaders);
      return;
    }
    // A whole reply cut off: half the document, then the connection drops.
    await sendFrames(request, response, [json.slice(0, Math.floor(json.length / 2))], false, {
      ...providerHeaders,
      'content-type': JSON_TYPE,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      } else {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    firstBytes,
    reply(next) {
      script = next;
    },
    allowWebPages(allowed) {
      webPagesAllowed = allowed;
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function defaultErrorMessage(status: number): string {
  if (status === 401) return 'Invalid API key provided.';
  if (status === 429) return 'Rate limit reached. Please try again later.';
  if (status >= 500) return 'The server had an error while processing your request.';
  return `Request failed with status ${status}.`;
}
