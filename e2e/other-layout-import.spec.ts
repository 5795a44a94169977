/**
 * #32 item 5: a zip holding a plugin laid out for another client only (`.plugin/plugin.json`, the
 * Open Plugins layout) is named as such in the builder's import, with what to do, never "holds no
 * plugin"; the file's path is only under "Details for integrators". Over
 * fixtures/wild/open-plugins-layout, written for this test.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { importZip, newSolution, openZip } from './support';
import { buildRawZip } from '../src/archive/test-support-raw-zip';

const fixture = new URL('../fixtures/wild/open-plugins-layout/', import.meta.url);
const files = ['.plugin/plugin.json', 'skills/repot/SKILL.md'];
// As GitHub's "Download ZIP" makes it: every file in one folder.
const openPluginsZip = () =>
  buildRawZip(
    files.map((path) => ({
      name: `repotting-main/${path}`,
      data: readFileSync(new URL(path, fixture), 'utf8'),
    })),
  );

test('a zip laid out for Open Plugins is named as such in Import, and on the start screen', async ({
  page,
}) => {
  await page.goto('./');
  await openZip(page, openPluginsZip(), 'repotting-main.zip');
  const onStart = page.getByRole('alert');
  await expect(onStart).toContainText('This zip holds a plugin laid out for Open Plugins only');
  await expect(onStart).not.toContainText('holds no plugin');

  await newSolution(page, 'Shop Support');
  await importZip(page, openPluginsZip(), 'repotting-main.zip');
  const notice = page.getByRole('alert').filter({ hasText: 'laid out for Open Plugins only' });
  await expect(notice).toContainText('Ask whoever made it for the version made for every assistant');
  await expect(notice.getByText(/Your current work is unchanged/)).toBeVisible();
  // Maya reads no path: it is in the closed details, for the integrator.
  const disclosure = notice.locator('details');
  await expect(disclosure).not.toHaveAttribute('open');
  await expect(notice.getByText(/\.plugin\/plugin\.json/)).toBeHidden();
  await notice.screenshot({ path: test.info().outputPath('open-plugins-import.png') });
  await disclosure.getByText('Details for integrators').click();
  await expect(disclosure.getByText(/repotting-main\/\.plugin\/plugin\.json/)).toBeVisible();
  await notice.screenshot({ path: test.info().outputPath('open-plugins-import-details.png') });
  // The work open before is untouched.
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop Support' })).toBeVisible();
});
