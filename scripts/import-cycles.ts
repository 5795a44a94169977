/**
 * The import-cycle check (`npm run cycles`, part of `npm test`, run by tsx): every import between the
 * project's modules counts — type-only and dynamic ones too — so no cycle hides behind
 * `import type` (which ESLint's import-x/no-cycle passes over). Lists each cycle and exits 1
 * when there is one.
 */
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

/** Every module of the project: the app, its scripts, the end-to-end tests and the bench. */
export const PROJECT_MODULES = [
  'src/**/*.ts',
  'src/**/*.tsx',
  'scripts/**/*.ts',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'bench/**/*.tsx',
];

/**
 * The import cycles among the modules `patterns` match under `cwd` (and those they import), each
 * as the list of its modules.
 */
export async function importCycles(patterns: readonly string[], cwd: string): Promise<string[][]> {
  const tree = await parseDependencyTree([...patterns], {
    cwd,
    context: cwd,
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules/,
  });
  return parseCircular(tree);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = await importCycles(PROJECT_MODULES, process.cwd());
  if (cycles.length > 0) {
    console.error(`Import cycles (type-only imports count):\n${prettyCircular(cycles)}`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
