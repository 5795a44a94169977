import { describe, expect, it } from 'vitest';
import { readText, treeFromFiles } from '../model/file-tree';
import { changeLogPath, hasChangeLog, withChangeLogEntry } from './change-log';

const entry = {
  version: '0.2.0',
  date: '2026-12-03',
  lines: ['Starter added: “Do you ship abroad?”', '  ', 'Title changed'],
};

describe('withChangeLogEntry', () => {
  it('starts a change history with a title when the plugin has none', () => {
    const tree = withChangeLogEntry(treeFromFiles([['plugin.json', '{}']]), entry);
    expect(readText(tree, 'CHANGELOG.md')).toBe(
      '# Changelog\n\n## 0.2.0 (2026-12-03)\n\n- Starter added: “Do you ship abroad?”\n- Title changed\n',
    );
  });

  it('writes the entry above the newest one and keeps every other byte', () => {
    const before = '# History\r\n\r\nNotes first.\r\n\r\n## 0.1.0\r\n\r\n- First.\r\n';
    const tree = withChangeLogEntry(treeFromFiles([['changelog.md', before]]), entry);
    expect(changeLogPath(tree)).toBe('changelog.md');
    expect(tree.has('CHANGELOG.md')).toBe(false);
    expect(readText(tree, 'changelog.md')).toBe(
      '# History\r\n\r\nNotes first.\r\n\r\n## 0.2.0 (2026-12-03)\r\n\r\n- Starter added: “Do you ship abroad?”\r\n- Title changed\r\n\r\n## 0.1.0\r\n\r\n- First.\r\n',
    );
  });

  it('adds the entry at the end of a history that has no entries yet, after a blank line', () => {
    const tree = withChangeLogEntry(treeFromFiles([['CHANGELOG.md', '# Changes']]), {
      version: undefined,
      date: '2026-12-03',
      lines: ['- Voice reworded'],
    });
    expect(readText(tree, 'CHANGELOG.md')).toBe('# Changes\n\n## 2026-12-03\n\n- Voice reworded\n');
  });

  it('leaves the tree as it is when every line is blank', () => {
    const tree = treeFromFiles([['plugin.json', '{}']]);
    expect(withChangeLogEntry(tree, { ...entry, lines: ['', ' '] })).toBe(tree);
    expect(hasChangeLog(tree)).toBe(false);
  });
});
