import { describe, expect, it } from 'vitest';
import { getFile, readText, treeFromFiles, writeText, type FileTree } from '../model/file-tree';
import { GROUP_WINDOW_MS } from './history';
import { createWorkspaceStore, type StoreStart } from './store';
import type { ViewPlaces } from './views';

// Three views like the app's: two forms that own one file each (the first also owns a member of
// the second's file) and a one-file view that takes the rest.
const views: readonly ViewPlaces[] = [
  { name: 'assistant', owns: (_t, file, pointer) => file === 'assistant.json' || pointer === '/name' },
  { name: 'package', owns: (_t, file) => file === 'plugin.json' },
  { name: 'files', owns: () => true, opensFiles: true },
];

const opened = () =>
  treeFromFiles([
    ['assistant.json', '{"title": "A", "role": "r"}'],
    ['plugin.json', '{"name": "a", "version": "1.0.0"}'],
    ['notes.md', 'one\ntwo\n'],
  ]);

function storeAt(start: Partial<StoreStart> = {}, tree: FileTree = opened()) {
  let clock = 1_000;
  const store = createWorkspaceStore(tree, { views, now: () => clock, ...start });
  return { store, tick: (ms: number) => (clock += ms), tree: () => store.getState().history.present };
}

describe('workspace store: grouping', () => {
  it('merges typing in one field within the window into one undo step', () => {
    const { store, tick, tree } = storeAt();
    for (const title of ['B', 'Bo', 'Bob']) {
      tick(100);
      store.change((t) => writeText(t, 'assistant.json', `{"title": "${title}", "role": "r"}`), {
        group: 'title',
      });
    }
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(readText(tree(), 'assistant.json')).toBe('{"title": "A", "role": "r"}');
  });

  it('starts a new step after a pause, in another field, or without a group', () => {
    const { store, tick } = storeAt();
    const write = (text: string, group?: string) =>
      store.change((t) => writeText(t, 'notes.md', text), group !== undefined ? { group } : {});
    write('a', 'notes');
    tick(GROUP_WINDOW_MS + 1);
    write('ab', 'notes');
    tick(10);
    write('abc', 'other');
    tick(10);
    write('abcd');
    tick(10);
    write('abcde');
    expect(store.getState().history.past).toHaveLength(5);
  });

  it('records nothing and tells nobody when a change leaves the tree as it was', () => {
    const { store } = storeAt();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.change((t) => t);
    expect(store.getState().history.past).toHaveLength(0);
    expect(calls).toBe(0);
  });
});

