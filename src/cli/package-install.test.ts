import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { writeText } from '../model/file-tree';
import { newSolution } from '../model/operations';
import { writeTree } from './test-support';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const place = mkdtempSync(join(tmpdir(), 'sb-install-'));
afterAll(() => rmSync(place, { recursive: true, force: true }));

// #17 item 6: what `npm pack` makes installs into an empty folder and runs there with plain Node,
// the run-time dependencies only (from npm's cache when it has them, so the test needs no network
// on a machine that has installed the project).
describe('the packed checker, installed on its own', () => {
  it('installs from its tarball and checks plugins with only its run-time dependencies', () => {
    const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', place], {
      cwd: repository,
      encoding: 'utf8',
    });
    const tarball = join(place, packed.trim().split('\n').pop()!);
    const project = join(place, 'project');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), '{ "name": "ci-job", "private": true }\n');
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
      cwd: project,
      stdio: 'pipe',
    });
    const installed = readdirSync(join(project, 'node_modules'));
    // No toolchain came along: the bin runs built JavaScript.
    for (const tool of ['tsx', 'typescript', 'vite', 'react']) expect(installed, tool).not.toContain(tool);
    expect(existsSync(join(project, 'node_modules/solution-builder/src'))).toBe(false);

    const bin = join(project, 'node_modules/.bin/solution-builder');
    const run = (...args: string[]) => spawnSync(bin, args, { cwd: project, encoding: 'utf8' });
    expect(run('--version').stdout.trim()).toBe(version);
    const clean = run('check', writeTree(newSolution('Shop Support')));
    expect([clean.status, clean.stdout.trim()]).toEqual([0, 'No problems found.']);
    const broken = writeText(newSolution('Shop Support'), 'skills/instructions/SKILL.md', 'no frontmatter\n');
    const failed = run('check', writeTree(broken), '--format', 'sarif');
    expect(failed.status).toBe(1);
    expect((JSON.parse(failed.stdout) as { version: string }).version).toBe('2.1.0');
  }, 240_000);
});
