// Makes sure the end-to-end tests have a Chromium: uses one that is there, else tries to install
// Playwright's own (which works wherever the internet is reachable), else stops with one sentence.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path.mjs';

if (!(await findChromium())) {
  console.log('No Chromium found; trying to install Playwright’s Chromium…');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (!(await findChromium())) {
    console.error(
      'The end-to-end tests need Chromium: install it (on Debian or Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
}
