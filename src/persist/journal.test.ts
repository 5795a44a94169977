import { describe, expect, it } from 'vitest';
import { addFolder, treeFromFiles, writeFile } from '../model/file-tree';
import { applyJournal, takeJournal, writeJournal, type JournalStorage } from './journal';
import { diffTrees } from './tree-diff';

function memoryStorage(): JournalStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('the last-moment journal', () => {
  const stored = treeFromFiles([
    ['plugin.json', '{}'],
    ['old.txt', 'gone soon'],
  ]);

  it('carries unsaved changes, binary and folders included, into the next opening once', () => {
    let edited = writeFile(stored, 'logo.bin', new Uint8Array([0, 255, 10, 13]), {
      mode: 0o755,
      mtime: 5000,
    });
    edited = addFolder(edited, 'empty');
    const withoutOld = new Map(edited);
    withoutOld.delete('old.txt');
    const storage = memoryStorage();
    expect(writeJournal(storage, 'a', diffTrees(stored, withoutOld), 10)).toBe(true);
    const journal = takeJournal(storage, 'a')!;
    expect(journal.at).toBe(10);
    const restored = applyJournal(stored, journal);
    expect([...restored.keys()].sort()).toEqual(['empty', 'logo.bin', 'plugin.json']);
    const logo = restored.get('logo.bin');
    expect(logo?.kind === 'file' && [...logo.bytes]).toEqual([0, 255, 10, 13]);
    expect(logo?.mode).toBe(0o755);
    expect(takeJournal(storage, 'a')).toBeUndefined();
  });

  it('reads nothing from a damaged journal and never throws', () => {
    const storage = memoryStorage();
    storage.setItem('solution-builder:journal:b', '{not json');
    expect(takeJournal(storage, 'b')).toBeUndefined();
    const refusing: JournalStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(writeJournal(refusing, 'c', diffTrees(stored, writeFile(stored, 'x', new Uint8Array(1))), 1)).toBe(
      false,
    );
    expect(takeJournal(refusing, 'c')).toBeUndefined();
  });
});
