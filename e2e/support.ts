import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, JSHandle, Locator, Page } from '@playwright/test';
import JSZip from 'jszip';
import { readPluginZip } from '../src/archive/read-zip';
import { writePluginZip } from '../src/archive/write-zip';
import { fixturePlugin } from '../src/model/test-support';
import type { FileTree } from '../src/model/file-tree';
import { validate } from '../src/validate/validate';
import type { Diagnostic } from '../src/validate/diagnostic';

/** Starts a blank solution from the start screen with the given title. */
export async function newSolution(page: Page, title: string): Promise<void> {
  await page.goto('./');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'New solution' }).click();
  await page.getByRole('banner').getByRole('heading', { name: title }).waitFor();
}

/** The Problems panel, its list shown: it opens only when asked (#31 item 8). */
export async function showProblems(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Problems' });
  const toggle = panel.getByRole('button', { name: /^(Show|Hide) problems$/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return panel;
}

/** A real plugin from the repository's fixtures (fixtures/README.md) as zip bytes. */
export async function fixtureZip(name: string): Promise<{ tree: FileTree; zip: Uint8Array }> {
  const tree = fixturePlugin(name);
  return { tree, zip: await writePluginZip(tree) };
}

/**
 * A drag's data in the page, carrying one file named `name` with `content` (text, or bytes such as
 * a zip's), for a `dispatchEvent('dragenter' | 'drop', { dataTransfer })`.
 */
export function fileTransfer(
  page: Page,
  name: string,
  content: string | Uint8Array,
  type: string,
): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(
    ({ name, type, data }) => {
      const transfer = new DataTransfer();
      const part = typeof data === 'string' ? data : new Uint8Array(data);
      transfer.items.add(new File([part], name, { type }));
      return transfer;
    },
    { name, type, data: typeof content === 'string' ? content : [...content] },
  );
}

/** Opens zip bytes through the start screen's "Open a zip". */
export async function openZip(page: Page, zip: Uint8Array, name = 'plugin.zip'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a zip' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer: Buffer.from(zip) });
}

/** Opens zip bytes through the workspace's Import and its "A zip file" choice. */
export async function importZip(page: Page, zip: Uint8Array, name = 'plugin.zip'): Promise<void> {
  await page.getByRole('button', { name: 'Import' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: 'Import a zip or a folder' })
    .getByRole('button', { name: 'A zip file' })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer: Buffer.from(zip) });
}

/**
 * Clicks Export (and "Export anyway" when asked) and returns the downloaded zip. A download after
 * changes moves the package version on by itself; where the person asked to be asked first
 * (`askBeforeEachDownload`), the version is kept as it is, unless `version` says to take the
 * suggestion.
 */
export async function exportZip(
  page: Page,
  anyway = false,
  version: 'keep' | 'take suggestion' = 'keep',
): Promise<{ name: string; tree: FileTree; bytes: Uint8Array }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const changed = page.getByRole('dialog', { name: /^Changed since your last download/ });
  const errors = page.getByRole('button', { name: 'Export anyway' });
  // The question about changes comes before the one about errors, and only after a download.
  const first = await Promise.race([
    download.then(() => 'downloaded'),
    changed.waitFor().then(() => 'changed'),
    errors.waitFor().then(() => 'errors'),
  ]);
  if (first === 'changed')
    await changed.getByRole('button', { name: version === 'keep' ? /^Keep version/ : 'Download' }).click();
  if (anyway) await errors.click();
  return readDownload(await download);
}

/** Ticks the Package view's "Ask me before each download", then goes back to `back`. */
export async function askBeforeEachDownload(page: Page, back = 'Assistant'): Promise<void> {
  const views = page.getByRole('navigation', { name: 'Views' });
  await views.getByRole('button', { name: /^Package/ }).click();
  await page.getByRole('checkbox', { name: /^Ask me before each download/ }).check();
  await views.getByRole('button', { name: new RegExp(`^${back}`) }).click();
}

/** A downloaded zip read back as the checker reads it: its name, its tree and its bytes. */
export async function readDownload(
  file: Download,
): Promise<{ name: string; tree: FileTree; bytes: Uint8Array }> {
  const bytes = new Uint8Array(await readFile((await file.path())!));
  const result = await readPluginZip(bytes);
  if (result.kind === 'refused' || result.kind === 'choose-plugin')
    throw new Error(`The export did not read back: ${result.kind}`);
  return { name: file.suggestedFilename(), tree: result.tree, bytes };
}

/**
 * Downloads the Claude Code plugin from Export's menu and returns its files' texts by path (the
 * zip is read as it is: it is laid out for Claude Code, not as a plugin this builder opens).
 */
export async function exportClaudeCode(page: Page): Promise<Record<string, string>> {
  await page.getByRole('button', { name: 'Other ways to export' }).click();
  await page.getByRole('menuitem', { name: 'Claude Code plugin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claude Code plugin' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Download/ }).click();
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!));
  await dialog.getByRole('button', { name: 'Close' }).click();
  const files: Record<string, string> = {};
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files[entry.name] = await entry.async('string');
  return files;
}

/** What the command-line checker would say about a tree. */
export function check(tree: FileTree): Diagnostic[] {
  return validate(tree);
}

/** Paths whose bytes differ between two trees (or exist in only one). */
export function changedFiles(before: FileTree, after: FileTree): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  const changed: string[] = [];
  for (const path of paths) {
    const a = before.get(path);
    const b = after.get(path);
    if (a?.kind === 'folder' && b?.kind === 'folder') continue;
    if (
      a?.kind !== 'file' ||
      b?.kind !== 'file' ||
      Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes)) !== 0
    )
      changed.push(path);
  }
  return changed.sort();
}

/** Types `text` at the end of the instructions skill's SKILL.md, in the Files view's code editor. */
export async function typeAtEndOfInstructions(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Files' }).click();
  await page.getByRole('treeitem', { name: 'instructions' }).click();
  await page.getByRole('treeitem', { name: 'SKILL.md' }).click();
  await page.getByRole('textbox', { name: 'Contents of skills/instructions/SKILL.md' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/** Adds a skill from the Skills view's "Add a skill" dialog. */
export async function addSkill(page: Page, name: string, does: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /Add a skill/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a skill' });
  await dialog.getByRole('textbox', { name: 'What it does and when to use it' }).fill(does);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

/** Adds an online tool server from the Tools view's "Add a server" dialog. */
export async function addOnlineServer(page: Page, name: string, address: string): Promise<void> {
  await page
    .getByRole('button', { name: /Add a server/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
  await dialog.getByRole('button', { name: 'Add server' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A small plugin (one notes skill) written as a folder at `dir`, with Finder's .DS_Store beside plugin.json. */
export function writeNotesPluginFolder(dir: string): void {
  mkdirSync(join(dir, 'skills', 'notes'), { recursive: true });
  writeFileSync(
    join(dir, 'plugin.json'),
    JSON.stringify({ name: 'notes-plugin', version: '1.0.0', description: 'Keeps notes.' }),
  );
  writeFileSync(
    join(dir, 'skills', 'notes', 'SKILL.md'),
    '---\nname: notes\ndescription: Keeps notes. Use when asked to remember something.\n---\nKeep notes.\n',
  );
  writeFileSync(join(dir, '.DS_Store'), 'Bud1');
}
