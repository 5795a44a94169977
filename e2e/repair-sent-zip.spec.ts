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
