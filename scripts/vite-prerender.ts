import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

/** The inline script of index.html (src/early-input.js without its opening comment), as inserted. */
export function earlyInputScript(): string {
  return readFileSync(new URL('../src/early-input.js', import.meta.url), 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
    .trim();
}

/** The Content-Security-Policy source that allows exactly `script` inline. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * Renders the page's React tree (`module`'s export `Root`) to HTML at build and writes it into
 * index.html's empty root, so the start screen is drawn before any script has loaded; main.tsx then
 * hydrates it. The inline script of src/early-input.js goes in <head> before the page's own scripts
 * and styles (so it waits for neither), to keep what the person presses until the app is wired.
 * Build only: the dev server renders on the client.
 */
export function prerenderStartScreen(module: string): Plugin {
  return {
    name: 'prerender-start-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT)) return this.error(`index.html has no empty ${ROOT}`);
        // The project's own config is not loaded again (it holds this plugin): the defaults
        // transform TypeScript and JSX, and the packages come from node_modules as they are.
        const { module: loaded } = await runnerImport<{ Root: ComponentType }>(module, {
          configFile: false,
          logLevel: 'warn',
        });
        const markup = renderToString(createElement(loaded.Root));
        return html
          .replace(ROOT, `<div id="root">${markup}</div>`)
          .replace(/<\/head>/i, `  <script>${earlyInputScript()}</script>\n  </head>`);
      },
    },
  };
}
