import { test, expect } from './fixtures';
import { check, exportZip, fixtureZip, openZip } from './support';

test('a Claude Code plugin turned down at first converts later, becomes a solution, and exports with no error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await openZip(page, (await fixtureZip('claude-code/cc-example-plugin')).zip, 'example-plugin.zip');
  const offer = page.getByRole('dialog', { name: 'Make this Claude Code plugin portable?' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);

  // The conversion stays one click away: the problem's fix, and the Package view.
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('button', { name: 'Convert to the portable layout' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Package/ })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Convert to the portable layout' }).click();
  await expect(page.getByText('These parts could not be carried over:')).toBeVisible();
  await expect(problems.getByRole('button', { name: 'Convert to the portable layout' })).toHaveCount(0);

  await problems.getByRole('button', { name: 'Make this plugin a solution' }).click();
  // Every fix the problems offer, one after the other, until none is left.
  const fixes = problems.locator('li > button:nth-of-type(2)');
  const accepted: string[] = [];
  for (let round = 0; round < 40 && (await fixes.count()) > 0; round += 1) {
    const fix = fixes.first();
    accepted.push((await fix.textContent()) ?? '');
    await fix.click();
  }
  expect(await fixes.count(), `fixes still offered after ${accepted.join(', ')}`).toBe(0);

  const exported = await exportZip(page);
  expect(check(exported.tree).filter((d) => d.severity === 'error')).toEqual([]);
});
