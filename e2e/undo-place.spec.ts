import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addSkill, newSolution } from './support';

/**
 * #34 item 2: an edit in a writing editor or in the Files view's code editor records where it was
 * made, so Undo and Redo from anywhere bring the person back to it: the view, the editor focused,
 * the cursor where the change was (the next letter typed lands there).
 */

const INSTRUCTIONS = 'What the assistant reads first';

function view(page: Page, name: RegExp) {
  return page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name });
}

test('undo and redo of typing in the instructions go back to that editor, at that place', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  const editor = page.getByRole('textbox', { name: INSTRUCTIONS });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('First line of the brief.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second line here.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Third line.');
  // A pause, so what comes next is an undo step of its own.
  await page.waitForTimeout(700);
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(' Kind words.');
  await expect(editor).toContainText('Second line here. Kind words.');

  // Somewhere else entirely; undo from there.
  await view(page, /^Package/).click();
  await expect(editor).toBeHidden();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor).toBeFocused();
  await expect(editor).not.toContainText('Kind words');
  // The cursor is where the words were typed: the next letter lands there.
  await page.keyboard.type('!');
  await expect(editor).toContainText('Second line here.!');
  await page.keyboard.press('ControlOrMeta+z');
  // Lines run together in the text a test reads: the second ends where the third begins.
  await expect(editor).toContainText('Second line here.Third line.');

  // Redo from another view brings that letter back, and the person to it.
  await view(page, /^Package/).click();
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(editor).toBeFocused();
  await expect(editor).toContainText('Second line here.!Third line.');
  await page.keyboard.type('#');
  await expect(editor).toContainText('Second line here.#!Third line.');
  await page.screenshot({ path: test.info().outputPath('writing-undo-place.png') });
});

test('undo of typing in a skill’s text opens the Skills view, that skill’s card, at that place', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await view(page, /^Skills/).click();
  await addSkill(page, 'Returns', 'Explains returns. Use when a customer wants to send something back.');
  const body = page.getByRole('textbox', { name: 'What the assistant does with this skill (“Returns”)' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Ask for the order number.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Then say what happens next.');
  await page.waitForTimeout(700);
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('End');
  await page.keyboard.type(' And the date.');
  await expect(body).toContainText('Ask for the order number. And the date.');

  await view(page, /^Package/).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(body).toBeFocused();
  await expect(body).not.toContainText('And the date.');
  await page.keyboard.type('@%', { delay: 150 });
  await expect(body).toContainText('Ask for the order number.@%Then say what happens next.');
});

test('undo of typing in the Files view goes back to the Files view, that file, at that place', async ({
  page,
}) => {
  await newSolution(page, 'Shop Support');
  await view(page, /^Files/).click();
  const files = page.getByRole('tree', { name: 'Files' });
  await files.getByRole('treeitem', { name: 'instructions' }).click();
  await files.getByRole('treeitem', { name: 'SKILL.md' }).click();
  const code = page.getByRole('textbox', { name: 'Contents of skills/instructions/SKILL.md' });
  await code.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Typed in the raw file.');
  await expect(code).toContainText('Typed in the raw file.');

  // The Assistant view shows the same text, but the edit was made in the Files view.
  await view(page, /^Assistant/).click();
  await expect(page.getByRole('textbox', { name: INSTRUCTIONS })).toContainText('Typed in the raw file.');
  await view(page, /^Package/).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(code).toBeFocused();
  await expect(code).not.toContainText('Typed in the raw file.');
  // Slowly, so the file is drawn again between the keys: the cursor stays where it is typed.
  await page.keyboard.type('@%', { delay: 150 });
  await page.keyboard.press('ControlOrMeta+End');
  // The letters went where the undone text had begun, which is the end of the file.
  await page.keyboard.type('$');
  await expect(code).toContainText('@%$');
  await page.screenshot({ path: test.info().outputPath('files-undo-place.png') });
});
