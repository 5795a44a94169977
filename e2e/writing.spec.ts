import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { exportZip, newSolution, openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { createSolution } from '../src/app/templates';
import { editJsonFile } from '../src/model/operation-support';
import { setPersona } from '../src/model/operations';
import { addServer, setServerTools } from '../src/model/server-operations';
import { addSkill } from '../src/model/skill-operations';
import type { FileTree } from '../src/model/file-tree';

/**
 * The writing editor for the instructions, the voice and skill bodies: it reads like a document,
 * Tab moves on like any field, the toolbar and its shortcuts write Markdown marks, and the length
 * meter follows the text.
 */

const INSTRUCTIONS = 'What the assistant reads first';

function instructionsOf(page: Page) {
  return page.getByRole('textbox', { name: INSTRUCTIONS });
}

test('Tab and Shift+Tab move in and out of the instructions in one press each', async ({ page }) => {
  await newSolution(page, 'Shop Support');
  const editor = instructionsOf(page);
  await editor.click();
  await page.keyboard.press('End');
  const before = await editor.textContent();

  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  // The next control after the editor: the voice switch, below the instructions.
  await expect(page.getByRole('switch', { name: 'Give the assistant its own voice' })).toBeFocused();
  expect(await editor.textContent()).toBe(before);

  await page.keyboard.press('Shift+Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    page
      .getByRole('toolbar', { name: `Formatting: ${INSTRUCTIONS}` })
      .getByRole('button', { name: 'Heading' }),
  ).toBeFocused();
});

test('the editor reads like a document: no line numbers, the page font, growing with the text', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const editor = instructionsOf(page);
  await expect(editor).toBeVisible();
  const box = page.locator('.writing-editor').first();
  await expect(box.locator('.cm-lineNumbers')).toHaveCount(0);
  const font = await editor.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).not.toMatch(/mono/i);
  const height = (await box.boundingBox())!.height;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  for (let line = 0; line < 12; line++) await page.keyboard.type(`\nLine ${line} of a longer brief.`);
  expect((await box.boundingBox())!.height).toBeGreaterThan(height + 150);
  // No scroll box of its own: the whole text is on the page.
  expect(await box.locator('.cm-scroller').evaluate((s) => s.scrollHeight - s.clientHeight)).toBeLessThan(2);
  // No second, formatted copy of the text beside it.
  await expect(page.getByRole('region', { name: /formatted/i })).toHaveCount(0);
});

