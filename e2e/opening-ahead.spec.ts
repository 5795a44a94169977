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

/**
 * Watches React's commits through the hook its developer tools use (an init script, before the
 * page's code): for each root drawn off the page (its element not in the document), the text it
 * held after each of its commits.
 */
async function watchOffPageRoots(page: Page): Promise<() => Promise<string[][]>> {
  type Seen = Map<unknown, string[]>;
  await page.addInitScript(() => {
    const seen: Seen = new Map();
    (window as unknown as { __offPage: Seen }).__offPage = seen;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_: number, root: { containerInfo: Element }) => {
        const element = root.containerInfo;
        if (element.isConnected) return;
        seen.set(element, [...(seen.get(element) ?? []), element.textContent ?? '']);
      },
    };
  });
  return () => page.evaluate(() => [...(window as unknown as { __offPage: Seen }).__offPage.values()]);
}

test('while the file is chosen, a workspace is drawn once off the page, then taken down, and nothing of it stays', async ({
  page,
}) => {
  const offPage = await watchOffPageRoots(page);
  await page.goto('./');
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  expect(await offPage()).toEqual([]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a zip' }).click();
  const open = await chooser;
  // One root, whose last commit left it empty: taken down once drawn.
  await expect.poll(async () => (await offPage()).map((commits) => commits.at(-1))).toEqual(['']);
  // Drawn as a workspace before that: its header and its list of views, with the problems.
  const [commits] = await offPage();
  expect(
    commits!.some((text) => text.includes('Export') && text.includes('Skills') && text.includes('Problems')),
  ).toBe(true);
  // Nothing reached the page or the start's marker (the frame says nothing to storage).
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('solution-builder:unfinished-start'))).toBeNull();
  await open.setFiles({ name: 'chosen.zip', mimeType: 'application/zip', buffer: Buffer.from(zip()) });
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});
