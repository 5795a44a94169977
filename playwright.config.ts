import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain ES module shared with the Node scripts
import { findChromium, chromiumArgs } from './scripts/chromium-path.mjs';

// E2E_PORT and E2E_DIST let a second run (another checkout's build) use its own server.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
const executablePath: string | undefined = await findChromium();

/** End-to-end tests drive the production build, served the way GitHub Pages would serve it. */
export default defineConfig({
  testDir: 'e2e',
  // e2e/support holds helpers and their own Vitest checks (model-servers.test.ts), not journeys.
  testIgnore: ['**/support/**'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The machines running this are shared and slow at times; journeys get a minute each.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
