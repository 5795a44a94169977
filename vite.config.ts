import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
// With their extension, as Node's own loader of TypeScript configs needs (Vite's coming default).
import { precacheServiceWorker } from './scripts/vite-precache.ts';
import { earlyInputScript, prerenderStartScreen, scriptHashSource } from './scripts/vite-prerender.ts';
import { compileEntryEagerly } from './scripts/vite-compile-hint.ts';
import { inlineStyleSheets } from './scripts/vite-inline-css.ts';
import { listStartScripts } from './scripts/vite-start-scripts.ts';

/**
 * The Content-Security-Policy of the built site. GitHub Pages cannot send headers, so it goes in a
 * meta tag, first in <head>. No 'unsafe-eval' and no remote origin: validators are compiled at
 * build time, and nothing the page loads comes from elsewhere. The one inline script (the start
 * screen's early input, scripts/vite-prerender.ts) is allowed by its hash. Inline styles are
 * allowed because CodeMirror injects style elements, and the build writes the page's style sheet
 * into index.html (scripts/vite-inline-css.ts). The dev server is left without it (its hot reload
 * needs inline scripts); the end-to-end tests run against the build.
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  `script-src 'self' ${scriptHashSource(earlyInputScript())}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  // "Try it" and "Look up its tools" are frames of the site's own (try.html and lookup.html, each with a
  // policy of its own: vite.try.config.ts).
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

function cspMeta(): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<head>/i,
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />`,
        ),
    },
  };
}

// `base: './'` keeps every asset path relative, so the same build works at a domain's root and
// under a GitHub Pages sub-path such as https://user.github.io/repo/.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    prerenderStartScreen('src/app/root.tsx'),
    compileEntryEagerly(),
    inlineStyleSheets(),
    // What a start (New solution, an example) loads: `create` in src/app/app.tsx and loadShowing
    // in src/app/loading-ahead.ts. A start pressed before the app is wired fetches these at once.
    listStartScripts([
      'src/app/templates.ts',
      'src/app/solution-session.ts',
      'src/app/workspace-session.tsx',
      'src/features/assistant/assistant-view.tsx',
      'src/features/forms/writing-field.tsx',
      'src/features/editor/writing-editor.tsx',
    ]),
    cspMeta(),
    precacheServiceWorker('src/sw/service-worker.ts'),
  ],
  build: {
    target: 'es2022',
    // One style sheet for the whole site, which index.html carries inline (scripts/vite-inline-css.ts):
    // split per chunk, Vite would have each lazy chunk fetch the entry's sheet before it runs, a
    // file the build no longer has.
    cssCodeSplit: false,
    sourcemap: false,
    // Everything the start screen runs (React, the start screen, the small modules lazy views also
    // use) in the entry chunk, rather than split into a few tiny shared chunks the browser must
    // fetch before the entry can run: on a first visit each is a request in the way of the start
    // screen becoming usable. The service worker is a separate entry and stays out of it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]src[\\/]sw[\\/](service-worker|precache-plan)\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
  worker: {
    format: 'es',
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
  },
});
