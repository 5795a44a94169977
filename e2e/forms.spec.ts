import { test, expect } from './fixtures';
import { check, exportZip } from './support';
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
