import { defineConfig } from 'vite';

/**
 * The command-line checker, built into ES modules (cli-dist/main.js and the chunks it imports when
 * a command needs them) that the package's `bin` runs with plain Node: no TypeScript toolchain at
 * run time. jszip, yaml and jsonc-parser are bundled in too (`noExternal`): Node then reads a few
 * files instead of resolving and loading some 150 CommonJS modules at start (yaml alone took about
 * 140 ms), and jszip's chunk loads only when a zip is read. docs/rules.md and the version are
 * bundled in as well.
 */
export default defineConfig({
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'cli-dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
