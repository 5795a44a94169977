import { describe, expect, it, vi } from 'vitest';
import { addFolder, treeFromFiles, writeFile } from '../model/file-tree';
import { applyJournal, journalApplies, takeJournal, writeJournal, type JournalStorage } from './journal';
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

describe('the journal', () => {
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
    const diff = diffTrees(stored, withoutOld);
    expect(writeJournal(storage, 'a', { owner: 'tab-1', revision: 4, diff })).toBe(true);
    const journal = takeJournal(storage, 'a')!;
    expect(journal.owner).toBe('tab-1');
    expect(journal.revision).toBe(4);
    const restored = applyJournal(stored, journal);
    expect([...restored.keys()].sort()).toEqual(['empty', 'logo.bin', 'plugin.json']);
    const logo = restored.get('logo.bin');
    expect(logo?.kind === 'file' && [...logo.bytes]).toEqual([0, 255, 10, 13]);
    expect(logo?.mode).toBe(0o755);
    expect(takeJournal(storage, 'a')).toBeUndefined();
  });

  it('writes an edit of a stored file as the bytes that changed, and rebuilds the file from the stored one', () => {
    const document = `{"examples": [${'"an answer", '.repeat(20_000)}"last"]}`;
    const base = writeFile(stored, 'assistant.json', new TextEncoder().encode(document));
    const typed = writeFile(
      base,
      'assistant.json',
      new TextEncoder().encode(document.replace('"last"', '"lasts"')),
    );
    const storage = memoryStorage();
    expect(
      writeJournal(storage, 'a', { owner: 'tab-1', revision: 4, diff: diffTrees(base, typed) }, base),
    ).toBe(true);
    expect(storage.map.get('solution-builder:journal:a')!.length).toBeLessThan(200);
    const journal = takeJournal(storage, 'a', base)!;
    const restored = applyJournal(base, journal).get('assistant.json');
    expect(restored?.kind === 'file' && new TextDecoder().decode(restored.bytes)).toBe(
      document.replace('"last"', '"lasts"'),
    );

    // Without the stored file it was written against (or with a run outside it), it is refused whole.
    writeJournal(storage, 'a', { owner: 'tab-1', revision: 4, diff: diffTrees(base, typed) }, base);
    expect(takeJournal(storage, 'a', stored)).toBeUndefined();
    writeJournal(storage, 'a', { owner: 'tab-1', revision: 4, diff: diffTrees(base, typed) }, base);
    expect(takeJournal(storage, 'a')).toBeUndefined();
    const short = writeFile(stored, 'assistant.json', new TextEncoder().encode('{}'));
    writeJournal(storage, 'a', { owner: 'tab-1', revision: 4, diff: diffTrees(base, typed) }, base);
    expect(takeJournal(storage, 'a', short)).toBeUndefined();
  });

  it('rebuilds an edited file exactly wherever the edit falls and however long the file is', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    // Byte arrays that do not start at their buffer's beginning, as a file's bytes may not.
    const within = (bytes: Uint8Array) => {
      const buffer = new Uint8Array(bytes.length + 3);
      buffer.set(bytes, 3);
      return buffer.subarray(3);
    };
    for (let length = 0; length <= 11; length += 1) {
      const text = 'abcdefghijk'.slice(0, length);
      for (let at = 0; at <= length; at += 1)
        for (const [removed, inserted] of [
          [0, 'X'],
          [1, ''],
          [1, 'XYZWV'],
          [length - at, 'Q'],
        ] as const) {
          const next = text.slice(0, at) + inserted + text.slice(at + removed);
          if (next === text) continue;
          const base = writeFile(stored, 'a.txt', within(encode(text)));
          const typed = writeFile(base, 'a.txt', encode(next));
          const storage = memoryStorage();
          writeJournal(storage, 'a', { owner: 't', revision: 1, diff: diffTrees(base, typed) }, base);
          const restored = applyJournal(base, takeJournal(storage, 'a', base)!).get('a.txt');
          expect(restored?.kind === 'file' && new TextDecoder().decode(restored.bytes)).toBe(next);
        }
    }
  });

  it('leaves a change too large for it to the database, without encoding it first', () => {
    // #19 item 14: a 52 MB file was turned into base64 on every keystroke before being found too large.
    const storage = memoryStorage();
    storage.map.set('solution-builder:journal:a', 'older');
    const big = writeFile(stored, 'big.json', new Uint8Array(3_000_000));
    const encode = vi.spyOn(globalThis, 'btoa');
    expect(writeJournal(storage, 'a', { owner: 'tab-1', revision: 4, diff: diffTrees(stored, big) })).toBe(
      false,
    );
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
    expect(storage.map.has('solution-builder:journal:a')).toBe(false);
  });

  it('applies only for the tab that last wrote the solution, when nothing was saved since', () => {
    const journal = { owner: 'tab-1', revision: 4, diff: { put: [], remove: [] } };
    expect(journalApplies(journal, { revision: 4, writtenBy: 'tab-1' })).toBe(true);
    // Another tab saved after it was written: its changes would overwrite that save.
    expect(journalApplies(journal, { revision: 5, writtenBy: 'tab-2' })).toBe(false);
    expect(journalApplies(journal, { revision: 5, writtenBy: 'tab-1' })).toBe(false);
    // Another tab claimed and wrote at the same count (a record replaced under it).
    expect(journalApplies(journal, { revision: 4, writtenBy: 'tab-2' })).toBe(false);
  });

  it('is refused whole when a path in it is unsafe, a kind unknown or a number wrong', () => {
    const storage = memoryStorage();
    const cases = [
      { put: [{ path: '../outside.txt', kind: 'file', data: '' }], remove: [] },
      { put: [{ path: '/etc/passwd', kind: 'file', data: '' }], remove: [] },
      { put: [{ path: 'a\\b.txt', kind: 'file', data: '' }], remove: [] },
      { put: [{ path: 'ok.txt', kind: 'link', data: '' }], remove: [] },
      { put: [{ path: 'ok.txt', kind: 'file', data: '', mode: -1 }], remove: [] },
      { put: [], remove: ['skills/../../x'] },
    ];
    for (const record of cases) {
      storage.setItem('solution-builder:journal:d', JSON.stringify({ owner: 't', revision: 1, ...record }));
      expect(takeJournal(storage, 'd'), JSON.stringify(record)).toBeUndefined();
    }
    storage.setItem(
      'solution-builder:journal:d',
      JSON.stringify({
        owner: 't',
        revision: 1,
        put: [{ path: 'ok.txt', kind: 'file', data: 'aGk=' }],
        remove: [],
      }),
    );
    expect(takeJournal(storage, 'd')?.diff.put[0]?.[0]).toBe('ok.txt');
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
    const diff = diffTrees(stored, writeFile(stored, 'x', new Uint8Array(1)));
    expect(writeJournal(refusing, 'c', { owner: 't', revision: 1, diff })).toBe(false);
    expect(takeJournal(refusing, 'c')).toBeUndefined();
  });
});
