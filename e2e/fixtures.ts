import { test as base, expect, type Page } from '@playwright/test';

/** What the guard saw while a page ran. */
export interface PageWatch {
  /**
   * Requests (and WebSockets) to anywhere but the page's origin; data: and blob: are local. The
   * conversation's document ("Try it", try.html) is the one place allowed to send elsewhere, when
   * the person chose a model service: its requests are in `conversation` instead, for the test to
   * hold against the list the panel shows. The lookup's document ("Look up its tools",
   * lookup.html) is the other: its requests are in `lookup`.
   */
  readonly outside: string[];
  readonly conversation: string[];
  readonly lookup: string[];
  /** Content-Security-Policy violations, as `directive blocked-uri`. */
  readonly violations: string[];
  /** Uncaught errors thrown in the page. */
  readonly errors: string[];
}

/**
 * Starts watching `page` for requests outside `origin`, CSP violations and uncaught errors.
 * Call before the first navigation. Exported so that a test can prove the guard notices them.
 */
export async function watchPage(page: Page, origin: string): Promise<PageWatch> {
  const watch: PageWatch = { outside: [], conversation: [], lookup: [], violations: [], errors: [] };
  const isLocal = (url: string) =>
    url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin;
  page.on('request', (request) => {
    if (isLocal(request.url())) return;
    const from = new URL(request.frame().url()).pathname;
    const kept = from.endsWith('/try.html')
      ? watch.conversation
      : from.endsWith('/lookup.html')
        ? watch.lookup
        : watch.outside;
    kept.push(request.url());
  });
  page.on('websocket', (socket) => watch.outside.push(socket.url()));
  page.on('pageerror', (error) => watch.errors.push(error.message));
  await page.exposeFunction('__reportCspViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return watch;
}

/**
 * The test every journey uses (a test that asks for `guard` gets what it saw). It fails a test when the page
 * - makes a request outside its own origin (data: and blob: aside), WebSockets included,
 * - reports a Content-Security-Policy violation, or
 * - throws an uncaught error.
 */
export const test = base.extend<{ guard: PageWatch }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const watch = await watchPage(page, new URL(baseURL ?? 'http://127.0.0.1/').origin);
      await use(watch);
      expect(watch.outside, 'requests outside the page’s origin').toEqual([]);
      expect(watch.violations, 'Content-Security-Policy violations').toEqual([]);
      expect(watch.errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
