import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { fileTransfer, newSolution } from './support';
import { buildRawZip } from '../src/archive/test-support-raw-zip';
import { validSolutionFiles } from '../src/validate/test-fixtures';

const clearWarning = /may clear your solutions/;

/** Makes this page's browser refuse (or grant) persistent storage, and count how often it is asked. */
async function storageAnswers(page: Page, granted: boolean): Promise<void> {
  await page.addInitScript((answer) => {
    const counter = window as unknown as { __persistAsked: number };
    counter.__persistAsked = 0;
    Object.defineProperty(navigator.storage, 'persisted', { value: () => Promise.resolve(false) });
    Object.defineProperty(navigator.storage, 'persist', {
      value: () => {
        counter.__persistAsked += 1;
        return Promise.resolve(answer);
      },
    });
  }, granted);
}

test('the built app shows the start screen', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Solution Builder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New solution' })).toBeEnabled();
});

test('a first visit says what Bailey and a solution are, and warns about storage only once something is kept', async ({
  page,
}) => {
  await storageAnswers(page, false);
  await page.goto('./');
  const main = page.getByRole('main');
  await expect(main).toContainText('Bailey is an assistant app people chat with.');
  await expect(main).toContainText('A solution teaches it one job');
  await expect(main.getByText('Nothing here yet.')).toBeVisible();
  await expect(main).not.toContainText(clearWarning);
  // Nothing is stored, so the browser was not even asked.
  expect(await page.evaluate(() => (window as unknown as { __persistAsked: number }).__persistAsked)).toBe(0);

  await newSolution(page, 'Shop Support');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /^Shop Support Changed/ })).toBeVisible();
  await expect(page.getByText(clearWarning)).toBeVisible();
});

test('a browser that keeps storage never shows the warning', async ({ page }) => {
  await storageAnswers(page, true);
  await newSolution(page, 'Shop Support');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /^Shop Support Changed/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __persistAsked: number }).__persistAsked)).toBe(1);
  await expect(page.getByRole('main')).not.toContainText(clearWarning);
});

test('the start screen is in the page before its script runs, and what the person does meanwhile is kept', async ({
  page,
}) => {
  // Hold the app's script back: only the markup of index.html and its inline script are there.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./', { waitUntil: 'commit' });
  const create = page.getByRole('button', { name: 'New solution' });
  await expect(create).toBeVisible();
  await expect(page.getByText('Looking for your saved solutions…')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Early Bird');
  // A start pressed now asks for the workspace's scripts at once, before the app's own has run.
  const workspaceScript = page.waitForRequest(/\/assets\/workspace-session-[^/]*\.js$/);
  await create.click();
  await workspaceScript;
  // The press shows it was taken; nothing else happened yet (no reload, no workspace), and nothing
  // is lost once the script runs.
  await expect(create).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Early Bird');
  release();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Early Bird' })).toBeVisible();
  await expect(page).not.toHaveURL(/\?/);
});

test('a template pressed shows it is starting until its solution is drawn, and a second press starts nothing more', async ({
  page,
}) => {
  await page.goto('./');
  const shop = page.getByRole('button', { name: /^Shop Support/ });
  const other = page.getByRole('button', { name: /^Team Handbook/ });
  await expect(shop).toBeEnabled();
  // Wired by the app now: hold back what a start loads, to see the start under way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/templates-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await shop.click();
  await expect(shop).toHaveAttribute('aria-busy', 'true');
  await other.click();
  await expect(other).not.toHaveAttribute('aria-busy');
  release();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible();
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /Changed/ })).toHaveCount(1);
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
});

test('a zip dragged over the page starts its reader before it is dropped, and the drop uses it', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // The page's workers started before the workspace is drawn: the readers. (Once it is drawn, a
  // zip just opened is packed ahead in a worker of its own, which reads nothing.)
  await page.addInitScript(() => {
    const Original = window.Worker;
    const seen = window as unknown as { __readers: number };
    seen.__readers = 0;
    window.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        if (!document.querySelector('[aria-label="Other ways to export"]')) seen.__readers += 1;
      }
    };
  });
  await page.goto('./');
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  expect(workers).toHaveLength(0);
  const zip = buildRawZip(Object.entries(validSolutionFiles()).map(([name, data]) => ({ name, data })));
  const transfer = await fileTransfer(page, 'dragged.zip', zip, 'application/zip');
  const readers = () => page.evaluate(() => (window as unknown as { __readers: number }).__readers);
  await page.locator('main').dispatchEvent('dragenter', { dataTransfer: transfer });
  // The page starts one reader; the browser may report its helpers too (one per spare processor).
  await expect.poll(readers).toBe(1);
  await expect.poll(() => workers.length).toBeGreaterThanOrEqual(1);
  await page.locator('main').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  expect(await readers()).toBe(1);
});

test('a start whose code cannot load says so, and the start screen can be used again', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  // The connection drops before the workspace's code has come.
  await page.route(/\/assets\/solution-session-[^/]*\.js$/, (route) => route.abort());
  const shop = page.getByRole('button', { name: /^Shop Support/ });
  await shop.click();
  await expect(page.getByRole('alert')).toContainText('part of the builder did not load');
  await expect(shop).not.toHaveAttribute('aria-busy');
  await page.unroute(/\/assets\/solution-session-[^/]*\.js$/);
});
