import { test, expect } from './fixtures';
import { check, exportZip, newSolution, readDownload } from './support';
import { readText } from '../src/model/file-tree';

// The whole Shop Support journey, counted action by action, is in finishing.spec.ts.

test('renaming a skill moves its folder, frontmatter and listing together, and undo puts all three back', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: /Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  await page.getByRole('button', { name: 'Skills', exact: true }).click();
  await page.getByRole('button', { name: 'Rename Returns' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'New name' }).fill('Refunds');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('button', { name: 'Rename Refunds' })).toBeVisible();

  const renamed = await exportZip(page);
  expect(renamed.tree.has('skills/refunds/SKILL.md')).toBe(true);
  expect(renamed.tree.has('skills/returns/SKILL.md')).toBe(false);
  expect(readText(renamed.tree, 'skills/refunds/SKILL.md')).toContain('name: refunds');
  expect(readText(renamed.tree, 'assistant.json')).toContain('skills/refunds/SKILL.md');
  expect(check(renamed.tree)).toEqual([]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Rename Returns' })).toBeVisible();
  const undone = await exportZip(page);
  expect(undone.tree.has('skills/returns/SKILL.md')).toBe(true);
  expect(undone.tree.has('skills/refunds/SKILL.md')).toBe(false);
  expect(readText(undone.tree, 'skills/returns/SKILL.md')).toContain('name: returns');
  expect(readText(undone.tree, 'assistant.json')).toContain('skills/returns/SKILL.md');
});

// The views are drawn with a key's change just after the frame that draws the key. Here the next
// action comes before that frame (in the task after the key's): it must act on the key all the same.
test('a key typed right before Undo or Export is in what they act on, never applied after them', async ({
  page,
}) => {
  await newSolution(page, 'Shop');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Shop');
  const typeThen = (then: 'undo' | 'export') =>
    page.evaluate(async (then) => {
      const field = document.querySelector<HTMLInputElement>('input[id$="#/title"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(field, `${field.value}!`);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // What follows the key's own task, as a person's next event would.
      for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      if (then === 'undo') {
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
      } else {
        const exportButton = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Export',
        )!;
        exportButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
        exportButton.click();
      }
      return field.value;
    }, then);

  // Undo takes back the key just typed, not the step before it.
  expect(await typeThen('undo')).toBe('Shop!');
  await expect(title).toHaveValue('Shop');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(title).toHaveValue('Shop!');

  // Export downloads the key just typed.
  const download = page.waitForEvent('download');
  expect(await typeThen('export')).toBe('Shop!!');
  const exported = await readDownload(await download);
  expect(JSON.parse(readText(exported.tree, 'assistant.json') ?? '{}')).toMatchObject({ title: 'Shop!!' });
  await expect(title).toHaveValue('Shop!!');
});
