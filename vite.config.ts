import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { precacheServiceWorker } from './scripts/vite-precache';

/**
 * The Content-Security-Policy of the built site. GitHub Pages cannot send headers, so it goes in a
 * meta tag, first in <head>. No 'unsafe-eval' and no remote origin: validators are compiled at
 * build time, and nothing the page loads comes from elsewhere. Inline styles are allowed because
 * CodeMirror injects style elements. The dev server is left without it (its hot reload needs
 * inline scripts); the end-to-end tests run against the build.
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
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
  plugins: [react(), tailwindcss(), cspMeta(), precacheServiceWorker('src/sw/service-worker.ts')],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  worker: {
    format: 'es',
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
