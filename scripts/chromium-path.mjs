// Finds a Chromium that Playwright can drive: $CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then the browser Playwright installed itself. Returns undefined when there is none.
import { existsSync } from 'node:fs';

/** The path of a usable Chromium, or undefined. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright without its own browser: nothing to offer.
  }
  return undefined;
}

/** Flags for a headless Chromium on a closed network, as root, without a GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
