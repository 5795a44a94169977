import { test, expect } from './fixtures';
import { check, exportZip, newSolution } from './support';
import { readText } from '../src/model/file-tree';

test('Maya builds the whole shop support solution with the forms alone', async ({ page }) => {
  test.setTimeout(120_000);
  await newSolution(page, 'Shop Support');
  await page
    .getByRole('textbox', { name: 'What it does' })
    .fill('Answers customers about orders and returns.');

  // Its own voice.
  await page.getByRole('switch', { name: 'Give the assistant its own voice' }).click();

  // Three conversation starters.
  const starters = ['Where is my order?', 'How do I return something?', 'Do you ship abroad?'];
  for (const [index, text] of starters.entries()) {
    await page.getByRole('button', { name: 'Add starter' }).click();
    await page.getByRole('textbox', { name: `Starter ${index + 1}` }).fill(text);
  }

  // Two examples, as a short conversation.
  const examples = [
    ['Where is order 10432?', 'It left on Monday and arrives by Thursday.'],
    ['Can I return worn shoes?', 'Within 30 days, if they are clean and in their box.'],
  ];
  for (const [index, [question, answer]] of examples.entries()) {
    await page.getByRole('button', { name: 'Add example' }).click();
    await page.getByRole('textbox', { name: 'Someone asks' }).nth(index).fill(question!);
    await page.getByRole('textbox', { name: 'The assistant answers' }).nth(index).fill(answer!);
  }

  // Two documents to ask for at install.
  const documents = [
    ['Your returns policy', '.PDF'],
    ['Your shipping rates', 'csv'],
  ];
  for (const [index, [what, type]] of documents.entries()) {
    await page.getByRole('button', { name: 'Add document' }).click();
    await page.getByRole('textbox', { name: 'What to ask for' }).nth(index).fill(what!);
    const types = page.getByRole('textbox', { name: 'Accepted file types' }).nth(index);
    // A new document starts out accepting pdf; Backspace removes that chip.
    await types.press('Backspace');
    await types.fill(type!);
    await types.press('Enter');
  }

  // Two skills.
  await page.getByRole('button', { name: 'Skills', exact: true }).click();
  for (const [name, does] of [
    ['Returns', 'Explains returns and starts one. Use when a customer wants to send something back.'],
    ['Shipping', 'Answers delivery questions. Use when a customer asks where an order is.'],
  ]) {
    await page
      .getByRole('button', { name: /Add a skill/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name!);
    await dialog.getByRole('textbox', { name: 'What it does and when to use it' }).fill(does!);
    await dialog.getByRole('button', { name: 'Add skill' }).click();
    await expect(dialog).toBeHidden();
  }

  // One online server with a tool that reads and one that writes.
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page
    .getByRole('button', { name: /Add a server/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Orders');
  await dialog.getByRole('radio', { name: /Online service/ }).check();
  await dialog.getByRole('textbox', { name: 'Address' }).fill('https://orders.example.com/mcp');
  await dialog.getByRole('button', { name: 'Add server' }).click();
  await expect(dialog).toBeHidden();
  for (const tool of ['lookup_order', 'start_return']) {
    await page.getByRole('textbox', { name: 'Tool name' }).fill(tool);
    await page.getByRole('button', { name: 'Add tool' }).click();
  }
  await page.getByRole('switch', { name: /May change things \(asks first\).*start_return/ }).click();

  // No file path, brace or frontmatter was ever typed; the result is a clean solution.
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('None');
  const exported = await exportZip(page);
  expect(check(exported.tree)).toEqual([]);
  const solution = JSON.parse(readText(exported.tree, 'assistant.json')!);
  expect(solution.starters).toEqual(starters);
  expect(solution.examples).toHaveLength(2);
  expect(solution.knowledge.map((k: { accepts: string[] }) => k.accepts)).toEqual([['pdf'], ['csv']]);
  expect(solution.skills.map((s: { name: string }) => s.name)).toEqual(['returns', 'shipping']);
  expect(solution.persona).toBe('persona.md');
  expect(solution.tools.orders).toEqual({
    tools: ['lookup_order', 'start_return'],
    write_tools: ['start_return'],
  });
});

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