describe('workspace store: changes kept out of undo', () => {
  const write = (text: string) => (t: FileTree) => writeText(t, 'notes.md', text);

  it('moves the tree on without a step, so undo does not take it back; an ordinary change it does', () => {
    const { store, tree } = storeAt();
    store.change(write('recovered\n'), { undoable: false });
    expect(store.getState().history.past).toHaveLength(0);
    store.undo();
    expect(readText(tree(), 'notes.md')).toBe('recovered\n');
    store.change(write('typed\n'));
    store.undo();
    expect(readText(tree(), 'notes.md')).toBe('recovered\n');
  });

  it('is not taken back by undoing or redoing an earlier step on the same file', () => {
    const { store, tree } = storeAt();
    store.change(write('first\n'));
    store.change((t) => writeText(t, 'plugin.json', '{"name": "b"}'));
    store.undo();
    store.change(write('kept\n'), { undoable: false });
    // The step that wrote notes.md before is gone; plugin.json's redo is left as it was.
    expect(store.getState().history.past).toHaveLength(0);
    store.undo();
    expect(readText(tree(), 'notes.md')).toBe('kept\n');
    store.redo();
    expect(readText(tree(), 'plugin.json')).toBe('{"name": "b"}');
    expect(readText(tree(), 'notes.md')).toBe('kept\n');
    store.undo();
    expect(readText(tree(), 'plugin.json')).toBe('{"name": "a", "version": "1.0.0"}');
    expect(readText(tree(), 'notes.md')).toBe('kept\n');
  });

  it('closes the typing group, so typing on is a step of its own, never merged into an older one', () => {
    const { store, tick, tree } = storeAt();
    store.change((t) => writeText(t, 'plugin.json', '{"name": "b"}'));
    tick(10);
    store.change(write('typed\n'), { group: 'notes' });
    tick(10);
    store.change(write('kept\n'), { undoable: false });
    tick(10);
    store.change(write('kept, then typed\n'), { group: 'notes' });
    expect(store.getState().history.past).toHaveLength(2);
    store.undo();
    expect(readText(tree(), 'notes.md')).toBe('kept\n');
    expect(readText(tree(), 'plugin.json')).toBe('{"name": "b"}');
  });

  it('keeps the steps of other files, and their places', () => {
    const { store, tree } = storeAt();
    const place = { file: 'assistant.json', pointer: '/title' };
    store.change((t) => writeText(t, 'assistant.json', '{"title": "B", "role": "r"}'), { place });
    store.change(write('kept\n'), { undoable: false });
    store.undo();
    expect(readText(tree(), 'assistant.json')).toBe('{"title": "A", "role": "r"}');
    expect(readText(tree(), 'notes.md')).toBe('kept\n');
    expect(store.getState().focus).toMatchObject(place);
  });
});

