import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { newSolution } from './support';

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

/** Types a web name with capitals and a space (an error) by keyboard, opening "Advanced" first. */
async function breakWebName(page: Page) {
  const webName = page.getByRole('textbox', { name: 'Web name' });
  if (!(await webName.isVisible())) {
    await page.locator('summary', { hasText: 'Advanced' }).first().focus();
    await page.keyboard.press('Enter');
  }
  await webName.focus();
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
  await packageButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Version' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Assistant' }).focus();
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
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('keyboard-helper-0.1.0.zip');
});

test('with errors, Export opens a dialog that is used by keyboard and leads to the problems', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await breakWebName(page);
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('1 error');
  await page.getByRole('button', { name: 'Export', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /This solution has 1 error/ });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog; Escape closes it and gives the focus back.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Show problems' }).focus();
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
