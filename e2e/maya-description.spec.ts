import { writePluginZip } from '../src/archive/write-zip';
import { readText, treeFromFiles } from '../src/model/file-tree';
import { expect, test } from './fixtures';
import { exportClaudeCode, exportZip, openZip, showProblems } from './support';

/**
 * #31 item 2: the description of a zip someone sent can be changed where people see it. After
 * "Make it a solution", "What it does" changes plugin.json's description with the
 * solution's; the Package view shows and edits it; the Claude Code export carries it.
 */

const SENT = treeFromFiles([
  [
    'plugin.json',
    '{\n  "name": "riverside-booking",\n  "version": "1.0.0",\n  "description": "Books berths."\n}\n',
  ],
  [
    'skills/berths/SKILL.md',
    '---\nname: berths\ndescription: Books berths. Use when someone asks for a berth.\n---\nBook berths.\n',
  ],
]);
const NEW_TEXT = 'Books berths at Riverside marina and answers questions about the harbour.';

const description = (text: string | undefined) =>
  (JSON.parse(text ?? '{}') as { description?: string }).description;

test('Maya changes what a plugin she was sent does, and every copy of it says the new words', async ({
  page,
}) => {
  await page.goto('./');
  await openZip(page, await writePluginZip(SENT), 'riverside-booking.zip');
  await (await showProblems(page)).getByRole('button', { name: 'Make it a solution', exact: true }).click();
  const views = page.getByRole('navigation', { name: 'Views' });
  await views.getByRole('button', { name: /^Assistant/ }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'What it does' })).toHaveValue('Books berths.');
  await main.getByRole('textbox', { name: 'What it does' }).fill(NEW_TEXT);

  // Where apps list it, the same words.
  await views.getByRole('button', { name: /^Package/ }).click();
  const listed = main.getByRole('textbox', { name: 'What it does, in app lists' });
  await expect(listed).toHaveValue(NEW_TEXT);
  await page.screenshot({ path: '/tmp/maya-shots/package-view.png', fullPage: true });

  const { tree } = await exportZip(page);
  expect(description(readText(tree, 'plugin.json'))).toBe(NEW_TEXT);
  expect(description(readText(tree, 'assistant.json'))).toBe(NEW_TEXT);

  const claude = await exportClaudeCode(page);
  expect(description(claude['.claude-plugin/plugin.json'])).toBe(NEW_TEXT);

  // Given words of its own in the Package view, the package keeps them from then on.
  await listed.fill('Berths at Riverside, booked in a minute.');
  await views.getByRole('button', { name: /^Assistant/ }).click();
  await main.getByRole('textbox', { name: 'What it does' }).fill('Books berths.');
  await views.getByRole('button', { name: /^Package/ }).click();
  await expect(listed).toHaveValue('Berths at Riverside, booked in a minute.');
});
