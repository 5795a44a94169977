/**
 * Proves the stand-in model services speak their providers' wire formats: the AI SDK's own
 * providers, run in Node, read what they send as they would read the real services.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APICallError, generateText, jsonSchema, streamText, tool, type LanguageModel } from 'ai';
import { createOpenAI } from '@ai-sdk/openai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { startModelServer, type ModelServer, type RecordedRequest } from './model-servers.ts';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.reply(() => ({ text: 'Hello from the stand-in.' }));
  server.allowWebPages(true);
});

const tools = {
  book_appointment: tool({
    description: 'Books an appointment.',
    inputSchema: jsonSchema<{ day: string; hour: number }>({
      type: 'object',
      properties: { day: { type: 'string' }, hour: { type: 'number' } },
      required: ['day', 'hour'],
      additionalProperties: false,
    }),
  }),
};

const system = 'You are the front desk of a dental practice.';
const question = 'Can I come in on Tuesday at ten?';

interface Case {
  readonly name: string;
  readonly model: () => LanguageModel;
  readonly provider: RecordedRequest['provider'];
  /** Where this provider's request carries the system text, the question and the tool's name. */
  readonly sent: (body: never) => { system: unknown; question: unknown; toolName: unknown };
  /** The header that carries the key 'k'. */
  readonly key?: readonly [string, string];
}

/** Where an OpenAI Chat Completions request carries them. */
function sentToOpenAi(body: {
  messages: { role: string; content: unknown }[];
  tools: { function: { name: string } }[];
}) {
  return {
    system: body.messages.find((message) => message.role === 'system')?.content,
    question: body.messages.find((message) => message.role === 'user')?.content,
    toolName: body.tools[0]?.function.name,
  };
}

const cases: Case[] = [
  {
    name: 'OpenAI',
    model: () => createOpenAI({ baseURL: `${server.url}/v1`, apiKey: 'k' }).chat('m'),
    provider: 'openai',
    sent: sentToOpenAi,
    key: ['authorization', 'Bearer k'],
  },
  {
    name: 'Anthropic',
    model: () => createAnthropic({ baseURL: `${server.url}/v1`, apiKey: 'k' })('m'),
    provider: 'anthropic',
    sent: (body: {
      system: { text: string }[];
      messages: { role: string; content: { text: string }[] }[];
      tools: { name: string }[];
    }) => ({
      system: body.system[0]?.text,
      question: body.messages[0]?.content[0]?.text,
      toolName: body.tools[0]?.name,
    }),
    key: ['x-api-key', 'k'],
  },
  {
    name: 'Gemini',
    model: () => createGoogleGenerativeAI({ baseURL: `${server.url}/v1beta`, apiKey: 'k' })('m'),
    provider: 'gemini',
    sent: (body: {
      systemInstruction: { parts: { text: string }[] };
      contents: { parts: { text: string }[] }[];
      tools: { functionDeclarations: { name: string }[] }[];
    }) => ({
      system: body.systemInstruction.parts[0]?.text,
      question: body.contents[0]?.parts[0]?.text,
      toolName: body.tools[0]?.functionDeclarations[0]?.name,
    }),
    key: ['x-goog-api-key', 'k'],
  },
  {
    name: 'OpenAI-compatible',
    model: () => createOpenAICompatible({ name: 'local', baseURL: `${server.url}/v1` })('m'),
    provider: 'openai',
    sent: sentToOpenAi,
  },
];

/** Streams one reply and sorts what the SDK reports. */
async function stream(model: LanguageModel) {
  const result = streamText({
    model,
    system,
    messages: [{ role: 'user', content: question }],
    tools,
    maxOutputTokens: 200,
    maxRetries: 0,
    onError: () => {},
  });
  const deltas: string[] = [];
  const calls: { toolName: string; input: unknown }[] = [];
  const errors: unknown[] = [];
  const thrown: unknown[] = [];
  let finishReason: string | undefined;
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') deltas.push(part.text);
      else if (part.type === 'tool-call') calls.push({ toolName: part.toolName, input: part.input });
      else if (part.type === 'error') errors.push(part.error);
      else if (part.type === 'finish') finishReason = part.finishReason;
    }
  } catch (error) {
    // A body that breaks off is thrown from the stream rather than reported as an error part.
    thrown.push(error);
  }
  return { deltas, text: deltas.join(''), calls, errors, thrown, finishReason };
}