describe('workspace store: read-only', () => {
  it('refuses every change, operation, undo and redo while another tab owns the solution', () => {
    const { store, tree } = storeAt({ readOnly: true });
    const before = tree();
    store.change((t) => writeText(t, 'notes.md', 'typed'));
    const error = store.run((t) => ({ ok: true, tree: writeText(t, 'notes.md', 'run') }));
    store.undo();
    store.redo();
    expect(error).toBeUndefined();
    expect(tree()).toBe(before);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('turns read-only when another tab takes over, telling the views', () => {
    const { store, tree } = storeAt();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.setReadOnly(true);
    expect(store.getState().readOnly).toBe(true);
    expect(calls).toBe(1);
    const before = tree();
    store.change((t) => writeText(t, 'notes.md', 'typed after losing it'));
    expect(tree()).toBe(before);
  });

  it('still lets the person look around', () => {
    const { store } = storeAt({ readOnly: true });
    store.show('files', 'notes.md');
    expect(store.getState()).toMatchObject({ view: 'files', openFile: 'notes.md' });
  });
});

describe('workspace store: operations', () => {
  it('applies an operation as one change and returns its reason when it cannot apply', () => {
    const { store, tree } = storeAt();
    const before = tree();
    const reason = { code: 'name-taken', message: 'That name is taken.' } as const;
    expect(store.run(() => ({ ok: false, error: reason }))).toBe(reason);
    expect(tree()).toBe(before);
    expect(store.run((t) => ({ ok: true, tree: writeText(t, 'notes.md', 'x') }))).toBeUndefined();
    expect(readText(tree(), 'notes.md')).toBe('x');
    expect(store.getState().history.past).toHaveLength(1);
  });
});

describe('workspace store: time stamps', () => {
  it('stamps the files a change wrote with its time and leaves the others alone', () => {
    const imported = treeFromFiles([['keep.txt', 'k']]);
    const stampedAtOpen = new Map(imported).set('keep.txt', { ...getFile(imported, 'keep.txt')!, mtime: 5 });
    const { store, tick, tree } = storeAt({}, stampedAtOpen);
    tick(4_000);
    store.change((t) => writeText(t, 'new.txt', 'n'));
    expect(getFile(tree(), 'new.txt')!.mtime).toBe(5_000);
    expect(getFile(tree(), 'keep.txt')!.mtime).toBe(5);
  });

  it('stamps the files of a new solution with the time it was opened', () => {
    const { tree } = storeAt();
    expect(getFile(tree(), 'notes.md')!.mtime).toBe(1_000);
  });
});

describe('workspace store: focus after undo and redo', () => {
  it('stays in the current view when it shows part of the change', () => {
    const { store } = storeAt({ view: 'package' });
    // One step that changes the Assistant's file first and the package's version after it.
    store.change((t) =>
      writeText(
        writeText(t, 'assistant.json', '{"title": "B", "role": "r"}'),
        'plugin.json',
        '{"name": "a", "version": "2.0.0"}',
      ),
    );
    store.undo();
    expect(store.getState().view).toBe('package');
    expect(store.getState().focus).toMatchObject({ file: 'plugin.json', pointer: '/version' });
    store.show('assistant');
    store.redo();
    expect(store.getState().view).toBe('assistant');
    expect(store.getState().focus).toMatchObject({ file: 'assistant.json', pointer: '/title' });
  });

  it('goes to the view that edits the change, on the member that changed', () => {
    const { store } = storeAt({ view: 'assistant' });
    store.change((t) => writeText(t, 'plugin.json', '{"name": "a", "version": "2.0.0"}'));
    store.undo();
    expect(store.getState().view).toBe('package');
    expect(store.getState().focus).toMatchObject({ file: 'plugin.json', pointer: '/version' });
    store.redo();
    expect(store.getState().view).toBe('package');
  });

  it('opens the changed file in a one-file view, on the line that changed', () => {
    const { store } = storeAt({ view: 'package' });
    store.change((t) => writeText(t, 'notes.md', 'one\nzwei\n'));
    store.undo();
    expect(store.getState()).toMatchObject({ view: 'files', openFile: 'notes.md' });
    expect(store.getState().focus).toMatchObject({ file: 'notes.md', line: 2 });
  });

  it('stays on the open file in a one-file view and only moves when another file is open', () => {
    const { store } = storeAt({ view: 'files', openFile: 'plugin.json' });
    store.change((t) => writeText(t, 'plugin.json', '{"name": "a", "version": "3.0.0"}'));
    store.undo();
    expect(store.getState()).toMatchObject({ view: 'files', openFile: 'plugin.json' });
    store.show('files', 'notes.md');
    store.redo();
    expect(store.getState().view).toBe('package');
  });

  it('goes back to the place a change said it was made at, without comparing the files', () => {
    const { store } = storeAt({ view: 'files', openFile: 'notes.md' });
    // A form edit of the version that also moved the name before it: the version is where it was
    // typed (comparing the files would find the name first, which the Assistant view shows).
    const place = { file: 'plugin.json', pointer: '/version' };
    for (const version of ['2', '2.0']) {
      store.change((t) => writeText(t, 'plugin.json', `{"name": "b", "version": "${version}"}`), {
        group: 'plugin.json#/version',
        place,
      });
    }
    store.undo();
    expect(store.getState().view).toBe('package');
    expect(store.getState().focus).toMatchObject(place);
    store.show('files', 'notes.md');
    store.redo();
    expect(store.getState().view).toBe('package');
    expect(store.getState().focus).toMatchObject(place);
  });

  it('goes back to the view a change was made in and its character, when it was not the owner', () => {
    const { store, tick } = storeAt({ view: 'files', openFile: 'assistant.json' });
    const place = { file: 'assistant.json', line: 1, column: 12, view: 'files' };
    store.change((t) => writeText(t, 'assistant.json', '{"title": "AB", "role": "r"}'), { place });
    store.show('package');
    tick(1);
    store.undo();
    expect(store.getState()).toMatchObject({ view: 'files', openFile: 'assistant.json' });
    expect(store.getState().focus).toMatchObject({
      file: 'assistant.json',
      line: 1,
      column: 12,
      view: 'files',
    });
    store.show('package');
    store.redo();
    expect(store.getState().focus).toMatchObject({ line: 1, column: 12, view: 'files' });
    // A view that shows the place still keeps the person where they are.
    store.show('assistant');
    store.undo();
    expect(store.getState().focus).toMatchObject({ line: 1, column: 12, view: 'assistant' });
  });

  it('names the view that owns the place in a focus request, which is handled once', () => {
    const { store } = storeAt({ view: 'files', openFile: 'notes.md' });
    store.reveal({ file: 'plugin.json', pointer: '/name' });
    const request = store.getState().focus!;
    expect(request).toMatchObject({ view: 'assistant', pointer: '/name' });
    store.focusHandled(request.seq - 1);
    expect(store.getState().focus!.handled).toBeUndefined();
    store.focusHandled(request.seq);
    expect(store.getState().focus).toEqual({ ...request, handled: true });
    store.reveal({ file: 'plugin.json', pointer: '/name' });
    expect(store.getState().focus).toMatchObject({ view: 'assistant', seq: request.seq + 1 });
    expect(store.getState().focus!.handled).toBeUndefined();
  });

  it('asks for the focus again each time, even for the same place', () => {
    const { store } = storeAt();
    store.focus({ file: 'notes.md', line: 1 }, 'files');
    const first = store.getState().focus!.seq;
    store.focus({ file: 'notes.md', line: 1 }, 'files');
    expect(store.getState().focus!.seq).toBeGreaterThan(first);
    expect(store.getState().openFile).toBe('notes.md');
  });

  it('reveals a place in the view that edits it, opening its file in a one-file view', () => {
    const { store } = storeAt();
    store.reveal({ file: 'plugin.json', pointer: '/name' });
    expect(store.getState()).toMatchObject({
      view: 'assistant',
      focus: { file: 'plugin.json', pointer: '/name' },
    });
    store.reveal({ file: 'notes.md' });
    expect(store.getState()).toMatchObject({
      view: 'files',
      openFile: 'notes.md',
      focus: { file: 'notes.md' },
    });
  });

  it('does not move when undoing the creation of a file (nothing left to show)', () => {
    const { store } = storeAt({ view: 'package' });
    store.change((t) => writeText(t, 'added.md', 'new'));
    store.undo();
    expect(store.getState().view).toBe('package');
    expect(store.getState().focus).toBeUndefined();
    expect(store.getState().history.future).toHaveLength(1);
  });
});

describe('workspace store: where the person is', () => {
  it('starts on the first view, shows views and toggles the side panels', () => {
    const { store } = storeAt();
    expect(store.getState().view).toBe('assistant');
    store.show('package');
    expect(store.getState().view).toBe('package');
    store.togglePanel('preview');
    expect(store.getState().sidePanel).toBe('preview');
    store.togglePanel('try');
    expect(store.getState().sidePanel).toBe('try');
    store.togglePanel('preview', false);
    expect(store.getState().sidePanel).toBe('try');
    store.togglePanel('try');
    expect(store.getState().sidePanel).toBeUndefined();
    store.togglePanel('draft');
    expect(store.getState().sidePanel).toBe('draft');
    store.togglePanel('try', false);
    expect(store.getState().sidePanel).toBeUndefined();
    store.askImprovement('persona.md');
    store.askImprovement('persona.md');
    expect(store.getState()).toMatchObject({ sidePanel: 'draft', improving: { file: 'persona.md', seq: 2 } });
  });

  it('needs at least one view', () => {
    expect(() => createWorkspaceStore(opened(), { views: [] })).toThrow();
  });

  it('refuses to show or focus a view the registry does not list', () => {
    const { store } = storeAt();
    expect(() => store.show('flies')).toThrow('No view is named “flies”.');
    expect(() => store.focus({ file: 'notes.md', line: 1 }, 'flies')).toThrow('No view is named “flies”.');
    expect(store.getState().view).toBe('assistant');
  });
});

describe('workspace store: typing, which the views hear of after its frame', () => {
  const setNotes = (text: string) => (t: FileTree) => ({
    ok: true as const,
    tree: writeText(t, 'notes.md', text),
  });
  const notes = (store: ReturnType<typeof storeAt>['store']) =>
    readText(store.getState().history.present, 'notes.md');

  function typingStore() {
    const due: (() => void)[] = [];
    const at = storeAt({ soon: (settle) => due.push(settle) });
    const heard = { now: 0, views: 0 };
    at.store.subscribe(() => (heard.now += 1));
    at.store.subscribeViews(() => (heard.views += 1));
    return { ...at, heard, due, runDue: () => due.splice(0).forEach((settle) => settle()) };
  }

  it('changes the tree at once and tells its saver, and the views only when their time comes', () => {
    const { store, heard, due, runDue } = typingStore();
    store.runTyped(setNotes('a'), { group: 'notes' });
    store.runTyped(setNotes('ab'), { group: 'notes' });
    expect(notes(store)).toBe('ab');
    expect(heard).toEqual({ now: 2, views: 0 });
    expect(due).toHaveLength(1);
    runDue();
    expect(heard).toEqual({ now: 2, views: 1 });
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('brings the views up to date with any other change, and at settle', () => {
    const cases: [string, (store: ReturnType<typeof storeAt>['store']) => void][] = [
      ['run', (s) => s.run(setNotes('later'))],
      ['change', (s) => s.change((t) => writeText(t, 'other.md', 'x'))],
      ['undo', (s) => s.undo()],
      ['show', (s) => s.show('files', 'notes.md')],
      ['preview', (s) => s.togglePanel('preview')],
      ['read-only', (s) => s.setReadOnly(true)],
      ['settle', (s) => s.settle()],
    ];
    for (const [name, act] of cases) {
      const { store, heard, runDue } = typingStore();
      store.runTyped(setNotes('typed'), { group: 'notes' });
      act(store);
      expect(heard.views, name).toBe(1);
      runDue();
      expect(heard.views, name).toBe(1);
    }
  });

  it('tells each key whether it applied: a refusal at once, an applied key once the views heard', () => {
    const { store, runDue } = typingStore();
    const told: string[] = [];
    store.runTyped(setNotes('a'), { group: 'notes' }, (error) => told.push(error?.message ?? 'applied'));
    store.runTyped(
      () => ({ ok: false, error: { code: 'file-unreadable', message: 'Unreadable.' } }),
      { group: 'notes' },
      (error) => told.push(error?.message ?? 'applied'),
    );
    expect(told).toEqual(['Unreadable.']);
    runDue();
    expect(told).toEqual(['Unreadable.', 'applied']);
    expect(notes(store)).toBe('a');
  });

  it('by default tells the views at the end of the current task', async () => {
    const { store } = storeAt();
    let views = 0;
    store.subscribeViews(() => (views += 1));
    store.runTyped(setNotes('soon'), { group: 'notes' });
    expect([notes(store), views]).toEqual(['soon', 0]);
    await Promise.resolve();
    expect(views).toBe(1);
  });
});

describe('workspace store: what a change noticed', () => {
  it('keeps the notes an operation returned, numbered, outside the undo history', () => {
    const { store, tree } = storeAt();
    const notes = [{ message: 'These parts could not be carried over:' }, { message: 'The hooks' }];
    store.run((t) => ({ ok: true, tree: writeText(t, 'notes.md', 'three\n'), notes }));
    const noticed = store.getState().noticed;
    expect(noticed).toEqual({ notes, seq: 1 });
    store.change((t) => writeText(t, 'notes.md', 'four\n'));
    expect(store.getState().noticed).toBe(noticed);
    store.undo();
    store.undo();
    expect(readText(tree(), 'notes.md')).toBe('one\ntwo\n');
    expect(store.getState().noticed).toBe(noticed);
    store.change((t) => writeText(t, 'notes.md', 'five\n'), { notes: [] });
    expect(store.getState().noticed).toEqual({ notes: [], seq: 2 });
  });
});
