import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPluginZip } from './read-zip';
import { corpusPlugins, CORPUS_DIR, readFolderTree, treeDifference } from './test-support';
import { writePluginZip } from './write-zip';

const plugins = corpusPlugins();

describe('every corpus plugin', () => {
  it.each(plugins)(
    '%s survives export → import byte for byte, and exports again identically',
    async (folder) => {
      const original = readFolderTree(join(CORPUS_DIR, folder));
      const first = await writePluginZip(original);
      const imported = await readPluginZip(first);
      if (imported.kind === 'refused' || imported.kind === 'choose-plugin')
        throw new Error(JSON.stringify(imported));
      expect(imported.root).toBe('');
      expect(imported.kind).toBe(folder.startsWith('cc-') ? 'claude-code-plugin' : 'agent-plugin');
      expect(treeDifference(imported.tree, original)).toBeUndefined();
      const second = await writePluginZip(imported.tree);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    },
  );
});
