import { describe, expect, it } from 'vitest';
import { startScripts } from './vite-start-scripts';

type Bundle = Parameters<typeof startScripts>[0];

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});
const bundleOf = (...outputs: { fileName: string }[]) =>
  Object.fromEntries(outputs.map((output) => [output.fileName, output])) as unknown as Bundle;

const bundle = bundleOf(
  chunk('assets/index-a.js', ['/repo/src/main.tsx'], ['assets/runtime-b.js'], true),
  chunk('assets/runtime-b.js', ['/repo/node_modules/runtime.js']),
  chunk(
    'assets/templates-c.js',
    ['/repo/src/app/templates.ts'],
    ['assets/shared-d.js', 'assets/runtime-b.js'],
  ),
  chunk('assets/shared-d.js', ['/repo/src/model/a.ts', '/repo/src/model/b.ts'], ['assets/deep-e.js']),
  chunk('assets/deep-e.js', ['/repo/src/model/deep.ts']),
  chunk(
    'assets/view-f.js',
    ['/repo/src/features/view.tsx', '/repo/src/features/field.tsx'],
    ['assets/shared-d.js'],
  ),
  chunk('assets/other-g.js', ['/repo/src/features/other.tsx']),
  { type: 'asset', fileName: 'assets/logo.svg' } as { fileName: string },
);

describe('startScripts', () => {
  it("lists the chunks that hold the modules and all they import, each once, but the entry's", () => {
    expect(startScripts(bundle, ['src/app/templates.ts', 'src/features/field.tsx'])).toEqual([
      'assets/templates-c.js',
      'assets/shared-d.js',
      'assets/deep-e.js',
      'assets/view-f.js',
    ]);
  });

  it('fails for a module no chunk holds, so the list cannot go stale unnoticed', () => {
    expect(() => startScripts(bundle, ['src/app/gone.ts'])).toThrow('No chunk holds src/app/gone.ts');
  });

  it('needs a whole file name, not the end of one', () => {
    expect(() => startScripts(bundle, ['ther.tsx'])).toThrow('No chunk holds');
  });
});
