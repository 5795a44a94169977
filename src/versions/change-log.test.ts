import { describe, expect, it } from 'vitest';
import { readText, treeFromFiles } from '../model/file-tree';
import { changeLogPath, changeLogUnwritable, hasChangeLog, withChangeLogEntry } from './change-log';

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

  it('leaves a history that is not UTF-8 as it is, and says why', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('## 1.0.0\n\n- Caf'), 0xe9, 0x0a]);
    const utf16 = new Uint8Array([0xff, 0xfe, 0x23, 0x00, 0x23, 0x00, 0x20, 0x00, 0x31, 0x00]);
    for (const bytes of [latin1, utf16]) {
      const tree = treeFromFiles([
        ['plugin.json', '{}'],
        ['CHANGELOG.md', bytes],
      ]);
      expect(changeLogUnwritable(tree)).toMatch(/not UTF-8/);
      expect(withChangeLogEntry(tree, entry)).toBe(tree);
    }
  });

  it('writes nothing beside a folder named CHANGELOG.md', () => {
    const tree = treeFromFiles([
      ['plugin.json', '{}'],
      ['CHANGELOG.md/notes.md', 'x'],
    ]);
    expect(changeLogUnwritable(tree)).toMatch(/folder/);
    expect(withChangeLogEntry(tree, entry)).toBe(tree);
  });

  it('never writes the entry inside a fenced code block', () => {
    const before = '# History\n\n```md\n## example heading\n```\n\n## 0.1.0\n\n- First.\n';
    const tree = withChangeLogEntry(treeFromFiles([['CHANGELOG.md', before]]), entry);
    expect(readText(tree, 'CHANGELOG.md')).toBe(
      '# History\n\n```md\n## example heading\n```\n\n## 0.2.0 (2026-12-03)\n\n- Starter added: “Do you ship abroad?”\n- Title changed\n\n## 0.1.0\n\n- First.\n',
    );
  });

  it('does not write a second entry for a version the history already has', () => {
    for (const heading of ['## 0.2.0', '## [0.2.0] - 2026-11-30', '## v0.2.0 (2026-11-30)']) {
      const tree = treeFromFiles([['CHANGELOG.md', `# History\n\n${heading}\n\n- Earlier.\n`]]);
      expect(withChangeLogEntry(tree, entry)).toBe(tree);
    }
    const other = treeFromFiles([['CHANGELOG.md', '# History\n\n## 0.2.01\n']]);
    expect(withChangeLogEntry(other, entry)).not.toBe(other);
  });
});
