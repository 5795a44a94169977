import { test, expect } from './fixtures';
import { changedFiles, exportZip, openZip, showProblems } from './support';
import { readPluginZip } from '../src/archive/read-zip';
import { writePluginZip } from '../src/archive/write-zip';
import { readText } from '../src/model/file-tree';
import { validSolution, withJson } from '../src/validate/test-fixtures';

/**
 * A problem with two right ways out shows both as buttons in the Problems panel: a field plugin.json
 * does not know can be removed, or kept in the builder's settings for apps. Each clears the problem,
 * changes plugin.json and nothing else, and Undo brings the problem back.
 */
test('a field the package does not know: Remove, or keep it in the settings for apps; each undoable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hooks = { activation: { path: './hooks/a.cjs' } };
  const zip = await writePluginZip(withJson(validSolution(), 'plugin.json', (v) => (v.hooks = hooks)));
  const opened = await readPluginZip(zip);
  if (opened.kind === 'refused' || opened.kind === 'choose-plugin')
    throw new Error(`the test's own zip did not open: ${opened.kind}`);
  await page.goto('./');
  await openZip(page, zip);

  const problems = await showProblems(page);
  const problem = problems.getByRole('listitem').filter({ hasText: 'not one of the package details' });
  const remove = problem.getByRole('button', { name: 'Remove "hooks"' });
  const keep = problem.getByRole('button', { name: 'Keep "hooks" in the settings for apps' });
  await expect(problem).toHaveCount(1);
  await expect(remove).toBeVisible();
  await expect(keep).toBeVisible();

  const outcomes: Record<string, unknown>[] = [];
  for (const button of [remove, keep]) {
    await button.click();
    await expect(problem).toHaveCount(0);
    await expect(problems).toContainText('None — everything checks out.');
    const exported = await exportZip(page);
    expect(changedFiles(opened.tree, exported.tree)).toEqual(['plugin.json']);
    outcomes.push(JSON.parse(readText(exported.tree, 'plugin.json')!) as Record<string, unknown>);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(problem).toHaveCount(1);
    await expect(keep).toBeVisible();
  }
  const [removed, kept] = outcomes as [
    { hooks?: unknown },
    { hooks?: unknown; extensions: Record<string, Record<string, unknown>> },
  ];
  expect(removed.hooks).toBeUndefined();
  expect(kept.hooks).toBeUndefined();
  expect(kept.extensions['org.sigrix']).toEqual({ assistant: 'assistant.json', hooks });
});
