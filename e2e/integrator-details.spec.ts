import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { fileTransfer, importZip, newSolution, openZip, writeNotesPluginFolder } from './support';
import { buildRawZip } from '../src/archive/test-support-raw-zip';
import { validSolutionFiles } from '../src/validate/test-fixtures';

/**
 * #13: the archive reader's refusals and opening notes carry the exact technical fact for Dev, the
 * integrator, beside the plain sentence for Maya. Every surface that shows one puts that fact
 * under the sentence in "Details for integrators", closed until someone opens it.
 */

/** The disclosure inside `notice`, checked closed with `hidden` out of sight, then opened. */
async function openDetails(notice: Locator, hidden: RegExp): Promise<Locator> {
  const disclosure = notice.locator('details');
  await expect(disclosure).toHaveCount(1);
  await expect(disclosure).not.toHaveAttribute('open');
  await expect(notice.getByText(hidden)).toBeHidden();
  await disclosure.getByText('Details for integrators').click();
  await expect(disclosure).toHaveAttribute('open');
  return disclosure;
}

const noPlugin = () => buildRawZip([{ name: 'README.md', data: '# hi' }]);

async function dropZip(page: Page, zip: Uint8Array): Promise<void> {
  const transfer = await fileTransfer(page, 'dropped.zip', zip, 'application/zip');
  await page.locator('body').dispatchEvent('drop', { dataTransfer: transfer });
}

test('notes on opening an odd zip: the plain sentences show, the technical facts only once opened', async ({
  page,
}) => {
  await page.goto('./');
  await openZip(
    page,
    buildRawZip([
      ...Object.entries(validSolutionFiles()).map(([name, data]) => ({ name, data })),
      // "cafÈ.md" in code page 437, in a zip that does not flag its names as UTF-8.
      { name: new Uint8Array([0x63, 0x61, 0x66, 0x82, 0x2e, 0x6d, 0x64]), data: '1' },
      { name: 'bin/tool', data: '#!/bin/sh\n', attributes: (0o104755 << 16) >>> 0 },
    ]),
  );
  const notes = page.getByRole('status').filter({ hasText: 'special rights' });
  await expect(notes.getByText(/old way some Windows tools still use/)).toBeVisible();
  const details = await openDetails(notes, /code page 437/);
  await expect(details.getByText(/not flag this name as UTF-8.*code page 437/)).toBeVisible();
  await expect(
    details.getByText(/setuid, setgid or sticky bits, cleared on export: .*bin\/tool/),
  ).toBeVisible();
  await notes.screenshot({ path: test.info().outputPath('opening-notes-details-open.png') });
});

test('a refused zip says why in a sentence on the start screen, in Import and when dropped, the fact behind it under it', async ({
  page,
}) => {
  await page.goto('./');
  await openZip(page, noPlugin());
  const onStart = page.getByRole('alert');
  await expect(onStart.getByText(/holds no plugin/)).toBeVisible();
  const startDetails = await openDetails(onStart, /plugin\.json/);
  await expect(startDetails.getByText(/plugin\.json/)).toBeVisible();
  await onStart.screenshot({ path: test.info().outputPath('refusal-details-open.png') });

  await newSolution(page, 'Shop Support');
  await importZip(page, noPlugin());
  const inImport = page.getByRole('alert').filter({ hasText: 'holds no plugin' });
  await expect(inImport.getByText(/Your current work is unchanged/)).toBeVisible();
  await expect((await openDetails(inImport, /plugin\.json/)).getByText(/plugin\.json/)).toBeVisible();
  await inImport.getByRole('button', { name: 'Dismiss' }).click();

  await dropZip(page, noPlugin());
  const dropped = page.getByRole('alert').filter({ hasText: 'holds no plugin' });
  await expect((await openDetails(dropped, /plugin\.json/)).getByText(/plugin\.json/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible();
});

test("a folder's note on the Mac's hidden files keeps their technical name for the integrator", async ({
  page,
}) => {
  const plugin = test.info().outputPath('mac-folder');
  writeNotesPluginFolder(plugin);
  await page.goto('./');
  await page.getByLabel('Folder to open').setInputFiles(plugin);
  const notes = page.getByRole('status').filter({ hasText: 'hidden file that a Mac adds' });
  await expect(notes).toBeVisible();
  await expect((await openDetails(notes, /DS_Store/)).getByText(/DS_Store/)).toBeVisible();
});
