import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { layerZones, libraryHomeConfigs, testFiles } from './scripts/lint-layers.js';

// The pure core runs in the browser, in a worker and under Node (tests, the command-line
// checker), and so do the shell's flows. They must not reach for React or for anything that only
// a page has (their TypeScript projects have no page library either: tsconfig.core.json,
// tsconfig.storage.json).
const coreFolders = [
  'src/model/**',
  'src/validate/**',
  'src/archive/**',
  'src/versions/**',
  'src/export-targets/**',
  'src/workspace/**',
  'src/conversation/**',
  'src/flows/**',
];
const browserOnlyGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'location',
  'HTMLElement',
  'Element',
  'alert',
  'confirm',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'cli-dist/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'src/validate/generated/**',
      'src/features/forms/generated/**',
      'bench/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'No run-time code generation: the CSP forbids it.',
        },
        {
          selector: "CallExpression[callee.name='eval']",
          message: 'No run-time code generation: the CSP forbids it.',
        },
      ],
    },
  },
  {
    // Layers and homes (see scripts/lint-layers.js): which folder may import which, and where
    // each library may be used. Tests may reach anything they need to set up a case.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependency graph (for no-cycle) is read with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: testFiles, rules: { 'import-x/no-restricted-paths': 'off' } },
  ...libraryHomeConfigs,
  {
    files: ['src/**/*.tsx', 'src/app/**', 'src/features/**', 'src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: coreFolders,
    // The engine's React binding and the archive's worker plumbing are the page sides of the core.
    ignores: ['**/*.test.ts', 'src/workspace/react/**', 'src/archive/page/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOnlyGlobals.map((name) => ({
          name,
          message: 'The core runs under Node too: no page-only globals.',
        })),
      ],
    },
  },
);
