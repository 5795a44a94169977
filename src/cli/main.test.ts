import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSolution } from '../model/operations';
import { writeText } from '../model/file-tree';
import { writePluginZip } from '../archive/write-zip';
import { main } from './main';
import { captureConsole, writeTree } from './test-support';

describe('solution-builder check', () => {
  const { out, err } = captureConsole();

  it('passes a new solution folder with exit 0', async () => {
    expect(await main(['check', writeTree(newSolution('Shop Support'))])).toBe(0);
    expect(out.join('\n')).toContain('No problems found.');
  });

  it('fails a broken solution with exit 1 and names the file in --json', async () => {
    const broken = writeText(
      newSolution('Shop Support'),
      'skills/instructions/SKILL.md',
      'no frontmatter here\n',
    );
    expect(await main(['check', writeTree(broken), '--json'])).toBe(1);
    const report = JSON.parse(out.join('\n')) as {
      valid: boolean;
      diagnostics: { file: string; severity: string }[];
    };
    expect(report.valid).toBe(false);
    expect(
      report.diagnostics.some((d) => d.severity === 'error' && d.file === 'skills/instructions/SKILL.md'),
    ).toBe(true);
  });

  it('checks a zip the same way as a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-cli-zip-'));
    const zip = join(dir, 'shop-support.zip');
    writeFileSync(zip, await writePluginZip(newSolution('Shop Support')));
    expect(await main(['check', zip, '--json'])).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual({ valid: true, diagnostics: [] });
  });

  it('exits 2 with a sentence for a path that cannot be read or a file that is not a zip', async () => {
    expect(await main(['check', '/no/such/place'])).toBe(2);
    expect(err.join('\n')).toMatch(/no such file or folder/);
    const dir = mkdtempSync(join(tmpdir(), 'sb-cli-bad-'));
    writeFileSync(join(dir, 'bad.zip'), 'not a zip');
    expect(await main(['check', join(dir, 'bad.zip')])).toBe(2);
    expect(err.join('\n')).toMatch(/not a zip/);
    // Item 8: the page's reassurance about open work means nothing in a terminal.
    expect(err.join('\n')).not.toContain('Your current work is unchanged');
  });

  it('words a refusal plainly and adds the file-format detail a developer looks for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-cli-none-'));
    writeFileSync(join(dir, 'notes.zip'), await writePluginZip(writeText(new Map(), 'README.md', '# hi')));
    expect(await main(['check', join(dir, 'notes.zip'), '--root', 'docs/guide'])).toBe(2);
    expect(err.join('\n')).toContain(
      'The chosen folder "guide" is not one of the plugins in this zip, so nothing was opened. Details: path: docs/guide.',
    );
  });

  it('exits 2 for an unknown command, naming it and pointing at --help', async () => {
    expect(await main(['lint', '.'])).toBe(2);
    expect(err.join('\n')).toContain('unknown command "lint"');
    expect(err.join('\n')).toContain('solution-builder --help');
    expect(await main([])).toBe(2);
  });

  // #19 item 3: the checker died out of memory on a 49 KB zip, and took 13.8 s on a million mistakes.
  it('refuses a plugin beyond the parse limits, zipped or in a folder, with a sentence (exit 2)', async () => {
    const deep = writeText(newSolution('Shop Support'), 'plugin.json', '['.repeat(50_000_000));
    const zipPath = join(writeTree(new Map()), 'deep.zip');
    writeFileSync(zipPath, await writePluginZip(deep));
    expect(await main(['check', zipPath])).toBe(2);
    expect(err.join('\n')).toContain('This zip\'s file "plugin.json" is nested more than 256 levels deep');
    // A terminal has no "current work" (#13 item 14).
    expect(err.join('\n')).not.toContain('unchanged');
    err.length = 0;
    const many = writeText(newSolution('Shop Support'), 'mcp.json', `[${'0,'.repeat(200_000)}0]`);
    expect(await main(['check', writeTree(many)])).toBe(2);
    expect(err.join('\n')).toContain('file "mcp.json" holds more than 100,000 values');
  }, 30_000);

  it('lists 100 mistakes of a file and counts the rest in --json', async () => {
    const text = `{"name":"x","version":"1.0.0","keywords":[${'1,'.repeat(98_999)}1]}`;
    const folder = writeTree(writeText(newSolution('Shop Support'), 'plugin.json', text));
    expect(await main(['check', folder, '--json'])).toBe(1);
    const report = JSON.parse(out.join('\n')) as {
      diagnostics: { code: string; file: string; count?: number }[];
    };
    const inManifest = report.diagnostics.filter((d) => d.file === 'plugin.json');
    const counted = inManifest.filter((d) => d.count !== undefined);
    expect(inManifest.length - counted.length).toBe(100);
    expect(counted.map((d) => d.code)).toEqual(['validate.more-errors']);
    // Every one of the 99,000 wrong keywords is an error, listed or counted.
    expect(inManifest.reduce((sum, d) => sum + (d.count ?? 1), 0)).toBeGreaterThanOrEqual(99_000);
  }, 30_000);
});
