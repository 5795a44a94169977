import { test, expect } from './fixtures';
import { addOnlineServer, importZip, newSolution, showProblems } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { fixturePlugin } from '../src/model/test-support';

/**
 * #31 item 10: where Maya decides, the words are hers. The Files view sits under Advanced, a
 * download's fingerprint under a closed Details, the server's settings are named for what they are
 * (the technical word in the help), a text's length is counted in characters, and opening a zip in
 * place of her solution says that hers stays in the library.
 */
test('Files under Advanced, fingerprints under Details, plain server labels, lengths in characters', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const views = page.getByRole('navigation', { name: 'Views' });
  await expect(
    views.getByRole('list', { name: 'Advanced' }).getByRole('button', { name: /^Files/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('meter', { name: 'Length of the instructions' }),
  ).toHaveAttribute('aria-valuetext', /^[\d,]+ of 20,000 characters$/);

  await views.getByRole('button', { name: /^Tools/ }).click();
  await addOnlineServer(page, 'Orders', 'https://orders.mayas-shop.eu/mcp');
  const main = page.getByRole('main');
  await expect(main.getByRole('group', { name: 'Details sent with each request' })).toContainText('headers');
  await main.getByRole('button', { name: 'Add a server' }).click();
  const add = page.getByRole('dialog', { name: 'Add a tool server' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Files');
  await add.getByRole('radio', { name: 'Runs on this computer — Bailey starts it' }).check();
  await add.getByRole('textbox', { name: 'What to run' }).fill('npx');
  await add.getByRole('button', { name: 'Add server' }).click();
  for (const [label, word] of [
    ['Options it starts with', 'arguments'],
    ['Settings it reads', 'environment variables'],
  ] as const)
    await expect(main.getByRole('group', { name: label })).toContainText(word);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await download;
  const notice = page.getByRole('status').filter({ hasText: 'Downloaded' });
  await expect(notice.getByText('Fingerprint (SHA-256)')).toBeHidden();
  await notice.getByText(/^Details/).click();
  await expect(notice.getByText('Fingerprint (SHA-256)')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Import a zip or a folder' })).toContainText(
    'This solution stays in your library',
  );
});

/**
 * #31 item 11: a plugin she was sent, made a solution, got the general starting instructions with
 * no word that they were still to be written; they now carry the marks the warning looks for.
 */
test('a plugin made a solution is warned about its starting instructions', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  await importZip(page, await writePluginZip(fixturePlugin('agent-plugins/ap-uap-code-navigator')));
  const main = page.getByRole('main');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Assistant/ })
    .click();
  await main.getByRole('button', { name: 'Make it a solution', exact: true }).click();
  await expect(main.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
  await expect(await showProblems(page)).toContainText('still has starting text to replace');
});
