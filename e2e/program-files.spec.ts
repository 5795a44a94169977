import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { exportZip } from './support';

/** A plugin folder with a server the tools file names and a script (a browser reads neither's mode). */
function pluginFolder(): string {
  const plugin = test.info().outputPath('local-tools');
  mkdirSync(join(plugin, 'bin'), { recursive: true });
  mkdirSync(join(plugin, 'scripts'));
  writeFileSync(
    join(plugin, 'plugin.json'),
    JSON.stringify({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json',
      name: 'local-tools',
      version: '1.0.0',
      description: 'Runs a local server.',
    }),
  );
  writeFileSync(
    join(plugin, 'mcp.json'),
    JSON.stringify({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: { local: { type: 'stdio', command: './bin/server' } },
    }),
  );
  writeFileSync(join(plugin, 'bin/server'), 'binary bytes of a server');
  writeFileSync(join(plugin, 'scripts/setup.sh'), '#!/bin/sh\necho set up\n');
  writeFileSync(join(plugin, 'README.md'), '# Local tools\n');
  return plugin;
}

test('a folder opens with its script and server marked as programs; the Files view shows and changes the mark', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByLabel('Folder to open').setInputFiles(pluginFolder());
  await expect(page.getByRole('banner').getByRole('heading', { name: 'local-tools' })).toBeVisible();
  await expect(page.getByText(/2 files were marked as programs that can be run/)).toBeVisible();

  const first = await exportZip(page, true);
  expect(first.tree.get('bin/server')?.mode).toBe(0o755);
  expect(first.tree.get('scripts/setup.sh')?.mode).toBe(0o755);
  expect(first.tree.get('README.md')?.mode).toBe(0o644);

  await page.getByRole('button', { name: 'Files', exact: true }).click();
  const files = page.getByRole('tree', { name: 'Files' });
  await files.getByRole('treeitem', { name: 'README.md' }).click();
  const mark = page.getByRole('checkbox', { name: 'Program (can be run)' });
  await expect(mark).not.toBeChecked();
  await mark.check();
  await files.getByRole('treeitem', { name: 'scripts', exact: true }).click();
  await files.getByRole('treeitem', { name: 'setup.sh' }).click();
  await expect(mark).toBeChecked();
  await mark.uncheck();

  const second = await exportZip(page, true);
  expect(second.tree.get('README.md')?.mode).toBe(0o755);
  expect(second.tree.get('scripts/setup.sh')?.mode).toBe(0o644);
  expect(second.tree.get('bin/server')?.mode).toBe(0o755);
});

test('an uploaded server that the tools file names becomes a program', async ({ page }) => {
  const plugin = pluginFolder();
  await page.goto('./');
  await page.getByLabel('Folder to open').setInputFiles(plugin);
  await page.getByRole('button', { name: 'Files', exact: true }).click();
  const files = page.getByRole('tree', { name: 'Files' });
  await files.getByRole('treeitem', { name: 'bin', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(files.getByRole('treeitem', { name: 'bin', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('bin');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Create|Add/ })
    .click();
  await files.getByRole('treeitem', { name: 'bin', exact: true }).click();
  await page.getByLabel('Upload files').setInputFiles({
    name: 'server',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('new server bytes'),
  });
  await expect(page.getByRole('checkbox', { name: 'Program (can be run)' })).toBeChecked();
  const exported = await exportZip(page, true);
  expect(exported.tree.get('bin/server')?.mode).toBe(0o755);
});
