/**
 * The record of what a document sent outside the site, for the "Sent" list the person sees: the
 * conversation's (try.html) and the lookup's (lookup.html) send every request through it.
 */

/** One request sent: where, when and how large. */
export interface SentRequest {
  readonly host: string;
  readonly at: number;
  readonly bytes: number;
}

/** `fetch` that tells `sent` of every request: where, when and how large. */
export function recordingFetch(
  sent: (request: SentRequest) => void,
  base: typeof fetch = fetch,
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body;
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body).length : 0;
    sent({ host: new URL(url).host, at: Date.now(), bytes });
    return base(input, init);
  };
}
