import { test, expect } from '@playwright/test';
import { watchPage } from './fixtures';
import { contentSecurityPolicy } from '../vite.config';

/**
 * The guard every journey runs under (fixtures.ts) must be able to fail: these tests break the
 * rules on purpose, with the plain Playwright test, and check that the guard saw each breach.
 */

test('the Content-Security-Policy is the first thing in <head>, without eval or remote origins', async ({
  page,
}) => {
  await page.goto('./');
  const first = await page.evaluate(() => {
    const meta = document.head.firstElementChild;
    return { equiv: meta?.getAttribute('http-equiv'), content: meta?.getAttribute('content') };
  });
  expect(first).toEqual({ equiv: 'Content-Security-Policy', content: contentSecurityPolicy });
  expect(contentSecurityPolicy).not.toContain('unsafe-eval');
  expect(contentSecurityPolicy).not.toMatch(/https?:|\*/);
});

test('the guard reports a CSP violation when the page tries to load remote content', async ({
  page,
  baseURL,
}) => {
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await page.goto('./');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://evil.example/pixel.png';
    document.body.append(image);
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 1';
    document.body.append(script);
    void fetch('https://evil.example/beacon').catch(() => undefined);
  });
  await expect
    .poll(() => watch.violations)
    .toEqual(
      expect.arrayContaining([
        'img-src https://evil.example/pixel.png',
        'script-src-elem inline',
        'connect-src https://evil.example/beacon',
      ]),
    );
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('the guard reports a request outside the origin and an uncaught error', async ({ page, baseURL }) => {
  const watch = await watchPage(page, new URL(baseURL!).origin);
  await page.route('https://evil.example/**', (route) => route.fulfill({ status: 204 }));
  // A page without the app's policy, so the request really leaves.
  await page.setContent('<img src="https://evil.example/pixel.png" alt="">');
  await expect.poll(() => watch.outside).toEqual(['https://evil.example/pixel.png']);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('thrown');
    }),
  );
  await expect.poll(() => watch.errors).toContain('thrown');
});
