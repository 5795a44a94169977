import { describe, expect, it } from 'vitest';
import { treeFromFiles } from '../model/file-tree';
import { viewOfFile } from './navigation';
import { isViewName, viewRegistry } from './view-registry';

describe('view registry', () => {
  const solution = treeFromFiles([
    [
      'plugin.json',
      '{"name": "shop", "version": "1.0.0", "extensions": {"org.sigrix": {"assistant": "assistant.json"}}}',
    ],
    ['assistant.json', '{"title": "Shop", "persona": "persona.md", "instructions": "skills/how/SKILL.md"}'],
    ['persona.md', 'Kind.'],
    ['skills/how/SKILL.md', '---\nname: how\n---\n'],
    ['skills/other/SKILL.md', '---\nname: other\n---\n'],
    ['mcp.json', '{}'],
    ['notes.txt', 'n'],
  ]);

  it('lists the views in navigation order with the view of every file last', () => {
    expect(viewRegistry.map((v) => v.name)).toEqual([
      'assistant',
      'skills',
      'tools',
      'package',
      'versions',
      'files',
    ]);
  });

  it.each([
    ['assistant.json', undefined, 'assistant'],
    ['persona.md', undefined, 'assistant'],
    ['skills/how/SKILL.md', undefined, 'assistant'],
    ['plugin.json', '/name', 'assistant'],
    ['plugin.json', '/version', 'package'],
    ['skills/other/SKILL.md', undefined, 'skills'],
    ['mcp.json', undefined, 'tools'],
    ['notes.txt', undefined, 'files'],
  ])('gives %s (member %s) to the %s view', (file, pointer, view) => {
    expect(viewOfFile(solution, file, pointer)).toBe(view);
  });

  it('gives the name to Package in a plugin that is not a solution', () => {
    expect(viewOfFile(treeFromFiles([['plugin.json', '{"name": "x"}']]), 'plugin.json', '/name')).toBe(
      'package',
    );
  });

  it('knows its view names', () => {
    expect(isViewName('skills')).toBe(true);
    expect(isViewName('toString')).toBe(false);
  });
});
