import { execFileSync } from 'node:child_process';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newSolution } from './support';
// @ts-expect-error -- a plain ES module shared with the Node scripts
import { findChromium, chromiumArgs } from '../scripts/chromium-path.mjs';

/**
 * A crash loses at most the last fraction of a second of typing: every change is written down at
 * once (the journal), and saves come at least every second while typing goes on.
 */

const INSTRUCTIONS = 'What the assistant reads first';
const heading = (page: Page, name: string) => page.getByRole('banner').getByRole('heading', { name });
const firstLine = (page: Page) =>
  page.getByRole('textbox', { name: INSTRUCTIONS }).locator('.cm-line').first().textContent();

/** Crashes the page's renderer with the browser's own crash command, as a crashed tab would. */
async function crash(context: BrowserContext, page: Page): Promise<void> {
  const crashed = page.waitForEvent('crash');
  const cdp = await context.newCDPSession(page);
  // The command never answers: the page is gone.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
}

/** Types one key at a time for `ms` into the focused field, noting when each went in. */
async function typeSteadily(page: Page, ms: number) {
  const words = 'steady typing never stops ';
  const typedAt: number[] = [];
  const start = Date.now();
  while (Date.now() - start < ms) {
    await page.keyboard.type(words[typedAt.length % words.length]!);
    typedAt.push(Date.now());
  }
  return { typed: typedAt.map((_, i) => words[i % words.length]).join(''), typedAt, start };
}

/** What of the typing came back at the start of the instructions, and how much typing time was lost. */
async function measureLoss(
  page: Page,
  before: string,
  burst: Awaited<ReturnType<typeof typeSteadily>>,
  endedAt: number,
) {
  await expect(page.getByRole('textbox', { name: INSTRUCTIONS })).toBeVisible();
  const line = (await firstLine(page))!;
  expect(line.endsWith(before), 'the text after the typing is as it was').toBe(true);
  const kept = line.slice(0, line.length - before.length);
  expect(burst.typed.startsWith(kept), 'what came back is what was typed, in order').toBe(true);
  const lastKeptAt = kept.length > 0 ? burst.typedAt[kept.length - 1]! : burst.start;
  const lostMs = kept.length === burst.typed.length ? 0 : endedAt - lastKeptAt;
  const measured = `${burst.typed.length} keys in ${burst.typedAt.at(-1)! - burst.start} ms, ${burst.typed.length - kept.length} lost (${lostMs} ms of typing)`;
  test.info().annotations.push({ type: 'measured', description: measured });
  console.log(`${test.info().title}: ${measured}`);
  return lostMs;
}

for (const pauseMs of [0, 50, 100]) {
  test(`a crash ${pauseMs} ms after the last key keeps all 20 keys`, async ({ page, context }) => {
    await newSolution(page, 'Shop');
    await page.getByRole('textbox', { name: 'Title' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Support Desk Online'); // 20 keys
    if (pauseMs > 0) await page.waitForTimeout(pauseMs);
    await crash(context, page);

    const reopened = await context.newPage();
    await reopened.goto('./');
    await expect(heading(reopened, 'Shop Support Desk Online')).toBeVisible();
    await expect(reopened.getByRole('textbox', { name: 'Title' })).toHaveValue('Shop Support Desk Online');
  });
}

test('a crash in the middle of three seconds of steady typing loses at most the last second', async ({
  page,
  context,
}) => {
  await newSolution(page, 'Shop');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.getByRole('textbox', { name: INSTRUCTIONS }).click();
  await page.keyboard.press('ControlOrMeta+Home');
  const before = (await firstLine(page))!;
  const burst = await typeSteadily(page, 3000);
  await crash(context, page);
  const crashedAt = Date.now();

  const reopened = await context.newPage();
  await reopened.goto('./');
  expect(await measureLoss(reopened, before, burst, crashedAt)).toBeLessThanOrEqual(1000);
});

/** The processes of the Chromium launched on `profile`, found by that profile folder. */
function browserPids(profile: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', '--', `--user-data-dir=${profile}`], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

test('a browser killed in the middle of steady typing loses at most about the last second', async ({
  baseURL,
}) => {
  const profile = test.info().outputPath('profile');
  const executablePath: string | undefined = await findChromium();
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      ...(executablePath ? { executablePath } : {}),
      args: chromiumArgs,
      ...(baseURL ? { baseURL } : {}),
    });
  const browser = await launch();
  const page = browser.pages()[0] ?? (await browser.newPage());
  await newSolution(page, 'Shop');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.getByRole('textbox', { name: INSTRUCTIONS }).click();
  await page.keyboard.press('ControlOrMeta+Home');
  const before = (await firstLine(page))!;
  // Just under two seconds: a save only every two seconds would lose all of it.
  const burst = await typeSteadily(page, 1900);
  // As the system would end it: at once, with nothing flushed on the way out.
  const closed = new Promise((resolve) => browser.once('close', resolve));
  for (const pid of browserPids(profile)) process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  await closed;

  const again = await launch();
  try {
    const reopened = again.pages()[0] ?? (await again.newPage());
    await reopened.goto('./');
    // A save takes a moment of its own: about a second, and never the whole burst.
    expect(await measureLoss(reopened, before, burst, killedAt)).toBeLessThanOrEqual(1500);
  } finally {
    await again.close();
  }
});
