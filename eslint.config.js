import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The pure core runs in the browser, in a worker and under Node (tests, the command-line
// checker). It must not reach for React or for anything that only a page has.
const coreFolders = ['src/model/**', 'src/validate/**', 'src/archive/**', 'src/workspace/**'];
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
    files: ['src/**/*.tsx', 'src/app/**', 'src/features/**', 'src/ui/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: coreFolders,
    // The engine's React binding is the one part of src/workspace that may import React.
    ignores: ['**/*.test.ts', 'src/workspace/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@rjsf/*'],
              message: 'The core (model, validate, archive, workspace) must not import React.',
            },
            {
              group: ['**/app/**', '**/features/**', '**/ui/**', '**/persist/**'],
              message: 'The core must not import the UI layers.',
            },
          ],
        },
      ],
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
