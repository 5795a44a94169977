// First step of `npm start` and `npm test`: installs the project's packages when they are missing
// or older than package-lock.json, so the two README commands work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing the packages the builder needs (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
