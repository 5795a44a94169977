/**
 * The commands offered as the way round, run through a real POSIX shell with a program that
 * prints its arguments in place of the Inspector, so the quoting is proved by what arrives, not
 * by how it looks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failureSentence, lookupPlan } from './mcp-lookup-way-round';

const INSPECTOR = 'npx @modelcontextprotocol/inspector --cli';
const folder = mkdtempSync(join(tmpdir(), 'way-round-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const printer = join(folder, 'print-arguments.cjs');
writeFileSync(printer, 'console.log(JSON.stringify(process.argv.slice(2)));\n');
/** A program that prints the arguments it was given, as JSON. */
const PRINT_ARGUMENTS = `${JSON.stringify(process.execPath)} ${JSON.stringify(printer)}`;

/** The words `command` hands the Inspector, as `sh` reads it with `env` set. */
function argumentsOf(command: string, env: Record<string, string> = {}): string[] {
  expect(command.startsWith(`${INSPECTOR} `)).toBe(true);
  const line = `${PRINT_ARGUMENTS} ${command.slice(INSPECTOR.length + 1)}`;
  const printed = execFileSync('/bin/sh', ['-c', line], { env: { PATH: process.env.PATH, ...env } });
  return JSON.parse(printed.toString('utf8')) as string[];
}

describe('lookupPlan: an online service', () => {
  it('asks an https:// address, and lists its tools in a terminal the same way', () => {
    const plan = lookupPlan({ type: 'streamable-http', url: 'https://mcp.shop.example/mcp' });
    expect(plan).toEqual({
      address: 'https://mcp.shop.example/mcp',
      command: `${INSPECTOR} https://mcp.shop.example/mcp --transport http --method tools/list`,
      setFirst: [],
    });
  });

  it('leaves a header’s key to the terminal, as a placeholder it fills in', () => {
    const plan = lookupPlan({
      type: 'streamable-http',
      url: 'https://mcp.shop.example/mcp?region=eu&plan=it’s',
      headers: { Authorization: 'Bearer ${SHOP_TOKEN}', 'X-Shop': 'riverside books' },
    });
    expect(plan?.address).toBe('https://mcp.shop.example/mcp?region=eu&plan=it%E2%80%99s');
    expect(plan?.setFirst).toEqual(['SHOP_TOKEN']);
    expect(argumentsOf(plan!.command, { SHOP_TOKEN: 'k-123' })).toEqual([
      'https://mcp.shop.example/mcp?region=eu&plan=it’s',
      '--transport',
      'http',
      '--header',
      'Authorization: Bearer k-123',
      '--header',
      'X-Shop: riverside books',
      '--method',
      'tools/list',
    ]);
    // The command never holds the key itself.
    expect(plan!.command).not.toContain('k-123');
  });

  it('does not ask an address completed when installing, the older method, or plain http elsewhere', () => {
    const placeholder = lookupPlan({ type: 'streamable-http', url: 'https://${TENANT}.shop.example/mcp' });
    expect(placeholder?.address).toBeUndefined();
    expect(placeholder?.cannot).toMatch(/completed when the assistant is installed/);
    expect(placeholder?.setFirst).toEqual(['TENANT']);
    expect(argumentsOf(placeholder!.command, { TENANT: 'acme' })[0]).toBe('https://acme.shop.example/mcp');

    const older = lookupPlan({ type: 'sse', url: 'https://mcp.shop.example/sse' });
    expect(older?.address).toBeUndefined();
    expect(older?.command).toBe(
      `${INSPECTOR} https://mcp.shop.example/sse --transport sse --method tools/list`,
    );

    expect(lookupPlan({ type: 'streamable-http', url: 'http://mcp.shop.example/mcp' })?.cannot).toMatch(
      /https:\/\//,
    );
    expect(lookupPlan({ type: 'streamable-http', url: 'http://localhost:3000/mcp' })?.address).toBe(
      'http://localhost:3000/mcp',
    );
  });
});

describe('lookupPlan: a program on the computer', () => {
  it('is never asked by the page; the command runs it with its settings', () => {
    const plan = lookupPlan({
      type: 'stdio',
      command: 'npx',
      args: ['-y', '@shop/mcp', 'two words', "it's"],
      env: { REGION: 'eu', SHOP_TOKEN: '${SHOP_TOKEN}' },
      cwd: '${PLUGIN_ROOT}',
    });
    expect(plan?.address).toBeUndefined();
    expect(plan?.cannot).toMatch(/a web page cannot start a program/);
    expect(plan?.setFirst).toEqual(['SHOP_TOKEN', 'PLUGIN_ROOT']);
    expect(argumentsOf(plan!.command, { SHOP_TOKEN: 'k-1', PLUGIN_ROOT: '/plugins/shop' })).toEqual([
      '-e',
      'REGION=eu',
      '-e',
      'SHOP_TOKEN=k-1',
      '--cwd',
      '/plugins/shop',
      'npx',
      '-y',
      '@shop/mcp',
      'two words',
      "it's",
      '--method',
      'tools/list',
    ]);
  });

  it('hands an argument the Inspector would take as its own to the program through sh -c', () => {
    const plan = lookupPlan({
      type: 'stdio',
      command: 'docker',
      args: [
        'run',
        '-i',
        '--rm',
        '-e',
        'GITHUB_TOKEN',
        '--config=${PLUGIN_ROOT}/c.json',
        'ghcr.io/github/mcp',
      ],
      env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' },
    });
    const handed = argumentsOf(plan!.command, { GITHUB_TOKEN: 't', PLUGIN_ROOT: '/p' });
    expect(handed.slice(0, 6)).toEqual(['-e', 'GITHUB_TOKEN=t', '-e', 'PLUGIN_ROOT=/p', 'sh', '-c']);
    expect(handed.slice(7)).toEqual(['--method', 'tools/list']);
    // What sh -c runs, with the variables the Inspector hands it.
    const program = execFileSync(
      '/bin/sh',
      ['-c', `${PRINT_ARGUMENTS} ${handed[6]!.replace(/^docker /, '')}`],
      {
        env: { PATH: process.env.PATH, PLUGIN_ROOT: '/p' },
      },
    );
    expect(JSON.parse(program.toString('utf8'))).toEqual([
      'run',
      '-i',
      '--rm',
      '-e',
      'GITHUB_TOKEN',
      '--config=/p/c.json',
      'ghcr.io/github/mcp',
    ]);
  });

  it('offers nothing for a server with neither program nor address', () => {
    expect(lookupPlan({ type: 'stdio' })).toBeUndefined();
    expect(lookupPlan('npx @shop/mcp')).toBeUndefined();
  });
});

describe('failureSentence', () => {
  it('says why in one sentence, naming the service', () => {
    const address = 'https://mcp.shop.example/mcp';
    expect(failureSentence('unreachable', address)).toMatch(/^mcp\.shop\.example does not let web pages/);
    expect(failureSentence('sign-in', address)).toMatch(/wants a sign-in .* never signs in/);
    expect(failureSentence('not-a-server', address, 404)).toMatch(/\(HTTP 404\); check its address\.$/);
    expect(failureSentence('timeout', address)).toMatch(/did not answer in time/);
  });
});
