import { readText } from '../src/model/file-tree';
import { expect, test } from './fixtures';
import { exportZip, newSolution } from './support';

/**
 * #31 item 3: an address written without https:// is the online service at that address, in the
 * paste and in "Add a server", never a program on this computer named after its last word.
 */
test('Maya pastes and types addresses without https:// and gets online services', async ({ page }) => {
  await newSolution(page, 'Riverside');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Paste a set-up' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste a set-up' });
  await paste.getByLabel('What the service gives you').fill('api.riversidebooking.net/mcp');
  await expect(paste.getByRole('status').first()).toContainText(
    'an online service at https://api.riversidebooking.net/mcp',
  );
  await paste.getByRole('button', { name: 'Add to tools' }).click();
  const pasted = main.getByRole('article', { name: 'Riversidebooking' });
  await expect(pasted.getByRole('radio', { name: 'Online service' })).toBeChecked();
  await expect(pasted.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'https://api.riversidebooking.net/mcp',
  );

  // Typed as the program to start, it is still the web address it is, and the dialog says so.
  await main.getByRole('button', { name: 'Add a server' }).click();
  const add = page.getByRole('dialog', { name: 'Add a tool server' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Bookings');
  await add.getByRole('radio', { name: /^Runs on this computer/ }).check();
  await add.getByRole('textbox', { name: 'What to run' }).fill('www.riversidebooking.net/mcp');
  await expect(add.getByRole('status')).toHaveText(
    'This is a web address, so it is added as an online service at https://www.riversidebooking.net/mcp.',
  );
  await page.screenshot({ path: '/tmp/maya-shots/add-server.png' });
  await add.getByRole('button', { name: 'Add server' }).click();
  await expect(add).toHaveCount(0);
  const typed = main.getByRole('article', { name: 'Bookings' });
  await expect(typed.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'https://www.riversidebooking.net/mcp',
  );

  const { tree } = await exportZip(page);
  expect(JSON.parse(readText(tree, 'mcp.json') ?? '{}')).toMatchObject({
    mcpServers: {
      riversidebooking: { type: 'streamable-http', url: 'https://api.riversidebooking.net/mcp' },
      bookings: { type: 'streamable-http', url: 'https://www.riversidebooking.net/mcp' },
    },
  });
});