test('the toolbar and its shortcuts write the marks, and the file gets exactly that text', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const editor = instructionsOf(page);
  const toolbar = page.getByRole('toolbar', { name: `Formatting: ${INSTRUCTIONS}` });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');

  await page.keyboard.type('Returns');
  await toolbar.getByRole('button', { name: 'Heading' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Be ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('kind');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(' and ');
  await toolbar.getByRole('button', { name: 'Italic' }).click();
  await page.keyboard.type('brief');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Ask for the order number');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Check the date');
  await page.keyboard.press('ControlOrMeta+]');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Numbered list' }).click();
  await page.keyboard.type('Read the policy');
  for (let i = 0; i < 'Read the policy'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  // A small dialog asks for the link: the selected words are its text, the address is typed.
  const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
  await expect(linkDialog.getByRole('textbox', { name: 'Text to show' })).toHaveValue('Read the policy');
  await expect(linkDialog.getByRole('textbox', { name: 'Address' })).toBeFocused();
  await page.keyboard.type('https://shop.example.com/returns');
  await page.keyboard.press('Enter');
  await expect(linkDialog).toHaveCount(0);
  await expect(editor).toBeFocused();
  // Ctrl+K inside the link opens it again to change it; Escape leaves the text as it was.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ControlOrMeta+k');
  const change = page.getByRole('dialog', { name: 'Change the link' });
  await expect(change.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'https://shop.example.com/returns',
  );
  await page.keyboard.press('Escape');
  await expect(change).toHaveCount(0);
  await expect(editor).toBeFocused();

  // Each button has its name and its shortcut.
  for (const name of ['Heading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link']) {
    await expect(toolbar.getByRole('button', { name })).toHaveAttribute('aria-keyshortcuts', /.+/);
  }
  const meter = page.getByRole('meter', { name: 'Length of the instructions' });
  await expect(meter).toHaveAttribute('aria-valuetext', /^[\d,]+ of 20,000 characters$/);

  const { tree } = await exportZip(page);
  const file = tree.get('skills/instructions/SKILL.md');
  const text = new TextDecoder().decode(file?.kind === 'file' ? file.bytes : new Uint8Array());
  expect(text.slice(text.indexOf('---', 4) + 4)).toBe(
    [
      '## Returns',
      'Be **kind** and *brief*',
      '- Ask for the order number',
      '  - Check the date',
      '1. [Read the policy](https://shop.example.com/returns)',
    ].join('\n'),
  );
});

// The grammars recurse once per level of nesting: 20,000 asterisks overflowed the page's stack.
test('text that nests too deeply for colours is kept and written, and the colours come back without it', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const editor = instructionsOf(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  const stars = '*'.repeat(20_000);
  await page.keyboard.insertText(`Hello ${stars}x${stars}`);
  // CodeMirror draws only the visible part of so long a line.
  await expect(editor).toContainText('*'.repeat(100));
  // No colours while it is there: no faded Markdown marks are drawn (a warning may underline it).
  const marks = editor.locator('span:not(.cm-lintRange)').filter({ hasText: /^\*+$/ });
  await expect(marks).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('Be **kind**');
  await expect(editor).toHaveText('Be **kind**');
  await expect(marks.first()).toBeVisible();
  const { tree } = await exportZip(page);
  const file = tree.get('skills/instructions/SKILL.md');
  const text = new TextDecoder().decode(file?.kind === 'file' ? file.bytes : new Uint8Array());
  expect(text.slice(text.indexOf('---', 4) + 4)).toBe('Be **kind**');
});

function unwrap(result: { ok: true; tree: FileTree } | { ok: false; error: unknown }): FileTree {
  if (!result.ok) throw new Error(`the fixture could not be made: ${String(result.error)}`);
  return result.tree;
}

/** A solution with a voice, a skill, and a server with a read and a write tool. */
function solutionToPreview(): FileTree {
  let tree = createSolution('Shop Support', 'shop-support');
  tree = unwrap(setPersona(tree, true, 'Warm, short answers. Never *shout*.\n'));
  tree = unwrap(
    addSkill(tree, {
      name: 'gift-cards',
      description: 'Use when a customer asks about gift cards.',
      body: 'Gift cards never expire.\n'.repeat(1200),
    }),
  );
  tree = unwrap(
    addServer(tree, 'shop_orders', { type: 'streamable-http', url: 'https://orders.shop.test/mcp' }),
  );
  tree = unwrap(setServerTools(tree, 'shop_orders', ['lookup_order', 'start_return'], ['start_return']));
  tree = unwrap(editJsonFile(tree, 'assistant.json', ['starters'], ['Where is my order?']));
  return tree;
}

test('the Preview shows the voice, the tools by what they do, the skills and what Bailey reads', async ({
  page,
}) => {
  await page.goto('./');
  await openZip(page, await writePluginZip(solutionToPreview()), 'shop-support.zip');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('complementary', { name: 'Preview' });

  const voice = preview.getByRole('region', { name: 'Its voice, as written' });
  await expect(voice).toContainText('Warm, short answers.');
  await expect(voice.locator('em')).toHaveText('shout');

  const tools = preview.getByRole('region', { name: 'Its tools' });
  const looksUp = tools.getByRole('heading', { name: 'Looks things up' }).locator('xpath=..');
  const asks = tools.getByRole('heading', { name: 'Asks before it changes anything' }).locator('xpath=..');
  await expect(looksUp).toContainText('Lookup order · Shop orders');
  await expect(looksUp).not.toContainText('Start return');
  await expect(asks).toContainText('Start return · Shop orders');
  await expect(asks).not.toContainText('Lookup order');
  await expect(preview).not.toContainText('lookup_order');

  const skills = preview.getByRole('region', { name: 'Skills it knows' });
  await expect(skills).toContainText('Gift cards');
  await expect(skills).toContainText('Use when a customer asks about gift cards.');

  const reads = preview.getByRole('region', { name: 'What Bailey reads' });
  await expect(reads.getByRole('meter', { name: 'Length of Instructions' })).toHaveAttribute(
    'aria-valuetext',
    /^[\d,]+ of 20,000 characters$/,
  );
  await expect(reads.getByRole('meter', { name: 'Length of Its voice' })).toHaveAttribute(
    'aria-valuetext',
    '36 of 20,000 characters',
  );
  // 1,200 lines of 25 characters after a blank line, past the guidance (about 5,000 tokens).
  await expect(reads.getByRole('meter', { name: 'Length of Skill “Gift cards”' })).toHaveAttribute(
    'aria-valuetext',
    '30,001 characters, more than the 20,000 suggested',
  );

  // The same meter sits beside the editor, and follows the typing.
  const voiceMeter = page.getByRole('main').getByRole('meter', { name: 'Length of the voice' });
  await expect(voiceMeter).toHaveAttribute('aria-valuetext', '36 of 20,000 characters');
  await page.getByRole('textbox', { name: 'How it talks' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Use the customer’s name when they give it.');
  await expect(voiceMeter).toHaveAttribute('aria-valuetext', '79 of 20,000 characters');
  await expect(reads.getByRole('meter', { name: 'Length of Its voice' })).toHaveAttribute(
    'aria-valuetext',
    '79 of 20,000 characters',
  );
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`axe: the writing editors and the Preview, ${colorScheme}, ${width} px`, async ({ page }) => {
      // Three axe runs over a page with long texts: slow on a shared machine, not a measure of speed.
      test.setTimeout(150_000);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('./');
      await openZip(page, await writePluginZip(solutionToPreview()), 'shop-support.zip');
      const editor = page.getByRole('textbox', { name: 'How it talks' });
      await expect(editor).toBeVisible();
      await editor.click();
      await page.screenshot({ path: test.info().outputPath(`editor-${colorScheme}-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      const nav = page.getByRole('navigation', { name: 'Views' });
      await nav.getByRole('button', { name: /Skills/ }).click();
      await page
        .getByRole('button', { name: /Gift cards/ })
        .first()
        .click();
      const skillText = page.getByRole('textbox', {
        name: 'What the assistant does with this skill (“Returns”)',
      });
      await expect(skillText).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The link dialog, opened from the text.
      await skillText.click();
      await page.keyboard.press('ControlOrMeta+k');
      const linkDialog = page.getByRole('dialog', { name: 'Add a link' });
      await linkDialog.getByRole('textbox', { name: 'Address' }).fill('https://your shop');
      await expect(linkDialog).toContainText('An address has no spaces.');
      await page.screenshot({ path: test.info().outputPath(`link-${colorScheme}-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await page
        .getByRole('complementary', { name: 'Preview' })
        .getByRole('heading', { name: 'What Bailey reads' })
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`preview-${colorScheme}-${width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
