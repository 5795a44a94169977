import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, FIXTURES_DIR, fixturePluginPaths } from '../model/test-support';
import { readPluginZip } from './read-zip';
import { corpusPlugins, readFolderTree, treeDifference } from './test-support';
import { writePluginZip } from './write-zip';

// The fixtures in the repository always run; the full shared corpus joins them when present
// (corpusPlugins says on the console when it is not).
const fixtures = fixturePluginPaths().map((path) => [`fixture ${path}`, join(FIXTURES_DIR, path)] as const);
const corpus = corpusPlugins().map((name) => [`corpus ${name}`, join(CORPUS_DIR, name)] as const);

describe('real plugins', () => {
  it.each([...fixtures, ...corpus])(
    '%s survives export → import byte for byte, and exports again identically',
    async (label, folder) => {
      const original = readFolderTree(folder);
      const first = await writePluginZip(original);
      const imported = await readPluginZip(first);
      if (imported.kind === 'refused' || imported.kind === 'choose-plugin')
        throw new Error(JSON.stringify(imported));
      expect(imported.root).toBe('');
      expect(imported.kind).toBe(label.includes('cc-') ? 'claude-code-plugin' : 'agent-plugin');
      expect(treeDifference(imported.tree, original)).toBeUndefined();
      const second = await writePluginZip(imported.tree);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    },
  );
});
