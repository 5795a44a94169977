import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readText } from '../src/model/file-tree';
import { check, newSolution, readDownload } from './support';

/**
 * Keyboard-only use: every stop of the Tab order shows where the focus is, the main actions work
 * from the keyboard, and problems are announced (live regions, described invalid fields).
 */

/** Describes the focused element, and whether it shows a focus indicator (outline or ring). */
async function focused(page: Page): Promise<{ name: string; visible: boolean; inBody: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', visible: false, inBody: false };
    const shows = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // Some controls are ringed by the box around them (an editor's text, a chips field's input) or,
    // for a switch's invisible checkbox, by the track drawn beside it.
    const around = [element.closest('.cm-editor'), element.parentElement, element.nextElementSibling];
    const label =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName;
    return {
      name: `${element.tagName.toLowerCase()} “${label}”`,
      visible: shows(element) || around.some((el) => el !== null && el !== undefined && shows(el)),
      inBody: true,
    };
  });
}

/** Presses Tab up to `max` times and returns the stops that showed no focus indicator. */
async function tabThrough(page: Page, max: number): Promise<{ stops: string[]; invisible: string[] }> {
  const stops: string[] = [];
  const invisible: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now.inBody) break;
    if (stops.includes(now.name) && stops.length > 3 && now.name === stops[0]) break;
    stops.push(now.name);
    if (!now.visible) invisible.push(now.name);
  }
  return { stops, invisible };
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person would; fails when it is not
 * reached within `max` presses. Returns how many presses it took.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return presses;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Types a web name with capitals and a space (an error) by keyboard, opening "Advanced" first. */
async function breakWebName(page: Page) {
  const webName = page.getByRole('textbox', { name: 'Web name' });
  if (!(await webName.isVisible())) {
    await tabTo(page, page.locator('summary', { hasText: 'Advanced' }).first());
    await page.keyboard.press('Enter');
  }
  await tabTo(page, webName, { max: 10 });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Shop Support');
  return webName;
}

test('every Tab stop shows a visible focus indicator', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'New solution' })).toBeVisible();
  const start = await tabThrough(page, 20);
  expect(start.stops.length).toBeGreaterThan(5);
  expect(start.invisible, 'start screen stops without a visible focus').toEqual([]);

  await newSolution(page, 'Shop Support');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const workspace = await tabThrough(page, 60);
  expect(workspace.stops).toEqual(
    expect.arrayContaining([expect.stringContaining('Export'), expect.stringContaining('Files')]),
  );
  expect(workspace.invisible, 'workspace stops without a visible focus').toEqual([]);
});

test('a solution is made, checked and exported with the keyboard alone', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'New solution' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Keyboard Helper');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Keyboard Helper' })).toBeVisible();

  // Views by keyboard.
  const packageButton = page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: 'Package' });
  await tabTo(page, packageButton, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Version' })).toBeVisible();
  const assistantButton = page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: 'Assistant' });
  await tabTo(page, assistantButton, { back: true });
  await page.keyboard.press('Enter');

  // A mistake is described on the field and announced by the Problems panel's live count.
  const live = page.getByRole('region', { name: 'Problems' }).locator('[aria-live]');
  await expect(live).toHaveText(/None/);
  const webName = await breakWebName(page);
  await expect(webName).toHaveAttribute('aria-invalid', 'true');
  await expect(webName).toHaveAccessibleDescription(/lowercase/i);
  await expect(live).toHaveText(/1 error/);

  // Undo with the keyboard; the count is announced again.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(live).toHaveText(/None/);

  // Export from the keyboard; the file arrives.
  await tabTo(page, page.getByRole('button', { name: 'Export', exact: true }), { back: true, max: 120 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('keyboard-helper-0.1.0.zip');
});

test('with errors, Export opens a dialog that is used by keyboard and leads to the problems', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await breakWebName(page);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('1 error');
  await tabTo(page, page.getByRole('button', { name: 'Export', exact: true }), { back: true, max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /This solution has 1 error/ });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog; Escape closes it and gives the focus back.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Show problems' }), { max: 10 });
  await page.keyboard.press('Enter');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toBeFocused();
  // From the Problems panel, the problem takes the keyboard to the field.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(problems.getByRole('listitem').first().getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Web name' })).toBeFocused();
});

