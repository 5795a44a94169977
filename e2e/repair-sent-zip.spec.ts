import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { check, exportZip, fixtureZip, openZip, showProblems } from './support';

/**
 * #31 item 4: a zip someone sent opens with errors she did not cause. One notice offers to repair
 * the ones that need no choice; one click on Repair settles all of them as one change, and one Undo
 * brings them back.
 */
test('a zip someone sent: one notice, one click on Repair, no errors; one Undo brings them back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tree, zip } = await fixtureZip('repair/sent-solution');
  const before = check(tree).filter((d) => d.severity === 'error');
  expect(before).toHaveLength(7);
  await page.goto('./');
  await openZip(page, zip, 'garden-helper.zip');

  const problems = await showProblems(page);
  await expect(problems).toContainText('7 errors');
  // Each problem says which detail it is about.
  await expect(problems).toContainText('The skill “Returns” has a detail a skill cannot have: version');
  await expect(problems).toContainText(
    'The skill “Plants” has an extra detail holding a group of details, but extra details can only be text: openclaw',
  );
  const offer = page.getByRole('status').filter({ hasText: 'Repair 7 things so Bailey can use it' });
  await expect(offer).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('repair-offered.png') });
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(offer.getByRole('button', { name: 'Repair' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('repair-offered-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  await offer.getByRole('button', { name: 'Repair' }).click();
  await expect(problems).toContainText('None — everything checks out.');
  await expect(offer).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('repaired.png') });
  const repaired = await exportZip(page);
  expect(check(repaired.tree)).toEqual([]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(problems).toContainText('7 errors');
  await expect(offer).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(problems).toContainText('None — everything checks out.');
});

/**
 * A Claude Code plugin someone sent opens where its problems are (the Skills view), not in the
 * Files view; Repair settles what needs no choice, and what is left offers its choices: a list of
 * allowed tools with a space in a tool is never written on one line.
 */
test('a Claude Code plugin someone sent opens on its problems, and Repair leaves only choices', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { zip } = await fixtureZip('repair/cardinal-claude');
  await page.goto('./');
  await openZip(page, zip, 'cardinal-payments.zip');
  await page
    .getByRole('dialog', { name: 'Make this Claude Code plugin portable?' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Skills', exact: true })).toBeVisible();
  await expect(page.getByRole('tree', { name: 'Files' })).toHaveCount(0);

  const problems = await showProblems(page);
  const offer = page.getByRole('status').filter({ hasText: 'Repair 2 things so Bailey can use it' });
  await offer.getByRole('button', { name: 'Repair' }).click();
  await expect(offer).toHaveCount(0);
  await expect(problems).toContainText('2 errors');
  const spaced = problems.getByRole('listitem').filter({ hasText: 'has a space in it' });
  await expect(spaced).toContainText('as Claude Code reads them');
  await expect(
    spaced.getByRole('button', { name: 'Keep the list in the extra details', exact: true }),
  ).toBeVisible();
  await expect(problems.getByRole('button', { name: 'Write them on one line' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('claude-repaired.png') });
});
