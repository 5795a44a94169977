import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { fileTransfer } from './support';
import { buildRawZip } from '../src/archive/test-support-raw-zip';
import { validSolutionFiles } from '../src/validate/test-fixtures';

// #33: what showing a plugin takes loads while the person chooses it, not after.

/** The workspace's chunk, which nothing on the start screen loads before a press. */
const WORKSPACE_CHUNK = /\/assets\/workspace-session-[^/]*\.js$/;
/** The examples' chunk: the checks are run once on one while the person chooses (loading-ahead.ts). */
const EXAMPLES_CHUNK = /\/assets\/templates-[^/]*\.js$/;

/** Records whether a chunk has been asked for. */
function watchChunk(page: Page, chunk: RegExp): { asked: () => boolean } {
  let asked = false;
  page.on('request', (request) => {
    if (chunk.test(request.url())) asked = true;
  });
  return { asked: () => asked };
}

const zip = () => buildRawZip(Object.entries(validSolutionFiles()).map(([name, data]) => ({ name, data })));

test('"Open a zip" loads the workspace while the file is being chosen, and the zip then opens', async ({
  page,
}) => {
  const workspace = watchChunk(page, WORKSPACE_CHUNK);
  const examples = watchChunk(page, EXAMPLES_CHUNK);
  await page.goto('./');
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  expect(workspace.asked()).toBe(false);
  expect(examples.asked()).toBe(false);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a zip' }).click();
  const open = await chooser;
  // The chooser is open and nothing is chosen yet: the workspace loads, and the checks are run
  // once on an example, so that their code is compiled before the zip comes.
  await expect.poll(workspace.asked).toBe(true);
  await expect.poll(examples.asked).toBe(true);
  await open.setFiles({ name: 'chosen.zip', mimeType: 'application/zip', buffer: Buffer.from(zip()) });
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});

test('a zip dragged over the page loads the workspace before it is dropped', async ({ page }) => {
  const workspace = watchChunk(page, WORKSPACE_CHUNK);
  await page.goto('./');
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  const transfer = await fileTransfer(page, 'dragged.zip', zip(), 'application/zip');
  await page.locator('main').dispatchEvent('dragenter', { dataTransfer: transfer });
  await expect.poll(workspace.asked).toBe(true);
  await page.locator('main').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});
