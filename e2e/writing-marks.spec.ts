import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { exportZip, newSolution, openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { createSolution } from '../src/app/templates';
import { readText, writeText, type FileTree } from '../src/model/file-tree';

/**
 * Maya has never seen Markdown: the writing editor shows her headings, lists, bold, italic and
 * links as a word processor would, the B and I buttons work from the cursor on, leaving a list
 * starts a new paragraph, and rich text pasted from elsewhere keeps its formatting. The file
 * stays Markdown, and what she did not touch keeps its bytes.
 */

const INSTRUCTIONS = 'What the assistant reads first';
const SKILL_FILE = 'skills/instructions/SKILL.md';

function instructionsOf(page: Page) {
  return page.getByRole('textbox', { name: INSTRUCTIONS });
}

function toolbarOf(page: Page) {
  return page.getByRole('toolbar', { name: `Formatting: ${INSTRUCTIONS}` });
}

/** A new solution whose instructions are empty, with the cursor in them. */
async function emptyInstructions(page: Page): Promise<Locator> {
  await newSolution(page, 'Shop Support');
  const editor = instructionsOf(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  return editor;
}

/** The instructions' body as the exported file has it (after its frontmatter). */
async function exportedInstructions(page: Page): Promise<string> {
  const { tree } = await exportZip(page);
  const text = readText(tree, SKILL_FILE) ?? '';
  return text.slice(text.indexOf('---', 4) + 4);
}

/** The text of each line the editor draws, as a person reads it. */
function drawnLines(editor: Locator): Promise<string[]> {
  return editor.locator('.cm-line').allTextContents();
}

test('B, type, B, type: bold from the cursor on, and the button shows the style at the cursor', async ({
  page,
}) => {
  const editor = await emptyInstructions(page);
  const bold = toolbarOf(page).getByRole('button', { name: 'Bold' });
  const italic = toolbarOf(page).getByRole('button', { name: 'Italic' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');

  await page.keyboard.type('Be ');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('very kind');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' and ');
  await italic.click();
  await expect(italic).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('brief');
  await italic.click();
  await expect(italic).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('.');

  // Back in the bold words, the button shows bold again.
  await page.keyboard.press('Home');
  for (let i = 0; i < 'Be **ve'.length; i++) await page.keyboard.press('ArrowRight');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(italic).toHaveAttribute('aria-pressed', 'false');

  // Away from the cursor, no marks: the words are drawn bold and italic.
  await page.keyboard.press('Tab');
  await expect(editor).toHaveText('Be very kind and brief.');
  await expect(editor.getByText('very kind', { exact: true })).toHaveCSS('font-weight', '700');
  await expect(editor.getByText('brief', { exact: true })).toHaveCSS('font-style', 'italic');

  expect(await exportedInstructions(page)).toBe('Be **very kind** and *brief*.');
});

test('with the keyboard alone: Bold from the toolbar, then back to the text, makes what is typed bold', async ({
  page,
}) => {
  const editor = await emptyInstructions(page);
  const bold = toolbarOf(page).getByRole('button', { name: 'Bold' });
  await page.keyboard.type('Be ');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await expect(bold).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('kind');
  expect(await exportedInstructions(page)).toBe('Be **kind**');
});

test('headings, lists, bold, italic and links are drawn without their marks, which come back at the cursor', async ({
  page,
}) => {
  const editor = await emptyInstructions(page);
  const toolbar = toolbarOf(page);
  await page.keyboard.insertText(
    [
      '# Returns',
      '',
      'See [the policy](https://shop.example.com/returns) and be **kind**.',
      '',
      '- Ask for the order number',
      '  - Check the date',
      '',
      '1. Read the policy',
    ].join('\n'),
  );
  await page.keyboard.press('Tab');
  expect(await drawnLines(editor)).toEqual([
    'Returns',
    '',
    'See the policy and be kind.',
    '',
    '•Ask for the order number',
    '◦Check the date',
    '',
    '1.Read the policy',
  ]);
  // The link's address shows where the pointer rests on its words.
  await expect(editor.getByTitle('https://shop.example.com/returns')).toHaveText('the policy');
  await page.screenshot({ path: test.info().outputPath('marks-hidden.png') });

  // The cursor in the heading shows its mark, and the toolbar says it is a heading.
  await editor.getByText('Returns').click();
  await expect(editor.locator('.cm-line').first()).toHaveText('# Returns');
  await expect(toolbar.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // In a list item: the bullet stays, the toolbar says which list.
  await editor.getByText('Check the date').click();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(toolbar.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'false');
  await editor.getByText('Read the policy').click();
  await expect(toolbar.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The cursor in the link shows it whole; the link dialog shows its address.
  await editor.getByText('the policy', { exact: true }).click();
  await expect(editor.locator('.cm-line').nth(2)).toHaveText(
    'See [the policy](https://shop.example.com/returns) and be kind.',
  );
  await page.screenshot({ path: test.info().outputPath('marks-at-cursor.png') });
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Change the link' });
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'https://shop.example.com/returns',
  );
  await page.keyboard.press('Escape');
});

test('typed before a bullet, text goes after it, and Backspace after it ends the item', async ({ page }) => {
  const editor = await emptyInstructions(page);
  await page.keyboard.insertText('- One');
  await page.keyboard.press('Home');
  await page.keyboard.type('The ');
  await expect(editor.locator('.cm-line').first()).toHaveText('•The One');
  for (let i = 0; i < 'The '.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await expect(editor.locator('.cm-line').first()).toHaveText('The One');
  expect(await exportedInstructions(page)).toBe('The One');
});

/** Types each line, pressing Enter between them. */
async function typeLines(page: Page, lines: readonly string[]): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

test('Enter on an empty item leaves the list, with a blank line before the next paragraph', async ({
  page,
}) => {
  const editor = await emptyInstructions(page);
  await toolbarOf(page).getByRole('button', { name: 'Bulleted list' }).click();
  // Enter after each line: the empty one is the Enter on an empty item.
  await typeLines(page, ['One', 'Two', '', 'After the list.']);
  await expect(editor.locator('.cm-line')).toHaveText(['•One', '•Two', '', 'After the list.']);
  expect(await exportedInstructions(page)).toBe('- One\n- Two\n\nAfter the list.');
});

/** Pastes as a browser does from a page copied elsewhere: the HTML and its plain text. */
async function paste(editor: Locator, html: string, text: string): Promise<void> {
  await editor.evaluate(
    (element, { html, text }) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { html, text },
  );
}

test('rich text pasted from a web page keeps its headings, lists, bold, italic and links as Markdown', async ({
  page,
}) => {
  const editor = await emptyInstructions(page);
  await page.keyboard.type('Start. End.');
  for (let i = 0; i < ' End.'.length; i++) await page.keyboard.press('ArrowLeft');
  await paste(
    editor,
    '<h2>Returns</h2><p>Be <strong>kind</strong> and <i>brief</i>: <a href="https://shop.example.com/r">our rules</a>' +
      ' <a href="javascript:alert(1)">click</a><img src="data:image/png;base64,AAAA"><script>alert(2)</script></p>' +
      '<ul><li>Ask first</li><li>Then answer</li></ul>',
    'Returns\nBe kind and brief: our rules click\nAsk first\nThen answer',
  );
  // A code editor's coloured lines carry no formatting: their plain text is pasted.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await paste(editor, '<div><span style="color:#00f">const  x = 1;</span></div>', 'const  x = 1;');
  await expect(editor.getByTitle('https://shop.example.com/r')).toHaveText('our rules');

  expect(await exportedInstructions(page)).toBe(
    [
      'Start.',
      '',
      '## Returns',
      '',
      'Be **kind** and *brief*: [our rules](https://shop.example.com/r) click',
      '',
      '- Ask first',
      '- Then answer',
      '',
      ' End.',
      'const  x = 1;',
    ].join('\n'),
  );
});

/** Markdown in many of the forms people write it, kept as it is around an edit. */
const VARIED = [
  'Setext title',
  '============',
  '',
  'Some __underscored bold__ and _underscored italic_, a `code span`, an escaped \\*star\\*.  ',
  'A hard break above; trailing spaces here.   ',
  '',
  '* star bullet',
  '+ plus bullet',
  '    indented continuation',
  '',
  '1) numbered with a parenthesis',
  '2) second',
  '',
  '> a quote with **bold**',
  '',
  '[a reference][policy] and <https://auto.example.com> and ***both***.',
  '',
  '[policy]: https://shop.example.com/policy "Policy"',
  '',
  '<!-- a comment -->',
  'Tabs\there, an emoji 🙂, and a word to change: colleague.',
  '',
  '',
].join('\n');

function solutionWithInstructions(body: string): FileTree {
  const tree = createSolution('Shop Support', 'shop-support');
  const text = readText(tree, SKILL_FILE)!;
  return writeText(tree, SKILL_FILE, text.slice(0, text.indexOf('---', 4) + 4) + body);
}

/** Where a word is drawn in the editor, to double-click it as a person would. */
async function wordCentre(editor: Locator, word: string): Promise<{ x: number; y: number }> {
  return editor.evaluate((element, word) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(word);
      if (at < 0) continue;
      node.parentElement!.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    throw new Error(`${word} is not drawn`);
  }, word);
}

test('a word changed in the writing editor changes that word alone: every other byte of the file stays', async ({
  page,
}) => {
  const tree = solutionWithInstructions(VARIED);
  await page.goto('./');
  await openZip(page, await writePluginZip(tree), 'shop-support.zip');
  const editor = instructionsOf(page);
  await expect(editor).toContainText('colleague');
  const { x, y } = await wordCentre(editor, 'colleague');
  await page.mouse.dblclick(x, y);
  await page.keyboard.type('friend');
  await page.keyboard.press('Tab');
  await expect(editor).toContainText('friend.');

  const { tree: exported } = await exportZip(page);
  const before = readText(tree, SKILL_FILE)!;
  expect(readText(exported, SKILL_FILE)).toBe(before.replace('colleague', 'friend'));
});
