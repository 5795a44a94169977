import { test as base, expect } from '@playwright/test';

/**
 * The test every journey uses. It fails a test when the page
 * - makes a request outside its own origin (data: and blob: aside), WebSockets included,
 * - reports a Content-Security-Policy violation, or
 * - throws an uncaught error.
 */
export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
      const outside: string[] = [];
      const violations: string[] = [];
      const errors: string[] = [];
      const isLocal = (url: string) =>
        url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin;
      page.on('request', (request) => {
        if (!isLocal(request.url())) outside.push(request.url());
      });
      page.on('websocket', (socket) => outside.push(socket.url()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await use();
      expect(outside, 'requests outside the page’s origin').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
