import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readFileSync } from 'node:fs';
import { openZip, showProblems } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { writeText, type FileTree } from '../src/model/file-tree';
import { createSolution } from '../src/app/templates';
import { solutionWithProblemsEverywhere } from '../src/app/test-broken-solutions';

/**
 * axe-core on every view, dialog and panel, in the light and the dark theme, with a solution that
 * has problems (so the Problems panel, form errors and the export-with-errors dialog show): no
 * serious or critical violation.
 */

/** The Shop Support example with an error and warnings in several places. */
function solutionWithProblems(): FileTree {
  let tree = createSolution('Shop Support', 'shop-support');
  const skill = 'skills/returns/SKILL.md';
  const text = new TextDecoder().decode((tree.get(skill) as { bytes: Uint8Array }).bytes);
  tree = writeText(
    tree,
    skill,
    `${text.replace(/^description: .*$/m, 'description: ""')}\nSee [the form](form.md).\n`,
  );
  tree = writeText(
    tree,
    'mcp.json',
    '{ "mcpServers": { "orders": { "type": "streamable-http", "url": "http://orders.example.com" } } }\n',
  );
  return tree;
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  for (const v of results.violations.filter((v) => !serious.some((s) => s.startsWith(v.id))))
    test
      .info()
      .annotations.push({ type: 'minor axe finding', description: `${where}: ${v.id} (${v.impact})` });
  expect.soft(serious, `serious or critical axe violations: ${where}`).toEqual([]);
}

async function show(page: Page, view: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the start screen', async ({ page }) => {
      await page.goto('./');
      await expect(page.getByRole('button', { name: 'New solution' })).toBeVisible();
      await expectNoSeriousViolations(page, 'start screen');
    });

    test('every view, the Problems panel, the dialogs and the Preview', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('./');
      await openZip(page, await writePluginZip(solutionWithProblems()));
      const problems = await showProblems(page);
      await expect(problems).toContainText(/[1-9]\d* errors?/);

      // It opens where its first error is; every view is looked at in turn.
      await show(page, 'Assistant');
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Assistant', exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'Assistant');

      await show(page, 'Skills');
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Skills', exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'Skills');
      await page.getByRole('button', { name: 'Add a skill' }).first().click();
      const addSkill = page.getByRole('dialog', { name: 'Add a skill' });
      await expect(addSkill).toBeVisible();
      await expectNoSeriousViolations(page, 'Add a skill dialog');
      await page.keyboard.press('Escape');
      await expect(addSkill).toBeHidden();

      await show(page, 'Tools');
      await expect(page.getByRole('main').getByRole('heading', { name: 'Tools', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'Tools');
      await page.getByRole('button', { name: 'Add a server' }).first().click();
      const addServer = page.getByRole('dialog', { name: 'Add a tool server' });
      await expect(addServer).toBeVisible();
      await expectNoSeriousViolations(page, 'Add a tool server dialog');
      await page.keyboard.press('Escape');
      await expect(addServer).toBeHidden();

      await show(page, 'Package');
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Package', exact: true }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'Package');

      await show(page, 'Files');
      await page.getByRole('treeitem', { name: /^returns/ }).click();
      await page.getByRole('treeitem', { name: /^SKILL\.md/ }).click();
      await expect(page.getByRole('textbox', { name: 'Contents of skills/returns/SKILL.md' })).toBeVisible();
      await expectNoSeriousViolations(page, 'Files with a file open');

      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
      await expectNoSeriousViolations(page, 'Preview');
      await page.getByRole('button', { name: 'Close the preview' }).click();

      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const exportDialog = page.getByRole('dialog', { name: /This solution has \d+ errors?/ });
      await expect(exportDialog).toBeVisible();
      await expectNoSeriousViolations(page, 'export-with-errors dialog');
      await exportDialog.getByRole('button', { name: 'Show problems' }).click();
      await expect(problems).toBeFocused();
    });

    for (const width of [1280, 390]) {
      test(`the paste dialog: what it found, the tools with their switches, a refusal, at ${width} px`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto('./');
        await openZip(page, await writePluginZip(solutionWithProblems()));
        await show(page, 'Tools');
        await page.getByRole('button', { name: /^Paste/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
        const box = dialog.getByLabel('What the service gives you');
        await expect(box).toBeFocused();
        await expectNoSeriousViolations(page, `the empty paste dialog, ${width} px`);
        // A set-up with a key to set when installing, then a list of tools (one unannotated, one
        // named like a title), then something it cannot read.
        for (const [fixture, where] of [
          ['claude-desktop.json', 'a set-up with a key to set'],
          ['tools-list.json', 'a list of tools with their switches'],
        ] as const) {
          await box.fill(
            readFileSync(new URL(`../src/model/mcp-paste/fixtures/${fixture}`, import.meta.url), 'utf8'),
          );
          await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toBeVisible();
          await expectNoSeriousViolations(page, `the paste dialog with ${where}, ${width} px`);
          await page.screenshot({ path: test.info().outputPath(`paste-${fixture}-${width}.png`) });
        }
        await box.fill('{"mcpServers": {');
        await expect(dialog.getByRole('status')).toHaveText(/writing mistake/);
        await expectNoSeriousViolations(page, `the paste dialog refusing a paste, ${width} px`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });

      test(`the Problems panel grouped by place, with rows to fill in, at ${width} px`, async ({ page }) => {
        // Axe over four large views; generous for shared machines.
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto('./');
        await openZip(page, await writePluginZip(solutionWithProblemsEverywhere()));
        const problems = await showProblems(page);
        await expect(problems.getByRole('heading', { name: 'Tool server “Catalog”' })).toBeVisible();
        // A row just added: "to fill in" in its field, the panel and the header.
        await page.getByRole('main').getByRole('button', { name: 'Add starter' }).click();
        await expect(problems).toContainText('to fill in');
        await expectNoSeriousViolations(page, `Assistant with problems everywhere, ${width} px`);
        for (const view of ['Skills', 'Tools', 'Package']) {
          await show(page, view);
          await expect(
            page.getByRole('main').getByRole('heading', { name: view, exact: true }),
          ).toBeVisible();
          await expectNoSeriousViolations(page, `${view} with problems everywhere, ${width} px`);
        }
        await page.screenshot({ path: test.info().outputPath(`problems-${width}.png`), fullPage: false });
      });
    }
  });
}
