import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createSolution } from '../src/app/templates';
import JSZip from 'jszip';
import { EXPORT_TARGETS } from '../src/export-targets/targets';

/**
 * The Export menu on the Shop Support example: every other way to export lists what it cannot
 * carry before writing, downloads the file the target makes (same name, same bytes as the target
 * makes in Node) and shows its SHA-256; the menu and the dialog have no serious axe finding.
 */

async function startShopSupport(page: Page): Promise<void> {
  await page.goto('./');
  await page.getByRole('button', { name: /^Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Other ways to export' }).click();
  await expect(page.getByRole('menu', { name: 'Other ways to export' })).toBeVisible();
}

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A zip's files by path, each as its text (times differ: the page stamps the files it writes). */
async function zipFiles(bytes: Uint8Array): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const files: Record<string, string> = {};
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) files[entry.name] = await entry.async('string');
  }
  return files;
}

test('the menu says what each choice makes, and plain Export still downloads the solution', async ({
  page,
}) => {
  await startShopSupport(page);
  await openMenu(page);
  for (const target of EXPORT_TARGETS) {
    await expect(page.getByRole('menuitem', { name: target.label })).toHaveAccessibleDescription(
      target.summary,
    );
  }
  await noSeriousViolations(page, 'the export menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Other ways to export' })).toBeFocused();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('shop-support-0.1.0.zip');
  const bytes = new Uint8Array(await readFile((await file.path())!));
  const notice = page.getByRole('status').filter({ hasText: 'Downloaded' });
  await expect(notice).toContainText('Next, install it in Bailey');
  await expect(notice.getByLabel('SHA-256 of shop-support-0.1.0.zip')).toHaveText(sha256(bytes));
});

for (const target of EXPORT_TARGETS) {
  test(`${target.label}: what it cannot carry first, then the files with their fingerprints`, async ({
    page,
  }) => {
    const expected = target.run(createSolution('Shop Support', 'shop-support'));
    await startShopSupport(page);
    await openMenu(page);
    await page.getByRole('menuitem', { name: target.label }).click();
    const dialog = page.getByRole('dialog', { name: target.label });
    await expect(dialog).toBeVisible();
    // Before anything is written: what the target cannot carry, each sentence as the target says it.
    const lost = dialog.getByRole('region', { name: 'What it cannot carry' });
    if (expected.cannotCarry.length > 0) {
      await expect(lost.getByRole('listitem')).toHaveText([...expected.cannotCarry]);
    } else await expect(dialog).toContainText('It carries everything');
    // What it carries that is worth a look (what Claude Code runs by itself), apart from the losses.
    const known = dialog.getByRole('region', { name: 'Look at before you share it' });
    if (expected.notes?.length) await expect(known.getByRole('listitem')).toHaveText([...expected.notes]);
    else await expect(known).toHaveCount(0);
    await expect(dialog.getByRole('status', { name: 'Downloaded' })).toHaveCount(0);
    await noSeriousViolations(page, `the ${target.label} dialog`);

    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await dialog.getByRole('button', { name: /^Download/ }).click();
    const done = dialog.getByRole('status', { name: 'Downloaded' });
    await expect(done.getByRole('listitem')).toHaveCount(expected.outputs.length);
    expect(downloads.map((d) => d.suggestedFilename())).toEqual(expected.outputs.map((o) => o.name));
    for (const [index, output] of expected.outputs.entries()) {
      const bytes = new Uint8Array(await readFile((await downloads[index]!.path())!));
      if (output.kind === 'zip') {
        const files = Object.fromEntries(
          [...output.tree].flatMap(([path, entry]) =>
            entry.kind === 'file' ? [[path, new TextDecoder().decode(entry.bytes)]] : [],
          ),
        );
        expect(await zipFiles(bytes)).toEqual(files);
      } else expect(new TextDecoder().decode(bytes)).toBe(new TextDecoder().decode(output.bytes));
      await expect(done.getByLabel(`SHA-256 of ${output.name}`)).toHaveText(sha256(bytes));
    }
    await noSeriousViolations(page, `the ${target.label} dialog after downloading`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
}
