import { basename } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// With their extension, as Node's own loader of TypeScript configs needs.
import { SERVICE_ORIGINS } from './src/conversation/service-origins.ts';

/**
 * The conversation's document (try.html, "Try it"), built on its own after the site
 * (`npm run build`), into the same folder: with the lookup's (below), it is one of the two documents
 * that may send anything outside the site, so it has a policy of its own naming the model services
 * it offers and this computer,
 * and nothing of it is in the editor's bundle or its policy. It is loaded in a frame only when the
 * person opens the panel.
 */
export const tryContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  `connect-src ${SERVICE_ORIGINS.join(' ')}`,
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/**
 * The lookup's document (lookup.html, "Look up its tools" in the Tools view), built with it: it asks
 * the one tool service the person named for its tools, so it may reach any https:// address and
 * this computer, and nothing else: no style, image or font of its own.
 */
export const lookupContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  'connect-src https: http://localhost:* http://127.0.0.1:*',
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/** Each document gets its own policy, chosen by its file's name. */
function cspMeta(): Plugin {
  return {
    name: 'try-csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const policy =
          basename(ctx.filename) === 'lookup.html' ? lookupContentSecurityPolicy : tryContentSecurityPolicy;
        return html.replace(
          /<head>/i,
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), tailwindcss(), cspMeta()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    // The site was just built into the same folder: keep it.
    emptyOutDir: false,
    sourcemap: false,
    // One script: React, the safe Markdown renderer and the AI SDK with its providers (about
    // 360 KB compressed), fetched only when the person opens "Try it".
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { input: { try: 'try.html', lookup: 'lookup.html' } },
  },
});