test('keyboard only: make a solution, write its instructions, a starter, a skill with a link and a tool server, and export it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'New solution' })).toBeVisible();
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Keyboard Shop');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Keyboard Shop' })).toBeVisible();

  // The instructions: typed into the writing editor, and Tab leaves it in one press.
  const instructions = page.getByRole('textbox', { name: 'What the assistant reads first' });
  await tabTo(page, instructions);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('You help the customers of a small shop.');
  await page.keyboard.press('Tab');
  await expect(instructions).not.toBeFocused();
  await expect(page.getByRole('switch', { name: 'Give the assistant its own voice' })).toBeFocused();

  // A conversation starter.
  await tabTo(page, page.getByRole('button', { name: 'Add starter' }));
  await page.keyboard.press('Enter');
  const starter = page.getByRole('textbox', { name: 'Starter 1' });
  if (!(await starter.evaluate((element) => element === document.activeElement))) await tabTo(page, starter);
  await page.keyboard.type('Where is my order?');

  // A skill, from the Skills view.
  const nav = page.getByRole('navigation', { name: 'Views' });
  await tabTo(page, nav.getByRole('button', { name: /^Skills/ }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page
      .getByRole('main')
      .getByRole('button', { name: /Add a skill/ })
      .first(),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a skill' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Returns');
  await tabTo(page, dialog.getByRole('textbox', { name: 'What it does and when to use it' }), { max: 5 });
  await page.keyboard.type('Explains returns. Use when a customer wants to send something back.');
  await tabTo(page, dialog.getByRole('button', { name: 'Add skill' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const body = page.getByRole('textbox', { name: 'What the assistant does with this skill (“Returns”)' });
  await tabTo(page, body);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ask for the order number, then explain the 30-day rule. See ');
  // A link, asked for in its dialog: the focus starts in it and comes back to the text.
  await page.keyboard.press('ControlOrMeta+k');
  const link = page.getByRole('dialog', { name: 'Add a link' });
  await expect(link.getByRole('textbox', { name: 'Text to show' })).toBeFocused();
  await page.keyboard.type('the returns page');
  await page.keyboard.press('Tab');
  await expect(link.getByRole('textbox', { name: 'Address' })).toBeFocused();
  await page.keyboard.type('https://keyboard-shop.eu/returns');
  await page.keyboard.press('Enter');
  await expect(link).toBeHidden();
  await expect(body).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(body).not.toBeFocused();
  expect(
    await body.evaluate((element) => element.closest('.writing-editor')?.contains(document.activeElement)),
  ).toBe(false);

  // A tool server, pasted from what the service gives.
  await tabTo(page, nav.getByRole('button', { name: /^Tools/ }), { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: /^Paste/ }));
  await page.keyboard.press('Enter');
  const paste = page.getByRole('dialog', { name: 'Paste a set-up' });
  await expect(paste.getByLabel('What the service gives you')).toBeFocused();
  await page.keyboard.type('https://orders.keyboard-shop.eu/mcp');
  await expect(paste.getByRole('status').filter({ hasText: /^Found/ })).toBeVisible();
  await tabTo(page, paste.getByRole('button', { name: 'Add to tools' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(paste).toBeHidden();
  // Its one tool, which only looks things up.
  await tabTo(page, page.getByRole('textbox', { name: 'Tool name' }));
  await page.keyboard.type('lookup_order');
  await tabTo(page, page.getByRole('button', { name: 'Add tool' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('switch', { name: /: lookup_order$/ })).not.toBeChecked();

  // Export, from the header.
  await tabTo(page, page.getByRole('button', { name: 'Export', exact: true }), { back: true, max: 120 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('keyboard-shop-0.1.0.zip');
  const read = await readDownload(file);
  expect(check(read.tree)).toEqual([]);
  expect(readText(read.tree, 'skills/instructions/SKILL.md')).toContain(
    'You help the customers of a small shop.',
  );
  expect(readText(read.tree, 'skills/returns/SKILL.md')).toContain(
    'explain the 30-day rule. See [the returns page](https://keyboard-shop.eu/returns)',
  );
  expect(JSON.parse(readText(read.tree, 'assistant.json')!).starters).toEqual(['Where is my order?']);
  expect(readText(read.tree, 'mcp.json')).toContain('https://orders.keyboard-shop.eu/mcp');
  expect(JSON.parse(readText(read.tree, 'assistant.json')!).tools).toEqual({
    orders: { tools: ['lookup_order'], write_tools: [] },
  });
});
