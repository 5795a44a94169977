import type { Plugin } from 'vite';

/**
 * Chromium's explicit compile hint on the entry chunk: all of it (React and the start screen) runs
 * at load, so V8 compiles it while it streams in rather than function by function on the main
 * thread while the start screen is hydrated. Also used by the benchmark's React floor page
 * (bench/react-floor), so that it is built as the app is.
 */
export function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'index')
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}
