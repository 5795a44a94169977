import { test, expect } from './fixtures';
import { newSolution } from './support';

/**
 * #18: the code editor carries no grammar of its own; each file type's grammar is loaded when a
 * file of that type opens. The text shows at once and is coloured once its grammar arrives.
 */
test('each file type opens in the code editor and is coloured by its own grammar', async ({ page }) => {
  await newSolution(page, 'Grammar Check');
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Files/ })
    .click();
  const files = page.getByRole('tree', { name: 'Files' });
  for (const [path, token] of [
    ['plugin.json', '"grammar-check"'],
    ['skills/instructions/SKILL.md', ''],
  ] as const) {
    const parts = path.split('/');
    for (const [i, part] of parts.entries()) {
      const item = files.getByRole('treeitem', { name: part, exact: true });
      if (i < parts.length - 1 && (await item.getAttribute('aria-expanded')) === 'true') continue;
      await item.click();
    }
    const editor = page.getByRole('textbox', { name: `Contents of ${path}` });
    await expect(editor).toBeVisible();
    // A highlighted token is a span of its own inside the line.
    await expect(editor.locator('.cm-line span', { hasText: token }).first()).toBeVisible();
  }
});
