import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test as guarded, expect } from './fixtures';
import { check, exportZip, newSolution } from './support';
import { startPagesSite, type PagesSite } from './ship-server';

/**
 * The site as GitHub Pages serves it: under a sub-path (`/repo/`) from a server that has nothing
 * at the root, with a service worker that keeps it working offline and offers new versions.
 */
const test = guarded.extend<{ site: PagesSite }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  site: async ({}, use) => {
    const site = await startPagesSite();
    await use(site);
    await site.close();
  },
  baseURL: async ({ site }, use) => use(site.url),
});

/** Waits until the service worker is active, which means the build is precached. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active!;
    if (active.state !== 'activated')
      await new Promise((resolve) => active.addEventListener('statechange', resolve));
  });
}

/** Shows every view, the Preview, a file in the Files view, and exports. */
async function journey(page: Page, title: string): Promise<void> {
  await newSolution(page, title);
  for (const view of ['Skills', 'Tools', 'Package', 'Assistant']) {
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: view, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Files' }).click();
  await page.getByRole('treeitem', { name: 'plugin.json' }).click();
  await expect(page.getByRole('textbox', { name: 'Contents of plugin.json' })).toContainText('"version"');
  const exported = await exportZip(page);
  expect(check(exported.tree)).toEqual([]);
}

test('the site works under a sub-path, as GitHub Pages serves it', async ({ page, site }) => {
  await journey(page, 'Shop Support');
  const wrong = site.log.filter((line) => !/^200 \/repo\//.test(line));
  expect(wrong, 'requests that missed or left the sub-path').toEqual([]);
  // Registered a few seconds after the page loaded (main.tsx), which a quick journey may not last.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope)), {
      timeout: 10_000,
    })
    .toBe(site.url);
  // The web app manifest, its start page, scope and icon all resolve inside the sub-path.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
    const data = (await (await fetch(link.href)).json()) as {
      start_url: string;
      scope: string;
      icons: { src: string }[];
    };
    return [data.start_url, data.scope, ...data.icons.map((i) => i.src)].map(
      (u) => new URL(u, link.href).href,
    );
  });
  for (const url of manifest) expect(url.startsWith(site.url), url).toBe(true);
});

test('after the first visit the builder works offline', async ({ page, context, site }) => {
  await page.goto('./');
  await workerReady(page);
  site.online = false;
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'New solution' })).toBeVisible();
  await journey(page, 'Offline Helper');
  expect(site.log.filter((line) => !line.startsWith('dropped'))).not.toContainEqual(
    expect.stringMatching(/^[45]\d\d/),
  );
});

test('a new version is offered and never reloads by itself', async ({ page, site }) => {
  await page.goto('./');
  await workerReady(page);
  await page.reload(); // a second visit: the page now runs under the worker
  await newSolution(page, 'Before Update');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  site.publishNextVersion();
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => '__sameDocument' in window), 'the page reloaded by itself').toBe(true);
  const axe = await new AxeBuilder({ page }).include('.fixed').analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);

  // Work typed just before pressing Reload is not lost.
  await page.getByRole('textbox', { name: 'Title' }).fill('After Update');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !('__sameDocument' in window));
  await expect(page.getByRole('banner').getByRole('heading', { name: 'After Update' })).toBeVisible();
  await expect(page.locator('script[type="module"]')).toHaveAttribute('src', `./${site.entryScript()}`);
  await expect(notice).toBeHidden();
});

test('a visit after a new version is published runs it without asking', async ({ page, site }) => {
  await page.goto('./');
  await workerReady(page);
  await page.reload();
  site.publishNextVersion();
  await page.goto('./');
  await expect(page.locator('script[type="module"]')).toHaveAttribute('src', `./${site.entryScript()}`);
  // The new worker finds that it already serves this page and takes over quietly.
  await page.waitForFunction(async () => {
    const names = await caches.keys();
    return names.length === 1 && names[0]!.includes(' next-');
  });
  await expect(page.getByText('A new version is available')).toBeHidden();
  await expect(page.getByRole('button', { name: 'New solution' })).toBeVisible();
});

test('an old tab, after another tab took a new version, says to reload on Export; Reload keeps the work', async ({
  page,
  context,
  site,
}) => {
  await page.goto('./');
  await workerReady(page);
  await page.reload();
  await newSolution(page, 'Old Tab Shop');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.getByRole('textbox', { name: 'Title' }).fill('Old Tab Shop Typed');

  // A deploy takes the old files away; another tab opens the new version, and its worker takes over.
  site.publishNextVersion({ dropOld: true });
  // Nor does the browser's own cache keep them (GitHub Pages lets it keep files ten minutes).
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const other = await context.newPage();
  await other.goto('./');
  await expect(other.locator('script[type="module"]')).toHaveAttribute('src', `./${site.entryScript()}`);
  const offer = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Later' }).click();
  await other.close();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const said = page.getByRole('status').filter({ hasText: 'reload this page' });
  await expect(said).toBeVisible({ timeout: 15_000 });
  await expect(said).not.toContainText('try again');
  await page.screenshot({ path: test.info().outputPath('old-tab-export.png') });
  await said.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Old Tab Shop Typed' })).toBeVisible();
  await expect(page.locator('script[type="module"]')).toHaveAttribute('src', `./${site.entryScript()}`);
});
