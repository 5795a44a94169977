import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../validate/diagnostic';
import { githubReport } from './github-report';

/** A workflow command read back as the Actions runner reads it: command, properties, message. */
function parseCommand(line: string): {
  command: string;
  properties: Record<string, string>;
  message: string;
} {
  const match = /^::([a-z]+) ([^:]*)::(.*)$/.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const unescape = (text: string) =>
    text
      .replace(/%3A/g, ':')
      .replace(/%2C/g, ',')
      .replace(/%0D/g, '\r')
      .replace(/%0A/g, '\n')
      .replace(/%25/g, '%');
  const properties = Object.fromEntries(
    match[2]!.split(',').map((pair) => {
      const [key, ...rest] = pair.split('=');
      return [key!, unescape(rest.join('='))];
    }),
  );
  return { command: match[1]!, properties, message: unescape(match[3]!) };
}

describe('--format github escapes what the runner would misread (#17 item 2)', () => {
  it('a path with a comma or colon and a message with %, a line break and "::" read back whole', () => {
    const diagnostics: Diagnostic[] = [
      {
        code: 'skill.name',
        severity: 'warning',
        message: 'page words',
        terminalMessage: '100% sure:: the name\nis wrong, see "a:b"',
        file: 'skills/a,b:c/SKILL.md',
        range: { startLine: 3, endLine: 3 },
      },
      { code: 'plugin.missing', severity: 'error', message: 'No plugin.json.', file: 'plugin.json' },
      { code: 'solution.note', severity: 'info', message: 'A note.', file: 'assistant.json' },
    ];
    const lines = githubReport(
      diagnostics,
      { strict: false, quiet: false },
      (file) => `plugins/shop/${file}`,
    ).split('\n');
    expect(lines).toHaveLength(3);
    const [error, warning, notice] = lines.map(parseCommand);
    expect(error).toEqual({
      command: 'error',
      properties: { file: 'plugins/shop/plugin.json', title: 'plugin.missing' },
      message: 'No plugin.json.',
    });
    expect(warning).toEqual({
      command: 'warning',
      properties: { file: 'plugins/shop/skills/a,b:c/SKILL.md', line: '3', title: 'skill.name' },
      message: '100% sure:: the name\nis wrong, see "a:b"',
    });
    expect(notice?.command).toBe('notice');
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
  });

  it('--quiet keeps the errors only', () => {
    const diagnostics: Diagnostic[] = [
      { code: 'a.b', severity: 'warning', message: 'W.', file: 'x' },
      { code: 'c.d', severity: 'error', message: 'E.', file: 'y' },
    ];
    expect(githubReport(diagnostics, { strict: false, quiet: true }, (f) => f)).toBe(
      '::error file=y,title=c.d::E.',
    );
  });
});
