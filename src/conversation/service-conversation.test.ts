/**
 * The conversation as Bailey would hold it, against a stand-in that speaks each provider's wire
 * format (e2e/support/model-servers.ts): what the first request carries, a skill's body only once
 * asked for, a write tool rehearsed (never run) with the allow question first, and each failure
 * in one sentence that never holds the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer, type RecordedRequest } from '../../e2e/support/model-servers';
import { assistantBrief } from './brief';
import { systemText } from './bailey-context';
import { describeFailure } from './failures';
import { serviceConversation } from './service-conversation';
import {
  recordingFetch,
  serviceModel,
  type SentRequest,
  type ServiceChoice,
  type ServiceKind,
} from './services';
import { shopWithOrders } from '../../e2e/support/shop-with-orders';
import type { ToolCallRequest, TurnEvents } from './turn';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const KEY = 'sk-test-0123456789abcdefghij';
const brief = assistantBrief(shopWithOrders());
const returns = brief.skills.find((skill) => skill.name === 'returns')!;
const cancel = brief.tools.find((tool) => tool.name === 'cancel_order')!;

function choice(kind: ServiceKind): ServiceChoice {
  const base = { openai: '/v1', anthropic: '/v1', gemini: '/v1beta', openrouter: '/v1', compatible: '/v1' }[
    kind
  ];
  return { kind, model: 'stand-in', address: `${server.url}${base}`, key: KEY };
}

/** Events that record what the turn reported and allow every call with a fixed result. */
function recorder() {
  const seen = { text: '', skills: [] as string[], calls: [] as ToolCallRequest[] };
  const events: TurnEvents = {
    text: (delta) => (seen.text += delta),
    skillRead: (skill) => seen.skills.push(skill.name),
    rehearse: async (call) => {
      seen.calls.push(call);
      return { allowed: true, result: 'Order 1042 is cancelled.' };
    },
  };
  return { seen, events };
}

const bodyText = (request: RecordedRequest) => JSON.stringify(request.body);

// The compatible address is the stand-in's OpenAI endpoint; OpenRouter's is fixed, so not here.
describe.each(['openai', 'anthropic', 'gemini', 'compatible'] as const)('a turn with %s', (kind) => {
  it('reads the instructions, the voice and the skills’ names first, a body only when asked, and rehearses a change', async () => {
    const first = server.requests.length;
    server.reply((_request, index) =>
      index === first
        ? { toolCall: { name: 'load_skill', input: { name: 'returns' } } }
        : index === first + 1
          ? {
              text: 'I will cancel order 1042 for you.',
              toolCall: { name: cancel.callName, input: { order: '1042' } },
            }
          : { text: 'Done: order 1042 is cancelled.' },
    );
    const sent: SentRequest[] = [];
    const model = serviceModel(
      choice(kind),
      recordingFetch((request) => sent.push(request)),
    );
    const { seen, events } = recorder();
    const end = await serviceConversation(model).send(
      'Please cancel order 1042 and tell me how returns work.',
      { system: systemText(brief, []), brief },
      events,
      new AbortController().signal,
    );
    const requests = server.requests.slice(first);
    expect(end).toBe('finished');
    expect(requests).toHaveLength(3);
    expect(sent).toHaveLength(3);
    const opening = bodyText(requests[0]!);
    expect(opening).toContain(JSON.stringify(brief.instructions).slice(1, 60));
    expect(opening).toContain(JSON.stringify(brief.voice).slice(1, 40));
    for (const skill of brief.skills) expect(opening).toContain(skill.name);
    expect(opening).not.toContain(JSON.stringify(returns.body).slice(1, 60));
    expect(bodyText(requests[1]!)).toContain(JSON.stringify(returns.body).slice(1, 60));
    expect(seen.skills).toEqual(['returns']);
    expect(seen.calls.map((call) => [call.tool.name, call.tool.asksFirst, call.announced])).toEqual([
      ['cancel_order', true, true],
    ]);
    expect(seen.text).toContain('Done: order 1042 is cancelled.');
    // The key travels in a header, never in what is sent as the conversation.
    for (const request of requests) expect(bodyText(request)).not.toContain(KEY);
  });

  it('says a refused key, a rate limit and a cut-off reply in one sentence without the key', async () => {
    for (const [reply, words] of [
      [{ status: 401 }, 'refused the key'],
      [{ status: 429 }, 'too many requests'],
      [{ cutOff: 'Let me look that' }, 'cut off'],
    ] as const) {
      server.reply(() => reply);
      const model = serviceModel(choice(kind), fetch);
      let sentence: string;
      try {
        const end = await serviceConversation(model).send(
          'Hello',
          { system: systemText(brief, []), brief },
          recorder().events,
          new AbortController().signal,
        );
        sentence = end === 'cut-off' ? 'cut off' : 'finished';
      } catch (error) {
        sentence = describeFailure(error, choice(kind));
      }
      expect(sentence).toContain(words);
      expect(sentence).not.toContain(KEY);
    }
  });
});

describe('a service that does not answer', () => {
  it('names the local model server settings when nothing answers on this computer', async () => {
    const closed = { ...choice('compatible'), address: 'http://127.0.0.1:9/v1' };
    let sentence = '';
    try {
      await serviceConversation(serviceModel(closed, fetch)).send(
        'Hello',
        { system: '', brief },
        recorder().events,
        new AbortController().signal,
      );
    } catch (error) {
      sentence = describeFailure(error, closed);
    }
    expect(sentence).toContain('Nothing answered at http://127.0.0.1:9/v1');
    expect(sentence).toContain('OLLAMA_ORIGINS');
  });
});
