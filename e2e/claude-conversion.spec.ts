import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { check, exportZip, fixtureZip, openZip, showProblems } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { CORPUS_DIR, readFolderTree } from '../src/model/test-support';
import { treeFromFiles } from '../src/model/file-tree';
import { claudeSchemaProblems } from '../src/validate/test-support-claude-schema';

/** Clicks the first fix the Problems panel offers, again and again until none is left; returns their labels. */
async function acceptEveryFix(page: Page): Promise<string[]> {
  const problems = await showProblems(page);
  // A problem's first button selects it; the ones after it are its fixes. "List the tools of …"
  // asks the person for them (it opens the paste), so it is not one to accept blindly.
  const fixes = problems.locator('li > button:nth-of-type(2)').filter({ hasNotText: /^List the tools of / });
  const accepted: string[] = [];
  for (let round = 0; round < 40 && (await fixes.count()) > 0; round += 1) {
    // The panel follows each change in the task after its frame: a fix counted just before the
    // list caught up may be gone by now, and is then counted again rather than waited for.
    const fix = fixes.first();
    const label = await fix.textContent({ timeout: 10_000 }).catch(() => undefined);
    if (label === undefined) continue;
    if (
      await fix.click({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      accepted.push(label ?? '');
  }
  expect(await fixes.count(), `fixes still offered after ${accepted.join(', ')}`).toBe(0);
  return accepted;
}

test('a Claude Code plugin turned down at first converts later, becomes a solution, and exports with no error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await openZip(page, (await fixtureZip('claude-code/cc-example-plugin')).zip, 'example-plugin.zip');
  const offer = page.getByRole('dialog', { name: 'Make this Claude Code plugin portable?' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  // Named as its own manifest names it, not as a new solution would be.
  await expect(page.getByRole('banner').getByRole('heading', { name: 'example-plugin' })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The conversion stays one click away: the problem's fix, the Assistant view, and the Package view.
  const problems = await showProblems(page);
  const views = page.getByRole('navigation', { name: 'Views' });
  await expect(problems.getByRole('button', { name: 'Convert to the portable layout' })).toBeVisible();
  await views.getByRole('button', { name: /^Assistant/ }).click();
  await expect(page.getByRole('main').getByText('laid out for Claude Code only')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Convert to the portable layout' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Package/ })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Convert to the portable layout' }).click();
  await expect(page.getByText('These parts could not be carried over:')).toBeVisible();
  await expect(problems.getByRole('button', { name: 'Convert to the portable layout' })).toHaveCount(0);

  await problems.getByRole('button', { name: 'Make it a solution', exact: true }).click();
  await acceptEveryFix(page);
  const exported = await exportZip(page);
  expect(check(exported.tree).filter((d) => d.severity === 'error')).toEqual([]);
});

test('the Tools view of a Claude Code plugin says its servers show once it is converted, and then shows them', async ({
  page,
}) => {
  await page.goto('./');
  await openZip(page, (await fixtureZip('claude-code/cc-context7')).zip, 'context7.zip');
  await page
    .getByRole('dialog', { name: 'Make this Claude Code plugin portable?' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const view = page.getByRole('main');
  // Not "No tools yet" with a button that would start a second, empty list beside Claude Code's.
  await expect(view.getByText('set up for Claude Code only')).toBeVisible();
  await expect(view.getByText('No tools yet')).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Paste a set-up' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Convert to the portable layout' }).click();
  await expect(view.getByRole('list', { name: 'Tool servers' }).getByRole('listitem')).toHaveCount(1);
});

test('#32: converting keeps Claude Code working, a Tools edit says Claude Code keeps its own copy, and the Claude Code export writes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await openZip(page, (await fixtureZip('conversion/wild-claude')).zip, 'wild-itil.zip');
  const offer = page.getByRole('dialog', { name: 'Make this Claude Code plugin portable?' });
  await expect(offer.getByText('Claude Code keeps working')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('1-convert-offer.png') });
  await offer.getByRole('button', { name: 'Convert' }).click();
  await expect(offer).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('button', { name: /^Tools/ })
    .click();
  const view = page.getByRole('main');
  // The cards, not the tools listed inside each.
  const servers = view.getByRole('list', { name: 'Tool servers' }).locator(':scope > li');
  await expect(servers).toHaveCount(2);
  const copyNotice = view.getByRole('status').filter({ hasText: 'Claude Code keeps its own copy' });
  await expect(copyNotice).toHaveCount(0);
  const address = servers.filter({ hasText: 'Desk' }).getByRole('textbox', { name: 'Address' });
  await address.fill('https://desk.example.org/mcp');
  await expect(copyNotice).toContainText('it no longer matches this list for “Desk”');
  await expect(copyNotice).toContainText('export for Claude Code');
  await copyNotice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('2-tools-claude-copy.png') });

  await page.getByRole('button', { name: 'Other ways to export' }).click();
  await page.getByRole('menuitem', { name: 'Claude Code plugin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claude Code plugin' });
  await expect(dialog.getByRole('button', { name: /^Download/ })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('3-claude-code-export.png') });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wild-itil-1.7.0-claude-code.zip');
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  const text = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
  const files = [...Object.values(zip.files)].filter((entry) => !entry.dir).map((entry) => entry.name);
  const tree = treeFromFiles(
    await Promise.all(files.map(async (path): Promise<[string, string]> => [path, await text(path)])),
  );
  // Claude Code's side is what Claude Code's published schema takes, with the edit and its other server.
  expect(claudeSchemaProblems(tree)).toEqual([]);
  expect(JSON.parse(await text('.claude-plugin/plugin.json'))).toMatchObject({ name: 'wild-itil' });
  expect(JSON.parse(await text('.mcp.json'))).toEqual({
    mcpServers: {
      desk: { type: 'http', url: 'https://desk.example.org/mcp', headers: { 'X-Desk-Team': 'support' } },
      'local-index': {
        command: '${CLAUDE_PLUGIN_ROOT}/bin/index-server',
        args: ['--data', '${CLAUDE_PLUGIN_ROOT}/data'],
      },
    },
  });
  expect(files).not.toContain('.claude-plugin/mcp.json');
});

