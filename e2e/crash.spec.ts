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

const WORDS = 'steady typing never stops ';

/** Types `count` keys one at a time, with no pause between them, into the focused field. */
async function typeSteadily(page: Page, count: number, from = 0): Promise<string> {
  let typed = '';
  for (let i = from; i < from + count; i += 1) {
    const key = WORDS[i % WORDS.length]!;
    await page.keyboard.type(key);
    typed += key;
  }
  return typed;
}

/**
 * The start of `typed` (keys typed before `before`, the instructions' first line as it was) that
 * the page's IndexedDB holds now: what a killed browser keeps.
 */
async function storedKeys(page: Page, before: string, typed: string): Promise<string> {
  const text = await page.evaluate(
    (path) =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('solution-builder');
        opening.onerror = () => reject(new Error('the database did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction('entries').objectStore('entries').getAll();
          read.onsuccess = () => {
            db.close();
            const entry = (read.result as { path: string; bytes?: Uint8Array }[]).find(
              (e) => e.path === path,
            );
            resolve(new TextDecoder().decode(entry?.bytes ?? new Uint8Array()));
          };
        };
      }),
    'skills/instructions/SKILL.md',
  );
  const kept = text
    .split('\n')
    .filter((line) => line.endsWith(before))
    .map((line) => line.slice(0, line.length - before.length))
    .filter((keys) => typed.startsWith(keys));
  return kept.reduce((longest, keys) => (keys.length > longest.length ? keys : longest), '');
}

/** What of the typing came back at the start of the instructions: a start of what was typed, in order. */
async function keptKeys(page: Page, before: string, typed: string): Promise<string> {
  await expect(page.getByRole('textbox', { name: INSTRUCTIONS })).toBeVisible();
  const line = (await firstLine(page))!;
  expect(line.endsWith(before), 'the text after the typing is as it was').toBe(true);
  const kept = line.slice(0, line.length - before.length);
  expect(typed.startsWith(kept), 'what came back is what was typed, in order').toBe(true);
  test.info().annotations.push({ type: 'kept', description: `${kept.length} of ${typed.length} keys` });
  return kept;
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

test('a crash in the middle of steady typing keeps every key typed', async ({ page, context }) => {
  await newSolution(page, 'Shop');
  await expect(page.getByRole('banner')).toContainText('Saved');
  await page.getByRole('textbox', { name: INSTRUCTIONS }).click();
  await page.keyboard.press('ControlOrMeta+Home');
  const before = (await firstLine(page))!;
  // Typing that never pauses: a save that waits for a pause has stored none of it.
  const typed = await typeSteadily(page, 80);
  await crash(context, page);

  const reopened = await context.newPage();
  await reopened.goto('./');
  // Each key was written down as it came (the journal): the crash takes none of them.
  expect(await keptKeys(reopened, before, typed)).toBe(typed);
});

test('a journal tampered with after a crash is not applied, and the reopened solution says what was not recovered', async ({
  page,
  context,
}) => {
  await newSolution(page, 'Shop');
  await expect(page.getByRole('banner')).toContainText('Saved');
  // Storage refuses writes, so the typing stays in the journal only; then the page crashes.
  await page.evaluate(() => {
    (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__ =
      'quota';
  });
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop Typed Before The Crash');
  await expect(page.getByRole('banner')).toContainText('Not saved');
  const journalKey = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (key.startsWith('solution-builder:journal:')) {
        // Tampered with: its data is no longer base64.
        localStorage.setItem(key, localStorage.getItem(key)!.replace('"data":"', '"data":"%'));
        return key;
      }
    }
    return undefined;
  });
  expect(journalKey).toBeDefined();
  await crash(context, page);

  const reopened = await context.newPage();
  await reopened.goto('./');
  await expect(heading(reopened, 'Shop')).toBeVisible();
  const said = reopened.getByRole('status').filter({ hasText: 'could not be recovered' });
  await expect(said).toBeVisible();
  await expect(said).toContainText('the solution opened as it was last saved');
  // Kept as it was, where an integrator can look at it (its place under Details for integrators).
  const kept = await reopened.evaluate(
    (key) => localStorage.getItem(key.replace(':journal:', ':journal-damaged:')),
    journalKey!,
  );
  expect(kept).toContain('"data":"%');
  await said.getByText('Details for integrators').click();
  await expect(said).toContainText('journal-damaged');
  await reopened.screenshot({ path: test.info().outputPath('damaged-journal.png') });
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

test('a browser killed in the middle of steady typing keeps what was saved while the typing went on', async ({
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
  // Typing goes on, without a pause, until the database has taken two saves of it: saves come
  // while typing goes on, not only after a pause (a killed browser keeps the database, not the
  // journal). 600 keys are far more than two seconds of typing even on a loaded machine.
  let typed = '';
  const typeUntilStoredBeyond = async (known: string): Promise<string> => {
    for (;;) {
      expect(typed.length, 'saves came while typing went on').toBeLessThan(600);
      typed += await typeSteadily(page, 10, typed.length);
      const stored = await storedKeys(page, before, typed);
      if (stored.length > known.length) return stored;
    }
  };
  // The first save has had a whole save's time to reach the disk when the second is read back.
  const first = await typeUntilStoredBeyond('');
  await typeUntilStoredBeyond(first);
  // As the system would end it: at once, with nothing flushed on the way out.
  const closed = new Promise((resolve) => browser.once('close', resolve));
  for (const pid of browserPids(profile)) process.kill(pid, 'SIGKILL');
  await closed;

  const again = await launch();
  try {
    const reopened = again.pages()[0] ?? (await again.newPage());
    await reopened.goto('./');
    // The saves made while typing went on come back, and nothing typed is out of order.
    expect((await keptKeys(reopened, before, typed)).length).toBeGreaterThanOrEqual(first.length);
  } finally {
    await again.close();
  }
});
