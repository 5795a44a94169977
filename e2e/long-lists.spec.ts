import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { encodeText, writeText, type FileTree, type TreeEntry } from '../src/model/file-tree';
import { editJsonFile, editJsonFileValues } from '../src/model/operation-support';
import { newSolution } from '../src/model/operations';
import { DEFAULT_SOLUTION_PATH, PLUGIN_MANIFEST_PATH } from '../src/model/plugin-manifest';

/**
 * #19 item 6: small hostile files made views unusable. 2,000 tool servers (a 6 KB zip) froze the
 * Tools view for 51 s; 20,000 keywords that are not text took 12.7 s in the Package view. Every
 * long list now draws a page at a time, so the view answers a click at once. What is checked is
 * that the view is usable (a button responds, a field takes typing), not how fast it was.
 */

test('20,000 files: the Files view draws its tree a page at a time, and the keys reach every row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // As many entries as a plugin may hold: the solution's three files and 19,997 notes.
  const tree = new Map<string, TreeEntry>(newSolution('Many Files'));
  for (let i = 0; tree.size < 20_000; i++) {
    tree.set(`references/note-${String(i).padStart(5, '0')}.md`, {
      kind: 'file',
      bytes: encodeText(`# Note ${i}\n`),
    });
  }
  await page.goto('./');
  await openZip(page, await writePluginZip(tree));
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Many Files' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Files/ })
    .click();
  const files = page.getByRole('tree', { name: 'Files' });
  const rows = files.getByRole('treeitem');
  const row = (name: string) => files.getByRole('treeitem', { name, exact: true });
  await row('references').click();
  await expect(row('references')).toHaveAttribute('aria-expanded', 'true');
  // references, its 19,997 notes, skills, instructions, assistant.json and plugin.json.
  await expect(rows).toHaveCount(100);
  const more = page.getByRole('button', {
    name: 'Show more (19,902 of 20,002 files and folders not shown yet)',
  });
  await expect(more).toBeVisible();

  // The view answers: a click opens a note beside the tree.
  await row('note-00000.md').click();
  await expect(page.locator('.cm-content[aria-label="Contents of references/note-00000.md"]')).toContainText(
    '# Note 0',
  );

  // Arrow keys go row by row, and on past the last row drawn.
  await row('note-00000.md').focus();
  await page.keyboard.press('ArrowDown');
  await expect(row('note-00001.md')).toBeFocused();
  await row('note-00098.md').click();
  await page.keyboard.press('ArrowDown');
  await expect(row('note-00099.md')).toBeFocused();
  await expect(rows).toHaveCount(101);
  await page.keyboard.press('ArrowUp');
  await expect(row('note-00098.md')).toBeFocused();

  // End reaches the last row, drawn with its page after a gap; Up steps back from there.
  await page.keyboard.press('End');
  await expect(row('plugin.json')).toBeFocused();
  await expect(row('plugin.json')).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(101 + 2);
  await page.keyboard.press('ArrowUp');
  await expect(row('assistant.json')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(row('instructions')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(row('skills')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(row('note-19996.md')).toBeFocused();
  await expect(rows).toHaveCount(101 + 100);
  await page.screenshot({ path: test.info().outputPath('paged-tree.png') });

  const { violations } = await new AxeBuilder({ page }).include('[role="tree"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.keyboard.press('Home');
  await expect(row('references')).toBeFocused();
  await expect(rows).toHaveCount(101);
  await page
    .getByRole('button', { name: 'Show more (19,901 of 20,002 files and folders not shown yet)' })
    .click();
  await expect(rows).toHaveCount(201);
  await expect(row('note-00199.md')).toBeVisible();
});

test('2,000 tool servers: the Tools view answers at once and draws them a page at a time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const servers = Object.fromEntries(
    Array.from({ length: 2000 }, (_, i) => [`server-${i}`, { command: 'node', args: [`s${i}.js`] }]),
  );
  const tree: FileTree = writeText(
    newSolution('Many Servers'),
    'mcp.json',
    JSON.stringify({ mcpServers: servers }),
  );
  const zip = await writePluginZip(tree);
  expect(zip.length).toBeLessThan(64 * 1024);
  await page.goto('./');
  await openZip(page, zip);
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Tool servers' }).locator(':scope > li');
  await expect(cards).toHaveCount(20);

  // The view responds: a dialog opens and closes.
  await page.getByRole('button', { name: 'Add a server' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show more (1,980 of 2,000 servers not shown yet)' }).click();
  await expect(cards).toHaveCount(40);
  await expect(page.getByRole('heading', { name: 'Server 39', level: 3, exact: true })).toBeVisible();
});

test('20,000 keywords that are not text: the Package view answers at once', async ({ page }) => {
  test.setTimeout(120_000);
  const result = editJsonFile(
    newSolution('Many Keywords'),
    PLUGIN_MANIFEST_PATH,
    ['keywords'],
    Array.from({ length: 20_000 }, (_, i) => i),
  );
  if (!result.ok) throw new Error(result.error.message);
  await page.goto('./');
  await openZip(page, await writePluginZip(result.tree));
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Package/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Package', level: 1 })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Chosen keywords' }).getByRole('listitem');
  await expect(chips).toHaveCount(100);

  // The view responds: another field takes typing, and the rest of the keywords come on request.
  const version = page.getByRole('textbox', { name: 'Version' });
  await version.fill('2.0.0');
  await expect(version).toHaveValue('2.0.0');
  await page.getByRole('button', { name: 'Show more (19,900 of 20,000 keywords not shown yet)' }).click();
  await expect(chips).toHaveCount(200);
});

test('the Preview draws its long lists a page at a time and answers a click', async ({ page }) => {
  test.setTimeout(120_000);
  const count = 2000;
  const numbered = <T>(make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
  const skills = Array.from({ length: 150 }, (_, i) => `skill-${String(i).padStart(3, '0')}`);
  const result = editJsonFileValues(newSolution('Long Preview'), DEFAULT_SOLUTION_PATH, [
    { path: ['starters'], value: numbered((i) => `Question ${i}?`) },
    {
      path: ['examples'],
      value: numbered((i) => ({ input: `Where is order ${i}?`, output: `On its way.` })),
    },
    { path: ['knowledge'], value: numbered((i) => ({ description: `Document ${i}`, accepts: ['pdf'] })) },
    { path: ['skills_sold_separately'], value: numbered((i) => `extra-${i}`) },
    { path: ['skills'], value: skills.map((name) => ({ path: `skills/${name}/SKILL.md` })) },
  ]);
  if (!result.ok) throw new Error(result.error.message);
  let tree = writeText(
    result.tree,
    'mcp.json',
    JSON.stringify({ mcpServers: Object.fromEntries(numbered((i) => [`server-${i}`, { command: 'node' }])) }),
  );
  for (const name of skills)
    tree = writeText(
      tree,
      `skills/${name}/SKILL.md`,
      `---\nname: ${name}\ndescription: Does ${name}.\n---\nText.\n`,
    );
  await page.goto('./');
  await openZip(page, await writePluginZip(tree));
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Long Preview' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('banner').getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  const section = (name: string) => preview.getByRole('region', { name });

  const chat = section('Starting a conversation');
  const starters = chat.getByRole('button', { name: /^Question \d+\?$/ });
  await expect(starters).toHaveCount(100);
  await chat.getByRole('button', { name: 'Show more (1,900 of 2,000 starters not shown yet)' }).click();
  await expect(starters).toHaveCount(200);
  // It answers: a starter picked shows as the first message.
  await chat.getByRole('button', { name: 'Question 150?' }).click();
  await expect(chat.getByText('In Bailey, this starts the conversation.')).toBeVisible();

  const more: [region: string, button: string][] = [
    ['Skills it knows', 'Show more (50 of 150 skills not shown yet)'],
    ['What Bailey reads', 'Show more (50 of 150 skills not shown yet)'],
    ['Installing it', 'Show more (1,900 of 2,000 documents not shown yet)'],
    ['Installing it', 'Show more (1,900 of 2,000 skills not shown yet)'],
    ['Installing it', 'Show more (1,900 of 2,000 tools not shown yet)'],
    ['Examples', 'Show more (1,900 of 2,000 examples not shown yet)'],
  ];
  for (const [region, button] of more)
    await expect(section(region).getByRole('button', { name: button })).toBeVisible();
  await expect(section('Examples').getByRole('listitem')).toHaveCount(100);
  await section('Examples')
    .getByRole('button', { name: /^Show more/ })
    .click();
  await expect(section('Examples').getByRole('listitem')).toHaveCount(200);
  await expect(section('Examples').getByRole('listitem', { name: 'Example 200' })).toContainText(
    'Where is order 199?',
  );
  // 2,000 servers whose tools are not listed: the first are named, the rest counted.
  await expect(section('Its tools')).toContainText('Server 19 and 1,980 more: its tools are not listed');
});
