/**
 * The layer rules ESLint keeps (eslint.config.js reads this file; scripts/lint-layers.test.ts
 * proves each rule fires on a probe import).
 *
 * Layers, from the bottom: model → validate, archive, versions, export-targets → workspace (the engine), persist, cli,
 * conversation (what "Try it" runs) → ui, the shared feature layers (forms, editor, markdown) →
 * the views and panels → app (the shell), try-page (the conversation's own document) and lookup-page
 * (the document that looks up a tool service's tools). A layer
 * imports only from layers below it; views never import one another.
 */

/** The views and panels: each is its own island that only the shell puts together. */
const views = [
  'assistant',
  'skills',
  'tools',
  'package',
  'files',
  'preview',
  'problems',
  'versions',
  'try-it',
];
/** Feature folders every view may use. */
const sharedFeatures = ['forms', 'editor', 'markdown'];

const ui = [
  './src/app',
  './src/features',
  './src/ui',
  './src/sw',
  './src/try-page',
  './src/lookup-page',
  './src/main.tsx',
];
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** Tests may reach across layers to set up and check a case (a model test may validate its output). */
export const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

export const layerZones = [
  zone(
    './src/model',
    [
      './src/validate',
      './src/archive',
      './src/versions',
      './src/export-targets',
      './src/workspace',
      './src/persist',
      './src/cli',
      './src/flows',
      ...ui,
    ],
    'model is the bottom layer: it imports nothing above it.',
  ),
  ...['validate', 'archive'].map((layer) =>
    zone(
      `./src/${layer}`,
      [
        layer === 'validate' ? './src/archive' : './src/validate',
        './src/versions',
        './src/export-targets',
        './src/workspace',
        './src/persist',
        './src/cli',
        './src/flows',
        ...ui,
      ],
      `The core (${layer}) imports only the model beneath it, never the shell or views.`,
    ),
  ),
  zone(
    './src/versions',
    [
      './src/validate',
      './src/archive',
      './src/export-targets',
      './src/workspace',
      './src/persist',
      './src/cli',
      './src/flows',
      ...ui,
    ],
    'versions is core: it reads the model and nothing above it.',
  ),
  zone(
    './src/workspace',
    ['./src/archive', './src/persist', './src/cli', './src/flows', ...ui],
    'The workspace engine imports only the model and validation, never the shell or views.',
  ),
  zone(
    './src/persist',
    ['./src/workspace', './src/cli', './src/flows', ...ui],
    'persist is core: it never imports the shell or views.',
  ),
  zone(
    './src/export-targets',
    [
      './src/validate',
      './src/archive',
      './src/versions',
      './src/workspace',
      './src/persist',
      './src/cli',
      './src/flows',
      ...ui,
    ],
    'The export targets are pure: they read the model and return files, in the page and in Node.',
  ),
  zone(
    './src/conversation',
    [
      './src/validate',
      './src/archive',
      './src/versions',
      './src/workspace',
      './src/persist',
      './src/cli',
      './src/flows',
      ...ui,
    ],
    'The conversation is core: it reads the model (and the solution parts of the export targets) and runs in Node.',
  ),
  zone(
    './src/archive/*.ts',
    ['./src/archive/page'],
    'The archive’s core never imports its page side (archive/page): it runs in workers and under Node.',
  ),
  zone(
    './src/flows',
    ['./src/cli', './src/archive/page', ...ui],
    'The flows are the shell’s state machines and run in Node: the page reaches them, they never reach it.',
  ),
  zone(
    './src/try-page',
    ['./src/app', './src/workspace', './src/persist', './src/archive', './src/flows'],
    'The conversation’s document holds no editor: it imports no shell, storage or workspace.',
  ),
  zone(
    './src/lookup-page',
    [
      './src/app',
      './src/features',
      './src/ui',
      './src/workspace',
      './src/persist',
      './src/archive',
      './src/try-page',
    ],
    'The lookup’s document only asks a service for its tools: it imports no editor, view or storage.',
  ),
  zone(
    './src/cli',
    ['./src/workspace', './src/persist', './src/flows', ...ui],
    'The checker runs in Node: no shell, views or storage.',
  ),
  zone(
    './src/ui',
    ['./src/app', './src/features', './src/sw'],
    'ui holds shared parts: it imports no view or shell.',
  ),
  ...sharedFeatures.map((shared) =>
    zone(
      `./src/features/${shared}`,
      ['./src/app', './src/features'],
      `features/${shared} is shared by the views: it imports no view or shell.`,
      [...sharedFeatures.map((f) => `./${f}`)],
    ),
  ),
  ...views.map((view) =>
    zone(
      `./src/features/${view}`,
      ['./src/app', './src/features'],
      `A view imports no other view and not the shell (features/${view}).`,
      [`./${view}`, ...sharedFeatures.map((f) => `./${f}`)],
    ),
  ),
];

/**
 * Each library has one home (a folder or file path prefix). Outside its home a library may not
 * be imported, except by tests.
 */
const libraryHomes = [
  { libraries: ['jszip', 'pako', 'pako/*', 'fflate'], homes: ['src/archive/'] },
  { libraries: ['ajv', 'ajv/*'], homes: ['src/validate/'] },
  { libraries: ['yaml'], homes: ['src/model/skill-frontmatter.ts'] },
  { libraries: ['jsonc-parser'], homes: ['src/model/'] },
  { libraries: ['@rjsf/*'], homes: ['src/features/forms/'] },
  { libraries: ['@codemirror/*', '@lezer/*', 'turndown'], homes: ['src/features/editor/'] },
  { libraries: ['markdown-it', 'markdown-it/*'], homes: ['src/features/markdown/'] },
  { libraries: ['diff'], homes: ['src/versions/word-diff.ts'] },
  { libraries: ['react-error-boundary'], homes: ['src/ui/error-boundary.tsx'] },
  { libraries: ['ai', '@ai-sdk/*', 'zod', 'zod/*'], homes: ['src/conversation/'] },
  { libraries: ['@modelcontextprotocol/*'], homes: ['src/conversation/'] },
  {
    libraries: ['react', 'react/*', 'react-dom', 'react-dom/*', 'lucide-react'],
    homes: [
      'src/app/',
      'src/features/',
      'src/ui/',
      'src/sw/',
      'src/try-page/',
      'src/workspace/react/',
      'src/main.tsx',
    ],
  },
];

function restrictedOutside(prefix) {
  return libraryHomes
    .filter(({ homes }) => !homes.some((home) => prefix.startsWith(home)))
    .map(({ libraries, homes }) => ({
      group: libraries,
      message: `This library's home is ${homes.join(', ')}: use it through that module.`,
    }));
}

const globOf = (prefix) => (prefix.endsWith('/') ? `${prefix}**` : prefix);

/**
 * One config per home, shortest first: ESLint lets the last matching config's options for a rule
 * win, so a file gets the restrictions of the most specific home it lies in.
 */
export const libraryHomeConfigs = [
  'src/',
  ...[...new Set(libraryHomes.flatMap(({ homes }) => homes))].sort((a, b) => a.length - b.length),
].map((prefix) => ({
  files: [globOf(prefix)],
  ignores: testFiles,
  rules: { 'no-restricted-imports': ['error', { patterns: restrictedOutside(prefix) }] },
}));
