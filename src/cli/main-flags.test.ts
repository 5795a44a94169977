import { readFileSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSolution } from '../model/operations';
import { writeText } from '../model/file-tree';
import { main } from './main';
import { captureConsole, forgedCommands, writeTree } from './test-support';

const clean = () => writeTree(newSolution('Shop Support'));
// `skills/SKILL.md` directly in skills/ is a warning (layout.skill-not-in-folder) and no error.
const warned = () =>
  writeTree(
    writeText(
      newSolution('Shop Support'),
      'skills/SKILL.md',
      '---\nname: loose\ndescription: Use when lost.\n---\nBody\n',
    ),
  );
const broken = () =>
  writeTree(writeText(newSolution('Shop Support'), 'skills/instructions/SKILL.md', 'no frontmatter here\n'));

describe('solution-builder conventions (#17 item 1)', () => {
  const { out, err } = captureConsole();

  it.each([['--help'], ['-h'], ['help'], ['check', '--help'], ['check', '-h'], ['check', 'x', '--help']])(
    '%s prints usage on stdout and exits 0',
    async (...args) => {
      expect(await main(args)).toBe(0);
      expect(out.join('\n')).toMatch(/^Usage: solution-builder check PATH\.\.\./);
      expect(out.join('\n')).toContain('--strict');
      expect(err).toEqual([]);
    },
  );

  it("--version prints package.json's version", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(await main(['--version'])).toBe(0);
    expect(out).toEqual([version]);
  });

  it('an unknown flag is an error that names it (exit 2), never read as a path', async () => {
    expect(await main(['check', clean(), '--jsn'])).toBe(2);
    expect(err.join('\n')).toContain('unknown option --jsn');
    expect(out).toEqual([]);
    expect(await main(['check', '-x', clean()])).toBe(2);
    expect(err.join('\n')).toContain('unknown option -x');
  });

  it('check with no path exits 2', async () => {
    expect(await main(['check'])).toBe(2);
    expect(err.join('\n')).toContain('name at least one plugin folder');
  });

  it('reports several paths, each under its path; exit 1 when any has an error', async () => {
    const good = clean();
    const bad = broken();
    expect(await main(['check', good, bad])).toBe(1);
    const text = out.join('\n');
    expect(text).toContain(`${good}:\n  No problems found.`);
    expect(text).toMatch(
      new RegExp(`${bad.replace(/[.\\\\]/g, '\\\\$&')}:\\n  error +skills/instructions/SKILL.md`),
    );
    out.length = 0;
    expect(await main(['check', good, clean()])).toBe(0);
  });

  it('exit 2 when one of several paths cannot be read, the others still reported', async () => {
    const good = clean();
    expect(await main(['check', broken(), '/no/such/place', good])).toBe(2);
    expect(err.join('\n')).toContain('/no/such/place: there is no such file or folder.');
    expect(out.join('\n')).toContain(`${good}:\n  No problems found.`);
  });

  it('--json with several paths prints an array with each path', async () => {
    const good = clean();
    const bad = broken();
    expect(await main(['check', '--json', good, bad, '/no/such/place'])).toBe(2);
    const reports = JSON.parse(out.join('\n')) as { path: string; valid: boolean; error?: string }[];
    expect(reports.map((r) => [r.path, r.valid])).toEqual([
      [good, true],
      [bad, false],
      ['/no/such/place', false],
    ]);
    expect(reports[2]!.error).toMatch(/no such file/);
  });

  it('warnings pass by default and fail with --strict (exit 1)', async () => {
    const folder = warned();
    expect(await main(['check', folder])).toBe(0);
    expect(out.join('\n')).toContain('layout.skill-not-in-folder');
    out.length = 0;
    expect(await main(['check', folder, '--strict'])).toBe(1);
    expect(out.join('\n')).toContain('warnings fail with --strict');
    out.length = 0;
    expect(await main(['check', folder, '--strict', '--json'])).toBe(1);
    expect((JSON.parse(out.join('\n')) as { valid: boolean }).valid).toBe(false);
  });

  it('--quiet prints errors only: nothing for a warned plugin, the error lines for a broken one', async () => {
    expect(await main(['check', warned(), '--quiet'])).toBe(0);
    expect(out).toEqual([]);
    expect(await main(['check', broken(), '--quiet'])).toBe(1);
    const lines = out.join('\n').split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith('error'))).toBe(true);
    out.length = 0;
    expect(await main(['check', warned(), '--quiet', '--json'])).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual({ valid: true, diagnostics: [] });
  });
});

describe('solution-builder --format github (#17 item 2)', () => {
  const { out, err } = captureConsole();

  it('prints one workflow command per problem, with the file inside the checked folder', async () => {
    const folder = broken();
    expect(await main(['check', folder, '--format', 'github'])).toBe(1);
    const lines = out.join('\n').split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(/^::(error|warning|notice) file=[^,:]+(,line=\d+)?,title=[^,:]+::\S/);
    expect(lines.some((l) => l.startsWith(`::error file=${folder}/skills/instructions/SKILL.md`))).toBe(true);
  });

  it('an unknown format is an error that names it (exit 2)', async () => {
    expect(await main(['check', clean(), '--format', 'xml'])).toBe(2);
    expect(err.join('\n')).toContain('unknown format "xml"');
  });
});

describe('no path can forge a workflow command (#37 item 8)', () => {
  const { out, err } = captureConsole();

  /** A folder named `::warning::forged` holding a plugin with a warning and a note (a link). */
  function forgedFolder(): string {
    const parent = writeTree(new Map());
    const folder = join(parent, '::warning::forged');
    renameSync(warned(), folder);
    symlinkSync('/etc/passwd', join(folder, 'passwd'));
    return parent;
  }

  it.each([['text'], ['github'], ['json'], ['sarif']])(
    'check --format %s quotes such a path wherever it echoes one',
    async (format) => {
      const parent = forgedFolder();
      const before = process.cwd();
      process.chdir(parent);
      try {
        const paths = ['::warning::forged', '::stop-commands::x', 'x##[warning]forged'];
        expect(await main(['check', '--format', format, ...paths])).toBe(2);
      } finally {
        process.chdir(before);
      }
      expect(err).toContain('"::stop-commands::x": there is no such file or folder.');
      expect(err).toContain('"x#\\u0023[warning]forged": there is no such file or folder.');
      expect(err.join('\n')).toContain('"::warning::forged": 1 link or special file');
      if (format === 'text') expect(out.join('\n')).toContain('"::warning::forged":\n  warning');
      // JSON says the same path, only spelt so that no runner reads a command in it.
      if (format === 'json')
        expect((JSON.parse(out.join('\n')) as { path: string }[]).map((r) => r.path)).toContain(
          'x##[warning]forged',
        );
      expect(forgedCommands(out, err)).toEqual([]);
    },
  );

  it.each([['pack'], ['fix'], ['export', '--to', 'promptfoo']])(
    '%s says such a path cannot be read without starting a line with it',
    async (...command) => {
      expect(await main([...command, '::warning::forged'])).toBe(2);
      expect(err).toEqual(['"::warning::forged": there is no such file or folder.']);
      expect(forgedCommands(out, err)).toEqual([]);
    },
  );
});
