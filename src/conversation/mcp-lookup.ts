/**
 * Asks an online tool service for its tools, as the MCP specification's current revision says
 * (2026-07-28: `server/discover`, then `tools/list`), falling back to the previous revision's
 * `initialize` handshake for a server that predates it; the official client
 * (`@modelcontextprotocol/client`, its version negotiation set to `auto`) does both. Only the
 * lookup's own document (lookup.html) runs this, with every request through the fetch it is
 * given. Nothing is sent but the protocol's own messages: no key and no header of the solution's,
 * and no sign-in is ever attempted.
 */
import {
  Client,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  StreamableHTTPClientTransport,
} from '@modelcontextprotocol/client';

/** How long each step of the lookup may wait for an answer before it is given up. */
export const LOOKUP_TIMEOUT_MS = 20_000;

/** Why the tools could not be looked up. */
export type LookupFailure =
  /** No answer a web page may read: the service's cross-origin rules, or nothing there. */
  | 'unreachable'
  /** The service wants a sign-in (401, or 403). */
  | 'sign-in'
  /** It answered, but not as a tool service does (an HTTP error, or what it sent could not be read). */
  | 'not-a-server'
  /** It took longer than LOOKUP_TIMEOUT_MS. */
  | 'timeout';

export type LookupOutcome =
  | {
      readonly ok: true;
      /** `tools/list`'s answer, all pages of it, as the paste reads one (model/mcp-paste/tools-list.ts). */
      readonly answer: { readonly tools: readonly unknown[] };
    }
  | { readonly ok: false; readonly failure: LookupFailure; readonly status?: number };

/** What went wrong, from what the client threw. */
function failureOf(error: unknown): { failure: LookupFailure; status?: number } {
  if (error instanceof SdkHttpError) {
    const status = error.status;
    return { failure: status === 401 || status === 403 ? 'sign-in' : 'not-a-server', status };
  }
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) return { failure: 'timeout' };
  // fetch refuses with a TypeError whatever the reason, so that a page learns nothing of another
  // site: its cross-origin rules, or nothing listening there.
  const seen = new Set<unknown>();
  for (let cause = error; cause instanceof Error && !seen.has(cause); cause = cause.cause) {
    seen.add(cause);
    if (cause instanceof TypeError) return { failure: 'unreachable' };
  }
  return { failure: 'not-a-server' };
}

/** Looks up the tools of the service at `address`, every request through `fetcher`. */
export async function lookUpTools(address: string, fetcher: typeof fetch): Promise<LookupOutcome> {
  const client = new Client(
    { name: 'solution-builder', version: '1.0.0' },
    { versionNegotiation: { mode: 'auto' } },
  );
  const transport = new StreamableHTTPClientTransport(new URL(address), {
    fetch: fetcher,
    // A redirect elsewhere would send the request somewhere the person did not name.
    redirectPolicy: 'same-origin',
  });
  try {
    await client.connect(transport, { timeout: LOOKUP_TIMEOUT_MS });
    const { tools } = await client.listTools(undefined, { timeout: LOOKUP_TIMEOUT_MS });
    return { ok: true, answer: { tools } };
  } catch (error) {
    return { ok: false, ...failureOf(error) };
  } finally {
    await client.close().catch(() => undefined);
  }
}
