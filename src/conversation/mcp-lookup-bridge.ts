/**
 * What the Tools view and the lookup's own document (lookup.html, in a frame of the same origin)
 * say to each other. The view asks once for the tools of one address; the document tells of each
 * request as it sends it (for the "Sent" list) and then of the outcome. Every message read is
 * checked for its shape first; the answer itself is read by the paste (model/mcp-paste) like any
 * pasted list of tools.
 */
import type { LookupFailure, LookupOutcome } from './mcp-lookup';
import type { SentRequest } from './recording-fetch';

export type ToLookup = { readonly type: 'look-up'; readonly address: string };

export type FromLookup =
  | { readonly type: 'ready' }
  | { readonly type: 'sent'; readonly request: SentRequest }
  | { readonly type: 'looked-up'; readonly outcome: LookupOutcome };

const FAILURES: readonly LookupFailure[] = ['unreachable', 'sign-in', 'not-a-server', 'timeout'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` as a message to the lookup's document, or `undefined`. */
export function readToLookup(data: unknown): ToLookup | undefined {
  return isRecord(data) && data.type === 'look-up' && typeof data.address === 'string'
    ? { type: 'look-up', address: data.address }
    : undefined;
}

function readOutcome(value: unknown): LookupOutcome | undefined {
  if (!isRecord(value)) return undefined;
  if (value.ok === true && isRecord(value.answer) && Array.isArray(value.answer.tools))
    return { ok: true, answer: { tools: value.answer.tools } };
  const failure = FAILURES.find((known) => known === value.failure);
  if (value.ok !== false || failure === undefined) return undefined;
  return typeof value.status === 'number'
    ? { ok: false, failure, status: value.status }
    : { ok: false, failure };
}

/** `data` as a message from the lookup's document, or `undefined`. */
export function readFromLookup(data: unknown): FromLookup | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'ready') return { type: 'ready' };
  if (data.type === 'sent') {
    const request = data.request;
    return isRecord(request) &&
      typeof request.host === 'string' &&
      typeof request.at === 'number' &&
      typeof request.bytes === 'number'
      ? { type: 'sent', request: { host: request.host, at: request.at, bytes: request.bytes } }
      : undefined;
  }
  if (data.type === 'looked-up') {
    const outcome = readOutcome(data.outcome);
    return outcome && { type: 'looked-up', outcome };
  }
  return undefined;
}
