/**
 * Proves that each layer rule in eslint.config.js fires: probe files that break one rule each
 * are written where the rule applies, linted with the project's own configuration, and removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tag = `__lint-probe-${process.pid}`;

interface Probe {
  readonly name: string;
  /** Where the probe sits, relative to the repository. */
  readonly path: string;
  readonly code: string;
  /** The rule that must report it, or undefined when no layer rule may. */
  readonly rule: string | undefined;
}

const probes: Probe[] = [
  {
    name: 'the core imports the shell',
    path: `src/validate/${tag}-shell.ts`,
    code: "export { viewRegistry } from '../app/view-registry';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the core imports a view',
    path: `src/archive/${tag}-view.ts`,
    code: "export { filesEntry } from '../features/files/files-entry';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'model imports a layer above it',
    path: `src/model/${tag}-above.ts`,
    code: "export type { Diagnostic } from '../validate/diagnostic';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'versions imports storage',
    path: `src/versions/${tag}-storage.ts`,
    code: "export { createLibrary } from '../persist/library';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an export target imports the archive',
    path: `src/export-targets/${tag}-archive.ts`,
    code: "export { writePluginZip } from '../archive/write-zip';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the workspace engine imports the shell',
    path: `src/workspace/${tag}-shell.ts`,
    code: "export { viewOfFile } from '../app/navigation';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a flow imports the shell',
    path: `src/flows/${tag}-shell.ts`,
    code: "export { viewRegistry } from '../app/view-registry';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'storage imports a flow',
    path: `src/persist/${tag}-flow.ts`,
    code: "export { createOpeningFlow } from '../flows/opening';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the archive imports its page side',
    path: `src/archive/${tag}-page.ts`,
    code: "export { warmArchiveWorker } from './page/archive-client';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a page global in a flow',
    path: `src/flows/${tag}-global.ts`,
    code: 'export const key = localStorage.key(0);\n',
    rule: 'no-restricted-globals',
  },
  {
    name: 'a view imports another view',
    path: `src/features/skills/${tag}-other-view.ts`,
    code: "export { toolsEntry } from '../tools/tools-entry';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a library outside its home (RJSF in a view)',
    path: `src/features/skills/${tag}-rjsf.ts`,
    code: "export { errorId } from '@rjsf/utils';\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a library outside its home (jszip in the model)',
    path: `src/model/${tag}-jszip.ts`,
    code: "export { default } from 'jszip';\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a library outside its home (React in the engine)',
    path: `src/workspace/${tag}-react.ts`,
    code: "export { useState } from 'react';\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'a library outside its home (the MCP client in a view)',
    path: `src/features/tools/${tag}-mcp.ts`,
    code: "export { Client } from '@modelcontextprotocol/client';\n",
    rule: 'no-restricted-imports',
  },
  {
    name: 'the lookup’s document imports a view',
    path: `src/lookup-page/${tag}-view.ts`,
    code: "export { toolsEntry } from '../features/tools/tools-entry';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an import cycle',
    path: `src/ui/${tag}-cycle-a.ts`,
    code: `import { b } from './${tag}-cycle-b';\nexport const a = (): number => b() + 1;\n`,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'the other half of the cycle',
    path: `src/ui/${tag}-cycle-b.ts`,
    code: `import { a } from './${tag}-cycle-a';\nexport const b = (): number => (a.length > 1 ? 0 : 1);\n`,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a view uses the shared forms layer and the model (allowed)',
    path: `src/features/skills/${tag}-allowed.ts`,
    code: "export { errorId } from '../forms/rjsf-parts';\nexport { readText } from '../../model/file-tree';\n",
    rule: undefined,
  },
  {
    name: 'the shell draws a flow, the archive page side starts its worker (allowed)',
    path: `src/app/${tag}-flow.ts`,
    code: "export { createOpeningFlow } from '../flows/opening';\nexport { warmArchiveWorker } from '../archive/page/archive-client';\n",
    rule: undefined,
  },
  {
    name: 'the shell puts views together (allowed)',
    path: `src/app/${tag}-allowed.ts`,
    code: "export { toolsEntry } from '../features/tools/tools-entry';\n",
    rule: undefined,
  },
];

const layerRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-globals',
]);
let results: Map<string, string[]>;

beforeAll(async () => {
  for (const probe of probes) {
    mkdirSync(dirname(join(root, probe.path)), { recursive: true });
    writeFileSync(join(root, probe.path), probe.code);
  }
  const eslint = new ESLint({ cwd: root });
  const linted = await eslint.lintFiles(probes.map((probe) => join(root, probe.path)));
  results = new Map(
    linted.map((result) => [
      result.filePath,
      result.messages
        .map((m) => m.ruleId ?? `fatal: ${m.message}`)
        .filter((id) => layerRules.has(id) || id.startsWith('fatal')),
    ]),
  );
}, 120_000);

afterAll(() => {
  for (const probe of probes) rmSync(join(root, probe.path), { force: true });
});

describe('the layer rules ESLint keeps', () => {
  it.each(probes)('$name: $rule', (probe) => {
    const reported = results.get(join(root, probe.path));
    expect(reported).toBeDefined();
    if (probe.rule === undefined) expect(reported).toEqual([]);
    else expect(reported).toContain(probe.rule);
  });

  // The SKILL.md parser and its edits were once the YAML parser's homes too; now only the
  // frontmatter module is. Linted as those files' own text plus the import, never written.
  it.each(['src/model/skill-document.ts', 'src/model/skill-edit.ts'])(
    'the yaml library in %s, beside its one home: no-restricted-imports',
    async (path) => {
      const eslint = new ESLint({ cwd: root });
      const code = `import { parse } from 'yaml';\nexport const probe = (text: string): unknown => parse(text);\n`;
      const [result] = await eslint.lintText(code, { filePath: join(root, path) });
      expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
    },
    60_000,
  );
});