describe.each(cases)('$name stand-in', ({ model, provider, sent, key }) => {
  it('streams a text in more than one delta', async () => {
    const text = 'Yes, Tuesday at ten works well for us.';
    server.reply(() => ({ text }));
    const got = await stream(model());
    expect(got.errors).toEqual([]);
    expect(got.text).toBe(text);
    expect(got.deltas.length).toBeGreaterThan(1);
    expect(got.finishReason).toBe('stop');
    expect(server.firstBytes.length).toBeGreaterThan(0);
  });

  it('streams a tool call with its parsed input, after a text', async () => {
    const input = { day: 'Tuesday', hour: 10 };
    server.reply(() => ({
      text: 'Let me book that for you.',
      toolCall: { name: 'book_appointment', input },
    }));
    const got = await stream(model());
    expect(got.errors).toEqual([]);
    expect(got.text).toBe('Let me book that for you.');
    expect(got.calls).toEqual([{ toolName: 'book_appointment', input }]);
    expect(got.finishReason).toBe('tool-calls');
  });

  it.each([
    [401, 'Invalid API key provided.'],
    [429, 'Rate limit reached. Please try again later.'],
    [500, 'The server had an error while processing your request.'],
  ])('answers %i as an APICallError with that status', async (status, message) => {
    server.reply(() => ({ status }));
    const got = await stream(model());
    expect(got.errors).toHaveLength(1);
    const error = got.errors[0];
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(status);
    expect((error as APICallError).message).toContain(message);
  });

  it('cuts a reply off mid-stream: part of the text, then an error', async () => {
    server.reply(() => ({ cutOff: 'We are open on Tuesdays from nine until five.' }));
    const got = await stream(model());
    expect(got.deltas.length).toBeGreaterThan(0);
    expect('We are open on Tuesdays from nine until five.'.startsWith(got.text)).toBe(true);
    expect(got.errors).toEqual([]);
    expect(got.thrown).toHaveLength(1);
    expect(APICallError.isInstance(got.thrown[0])).toBe(true);
    expect(got.finishReason).toBeUndefined();
  });

  it('records the request: system text, messages, tools and key', async () => {
    await stream(model());
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.provider).toBe(provider);
    expect(request.method).toBe('POST');
    expect(request.bytes).toBe(Buffer.byteLength(JSON.stringify(request.body)));
    expect(sent(request.body as never)).toEqual({ system, question, toolName: 'book_appointment' });
    if (key) expect(request.headers[key[0]]).toBe(key[1]);
    expect(request.headers['content-type']).toContain('application/json');
  });

  it('answers a request that does not stream with the whole reply', async () => {
    const input = { day: 'Wednesday', hour: 9 };
    server.reply((_request, index) =>
      index === 0
        ? { text: 'Good morning.' }
        : { text: 'Booking now.', toolCall: { name: 'book_appointment', input } },
    );
    const plain = await generateText({
      model: model(),
      prompt: question,
      maxOutputTokens: 200,
      maxRetries: 0,
    });
    expect(plain.text).toBe('Good morning.');
    const called = await generateText({
      model: model(),
      prompt: question,
      tools,
      maxOutputTokens: 200,
      maxRetries: 0,
    });
    expect(called.text).toBe('Booking now.');
    expect(called.toolCalls.map((call) => [call.toolName, call.input])).toEqual([
      ['book_appointment', input],
    ]);
    expect(called.finishReason).toBe('tool-calls');
  });
});

describe('the stand-in server', () => {
  it('asks the OpenAI stream for usage and ends it with [DONE]', async () => {
    const response = await fetch(`${server.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'm',
        stream: true,
        stream_options: { include_usage: true },
        messages: [],
      }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await response.text()).split('\n\n').filter((event) => event !== '');
    expect(events.at(-1)).toBe('data: [DONE]');
    const usage = JSON.parse(events.at(-2)!.slice('data: '.length)) as { choices: unknown[]; usage: unknown };
    expect(usage.choices).toEqual([]);
    expect(usage.usage).toMatchObject({
      prompt_tokens: expect.any(Number),
      completion_tokens: expect.any(Number),
    });
  });

  it('streams Gemini as a JSON array without alt=sse', async () => {
    const response = await fetch(`${server.url}/v1beta/models/m:streamGenerateContent`, {
      method: 'POST',
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Hi' }] }] }),
    });
    const responses = JSON.parse(await response.text()) as {
      candidates: { content: { parts: { text: string }[] } }[];
    }[];
    expect(responses.length).toBeGreaterThan(1);
    expect(responses.map((each) => each.candidates[0]?.content.parts[0]?.text).join('')).toBe(
      'Hello from the stand-in.',
    );
  });

  it('lists a model for each provider, and answers a key check with the scripted error', async () => {
    const openAi = (await (await fetch(`${server.url}/v1/models`)).json()) as {
      object: string;
      data: unknown[];
    };
    expect(openAi.object).toBe('list');
    expect(openAi.data).toHaveLength(1);
    const anthropic = await fetch(`${server.url}/v1/models`, {
      headers: { 'anthropic-version': '2023-06-01' },
    });
    expect(((await anthropic.json()) as { data: { type: string }[] }).data[0]?.type).toBe('model');
    const gemini = (await (await fetch(`${server.url}/v1beta/models`)).json()) as { models: unknown[] };
    expect(gemini.models).toHaveLength(1);
    expect(server.requests.map((request) => request.provider)).toEqual(['openai', 'anthropic', 'gemini']);
    server.reply(() => ({ status: 401 }));
    const refused = await fetch(`${server.url}/v1/models`, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
  });

  it('answers a preflight for any headers a page asks for, unless web pages are refused', async () => {
    const preflight = () =>
      fetch(`${server.url}/v1/messages`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:4173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-key,anthropic-version,x-stainless-os',
          'access-control-request-private-network': 'true',
        },
      });
    const allowed = await preflight();
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-stainless-os');
    expect(allowed.headers.get('access-control-allow-headers')).toContain(
      'anthropic-dangerous-direct-browser-access',
    );
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-private-network')).toBe('true');
    expect(server.requests).toEqual([]);

    server.allowWebPages(false);
    const refused = await preflight();
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const post = await fetch(`${server.url}/v1/messages`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4173' },
      body: '{}',
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });
});
