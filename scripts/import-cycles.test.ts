/** The import-cycle check finds a cycle made of type-only imports, and none where imports only go down. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
}

describe('the import-cycle check', () => {
  it('counts a cycle whose imports are type-only', async () => {
    write({
      'issue.ts':
        "import { label } from './labels';\nexport interface Issue { readonly at: string }\nexport const first = label;\n",
      'labels.ts':
        "import type { Issue } from './issue';\nexport const label = (issue?: Issue): string => issue?.at ?? '';\n",
    });
    expect(await importCycles(['issue.ts'], folder)).toEqual([['issue.ts', 'labels.ts']]);
  });

  it('counts a cycle through a dynamic import', async () => {
    write({
      'shell.ts': "export const load = () => import('./view');\n",
      'view.ts': "import { load } from './shell';\nexport const again = load;\n",
    });
    expect(await importCycles(['view.ts'], folder)).toHaveLength(1);
  });

  it('finds none where imports only go down', async () => {
    write({
      'bottom.ts': 'export const one = 1;\n',
      'top.ts':
        "import type { } from './bottom';\nimport { one } from './bottom';\nexport const two = one + 1;\n",
    });
    expect(await importCycles(['top.ts'], folder)).toEqual([]);
  });
});
