import { defineConfig } from 'vite';

/**
 * The command-line checker, built into one ES module (cli-dist/main.js) that the package's `bin`
 * runs with plain Node: no TypeScript toolchain at run time. The run-time dependencies it imports
 * (jszip, yaml, jsonc-parser) stay outside, installed with the package; docs/rules.md and the
 * version are bundled in.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'cli-dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
