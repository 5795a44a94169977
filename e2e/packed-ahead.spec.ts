/**
 * A zip just opened is packed ahead while the page is idle (src/archive/page/archive-client.ts,
 * `packAhead`), and its download then sends the packed files in place of their bytes: in Chromium,
 * the page's messages to its workers show both, and the zip downloaded is the very one its tree
 * gives (`writePluginZip`, deterministic), changed file and all.
 */
import { expect, test } from '@playwright/test';
import { writePluginZip } from '../src/archive/write-zip';
import { exportZip, fixtureZip, openZip } from './support';

declare global {
  interface Window {
    __posted?: { op: string; packed: number }[];
  }
}

test('a zip just opened is packed ahead, and its download is the zip its tree gives', async ({ page }) => {
  // What the page asks of its workers (the archive worker's requests), recorded as it posts them.
  await page.addInitScript(() => {
    const posted: { op: string; packed: number }[] = [];
    window.__posted = posted;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const request = message as { op?: string; packed?: Map<string, unknown> } | null;
      posted.push({ op: request?.op ?? '', packed: request?.packed?.size ?? 0 });
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as Worker['postMessage'];
  });
  const { tree, zip } = await fixtureZip('agent-plugins/ap-uap-code-navigator');
  await page.goto('./');
  await openZip(page, zip);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible({ timeout: 30_000 });
  // The page is idle now: the files are packed ahead.
  await expect
    .poll(() => page.evaluate(() => window.__posted!.filter((p) => p.op === 'pack').length))
    .toBeGreaterThan(0);

  // The fixture has one error (a plain plugin), so the app asks first.
  const exported = await exportZip(page, true);
  const save = await page.evaluate(() => window.__posted!.filter((p) => p.op === 'save'));
  expect(save).toHaveLength(1);
  const files = [...tree.values()].filter((e) => e.kind === 'file' && e.bytes.length > 0).length;
  expect(save[0]!.packed).toBeGreaterThanOrEqual(files);
  expect(Buffer.from(exported.bytes).equals(Buffer.from(await writePluginZip(exported.tree)))).toBe(true);
  for (const [path, entry] of tree) {
    const out = exported.tree.get(path);
    expect(out?.kind, path).toBe(entry.kind);
    if (entry.kind === 'file' && out?.kind === 'file')
      expect(Buffer.from(out.bytes).equals(Buffer.from(entry.bytes)), path).toBe(true);
  }
});