/** The Claude Code plugins of the shared corpus (its manifest's `kind` column), when it is there. */
function corpusClaudePlugins(): string[] {
  const manifest = join(CORPUS_DIR, 'MANIFEST.tsv');
  if (!existsSync(manifest)) return [];
  const [header, ...rows] = readFileSync(manifest, 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  const id = columns.indexOf('short_id');
  const kind = columns.indexOf('kind');
  return rows
    .map((row) => row.split('\t'))
    .flatMap((cells) => (cells[kind] === 'claude-code' ? [cells[id]!] : []));
}

const corpus = corpusClaudePlugins();

test.describe('every Claude Code plugin of the shared corpus', () => {
  if (corpus.length === 0) {
    test('Convert, make it a solution, accept the fixes: no error', () => {
      test.skip(
        true,
        `The shared corpus is not at ${CORPUS_DIR} (a clone from GitHub has nothing beside it); set PLUGIN_CORPUS to run this.`,
      );
    });
  }
  for (const name of corpus) {
    test(`${name}: Convert, make it a solution, accept the fixes: the export has no error`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.goto('./');
      await openZip(page, await writePluginZip(readFolderTree(join(CORPUS_DIR, name))), `${name}.zip`);
      const offer = page.getByRole('dialog', { name: 'Make this Claude Code plugin portable?' });
      await offer.getByRole('button', { name: 'Convert' }).click();
      await expect(offer).toHaveCount(0);
      const problems = await showProblems(page);
      await problems.getByRole('button', { name: 'Make it a solution', exact: true }).click();
      const accepted = await acceptEveryFix(page);
      // The skill details only Claude Code reads are kept (moved), never removed.
      expect(accepted.filter((label) => label.startsWith('Remove'))).toEqual([]);
      const exported = await exportZip(page);
      expect(
        check(exported.tree)
          .filter((d) => d.severity === 'error')
          .map((d) => `${d.file}: ${d.code}: ${d.message}`),
      ).toEqual([]);
    });
  }
});
