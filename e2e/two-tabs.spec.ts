import { test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { newSolution, openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { createSolution } from '../src/app/templates';
import { addSkill } from '../src/model/skill-operations';

const failWrites = (page: Page) =>
  page.evaluate(() => {
    (globalThis as { __SOLUTION_BUILDER_FAIL_STORAGE__?: string }).__SOLUTION_BUILDER_FAIL_STORAGE__ =
      'quota';
  });

const heading = (page: Page, name: string) => page.getByRole('banner').getByRole('heading', { name });

test('a tab that lost the solution never writes over what the other tab saved', async ({ page, context }) => {
  await newSolution(page, 'Shop One');
  await expect(page.getByRole('banner')).toContainText('Saved');
  // The first tab's last change cannot be stored (its storage fails), so it stays pending there.
  await failWrites(page);
  await page.getByRole('textbox', { name: 'Title' }).fill('Shop From The First Tab');
  await expect(page.getByRole('banner')).toContainText('Not saved');

  const second = await context.newPage();
  await second.goto('./');
  await expect(second.getByRole('alert')).toContainText('open in another tab');
  await second.getByRole('button', { name: 'Take over' }).click();
  // The first tab's last edit was written down and nothing was saved since: it comes along.
  await expect(heading(second, 'Shop From The First Tab')).toBeVisible();
  await second.getByRole('textbox', { name: 'Title' }).fill('Shop From The Second Tab');
  await expect(second.getByRole('banner')).toContainText('Saved');
  await expect(page.getByRole('alert').first()).toContainText('another tab');

  // Both tabs go away; the next opening shows what the second tab saved, and nothing older.
  await page.close({ runBeforeUnload: false });
  await second.close({ runBeforeUnload: false });
  const third = await context.newPage();
  await third.goto('./');
  await expect(heading(third, 'Shop From The Second Tab')).toBeVisible();
  await third.reload();
  await expect(heading(third, 'Shop From The Second Tab')).toBeVisible();
});

const INSTRUCTIONS = 'What the assistant reads first';
// The Gift cards skill's text (the template's own skills come first, in the order they were added).
const SKILL_BODY = 'What the assistant does with this skill (“Gift cards”)';

/** A solution with one skill, opened in `page` from a zip. */
async function openShopWithSkill(page: Page): Promise<void> {
  let tree = createSolution('Shop Support', 'shop-support');
  const added = addSkill(tree, {
    name: 'gift-cards',
    description: 'Use when a customer asks about gift cards.',
    body: 'Gift cards never expire.\n',
  });
  if (!added.ok) throw new Error(added.error.message);
  tree = added.tree;
  await page.goto('./');
  await openZip(page, await writePluginZip(tree), 'shop-support.zip');
  await expect(page.getByRole('banner')).toContainText('Saved');
}

/** Clicks into `field` even when it is disabled, and types: a read-only tab must show nothing of it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.click({ force: true });
  await page.keyboard.type(text);
}

test('a read-only tab takes no typing anywhere, and edits once it takes over', async ({ page, context }) => {
  await openShopWithSkill(page);
  const second = await context.newPage();
  await second.goto('./');
  await expect(second.getByRole('alert')).toContainText('open in another tab');
  await expect(second.getByRole('alert')).toHaveCount(1);

  const title = second.getByRole('textbox', { name: 'Title' });
  await expect(title).not.toBeEditable();
  await typeInto(second, title, 'typed');
  await expect(title).toHaveValue('Shop Support');

  const instructions = second.getByRole('textbox', { name: INSTRUCTIONS });
  await typeInto(second, instructions, 'typed here');
  await expect(instructions).not.toContainText('typed here');
  await expect(instructions).toHaveAttribute('contenteditable', 'false');
  await second.keyboard.press('ControlOrMeta+k');
  await expect(second.getByRole('dialog', { name: /link/ })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await second
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /Skills/ })
    .click();
  await expect(second.getByRole('button', { name: 'Add a skill' }).first()).toBeDisabled();
  const body = second.getByRole('textbox', { name: SKILL_BODY }).first();
  await typeInto(second, body, 'typed in the skill');
  await expect(body).toHaveText('Gift cards never expire.');
  await second.screenshot({ path: test.info().outputPath('read-only-skills.png') });

  // Taking over: what was typed while read-only is nowhere, and this tab edits and saves.
  await second.getByRole('button', { name: 'Take over' }).click();
  await expect(second.getByRole('alert')).toHaveCount(0);
  const body2 = second.getByRole('textbox', { name: SKILL_BODY }).first();
  await expect(body2).toHaveText('Gift cards never expire.');
  await body2.click();
  await second.keyboard.press('ControlOrMeta+End');
  await second.keyboard.type(' Ask for the code.');
  await expect(body2).toHaveText('Gift cards never expire. Ask for the code.');
  await expect(second.getByRole('banner')).toContainText('Saved');

  // The first tab lost it: now it is the read-only one, and takes no typing either.
  await expect(page.getByRole('alert').first()).toContainText('another tab');
  const firstTitle = page.getByRole('textbox', { name: 'Title' });
  await expect(firstTitle).not.toBeEditable();
  await typeInto(page, firstTitle, 'late');
  await expect(firstTitle).toHaveValue('Shop Support');
  const firstInstructions = page.getByRole('textbox', { name: INSTRUCTIONS });
  await typeInto(page, firstInstructions, 'late');
  await expect(firstInstructions).not.toContainText('late');
});

test('a read-only tab blocks changes only: cards expand, the Files tree browses, Preview opens', async ({
  page,
  context,
}) => {
  await openShopWithSkill(page);
  const second = await context.newPage();
  await second.goto('./');
  await expect(second.getByRole('alert')).toContainText('open in another tab');
  const views = second.getByRole('navigation', { name: 'Views' });

  await views.getByRole('button', { name: /Skills/ }).click();
  await expect(second.getByRole('button', { name: 'Add a skill' }).first()).toBeDisabled();
  // The card starts open; it closes and opens again, and the way to the Assistant view stays.
  await expect(second.getByRole('button', { name: 'Open the Assistant view' })).toBeEnabled();
  const card = second.getByRole('button', { name: 'Gift cards', exact: true });
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(second.getByRole('textbox', { name: SKILL_BODY }).first()).toHaveText(
    'Gift cards never expire.',
  );

  await views.getByRole('button', { name: /^Files/ }).click();
  const files = second.getByRole('tree', { name: 'Files' });
  await files.getByRole('treeitem', { name: 'plugin.json', exact: true }).click();
  const editor = second.getByRole('textbox', { name: 'Contents of plugin.json' });
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('shop-support');
  await expect(editor).toHaveAttribute('contenteditable', 'false');

  await second.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(second.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

// The tab typing had made the solution itself (its session started new: created or imported there).
const madeHere = {
  created: (page: Page) => newSolution(page, 'Shop'),
  imported: async (page: Page) => {
    await page.goto('./');
    await openZip(page, await writePluginZip(createSolution('Shop')), 'shop.zip');
  },
};

for (const [how, make] of Object.entries(madeHere)) {
  test(`Take over right after typing brings all 20 keys typed in a solution ${how} there`, async ({
    page,
    context,
  }) => {
    await make(page);
    await expect(heading(page, 'Shop')).toBeVisible();
    // Stored and owned by this tab before the second opens (its first save waits for the checks).
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
    const second = await context.newPage();
    await second.goto('./');
    await expect(second.getByRole('alert')).toContainText('open in another tab');

    const typed = ' Support Desk Online'; // 20 keys
    await page.getByRole('textbox', { name: 'Title' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(typed);
    // At once, well within the pause the first tab's save waits for (a click's checks can take longer).
    await second.getByRole('button', { name: 'Take over' }).dispatchEvent('click');
    await expect(heading(second, `Shop${typed}`)).toBeVisible();
    await expect(second.getByRole('textbox', { name: 'Title' })).toHaveValue(`Shop${typed}`);
    await expect(page.getByRole('alert').first()).toContainText('another tab');
  });
}
