import { describe, expect, it } from 'vitest';
import { readText, writeText, type FileTree } from '../../model/file-tree';
import type { OperationResult } from '../../model/operation-support';
import { newSolution } from '../../model/operations';
import {
  addSlot,
  applyBasics,
  applyList,
  applySlot,
  isDerivedSlotName,
  nextSlot,
  removeItem,
} from './assistant-edits';
import { appendItem, setExampleText } from '../../model/solution-lists';
import { slotForm } from './assistant-forms';

const tree = (): FileTree => newSolution('Shop Support');
const doc = (t: FileTree) => JSON.parse(readText(t, 'assistant.json')!);
const manifest = (t: FileTree) => JSON.parse(readText(t, 'plugin.json')!);
function applied(result: OperationResult): FileTree {
  if (!result.ok) throw new Error(result.error.message);
  return result.tree;
}

describe('the About form', () => {
  it('lets the web name follow the title in both files while it was derived', () => {
    const next = applied(applyBasics(tree(), { title: 'Shop Help', name: 'shop-support' }, '/title'));
    expect(doc(next)).toMatchObject({ title: 'Shop Help', name: 'shop-help' });
    expect(manifest(next).name).toBe('shop-help');
  });

  it('keeps a web name the person chose when the title changes', () => {
    const named = applied(applyBasics(tree(), { title: 'Shop Support', name: 'my-shop' }, '/name'));
    expect(manifest(named).name).toBe('my-shop');
    const retitled = applied(applyBasics(named, { title: 'Shop Help', name: 'my-shop' }, '/title'));
    expect(doc(retitled)).toMatchObject({ title: 'Shop Help', name: 'my-shop' });
  });

  it('removes an emptied description and changes nothing else', () => {
    const described = applied(
      applyBasics(
        tree(),
        { title: 'Shop Support', name: 'shop-support', description: 'Helps' },
        '/description',
      ),
    );
    expect(doc(described).description).toBe('Helps');
    const cleared = applied(
      applyBasics(described, { title: 'Shop Support', name: 'shop-support' }, '/description'),
    );
    expect(readText(cleared, 'assistant.json')).toBe(readText(tree(), 'assistant.json'));
  });

  it('writes only the field edited, by its place, not every member that differs', () => {
    const next = applied(applyBasics(tree(), { title: 'Shop Help', name: 'my-shop' }, '/name'));
    expect(doc(next)).toMatchObject({ title: 'Shop Support', name: 'my-shop' });
  });
});

describe('knowledge slots', () => {
  it('derive the short name from what to ask for until the person edits it', () => {
    expect(
      nextSlot({ name: 'document', description: '' }, { name: 'document', description: 'Returns policy' }, [])
        .name,
    ).toBe('returns_policy');
    expect(
      nextSlot({ name: 'document', description: '' }, { name: 'document', description: 'Returns policy' }, [
        'returns_policy',
      ]).name,
    ).toBe('returns_policy_2');
    expect(
      nextSlot({ name: 'policy', description: 'Returns' }, { name: 'policy', description: 'Refunds' }, [])
        .name,
    ).toBe('policy');
    expect(
      nextSlot({ name: 'returns', description: 'Returns' }, { name: 'my_name', description: 'Returns' }, [])
        .name,
    ).toBe('my_name');
  });

  it('recognise derived names, numbered ones included', () => {
    expect(isDerivedSlotName('returns_policy', 'Returns policy')).toBe(true);
    expect(isDerivedSlotName('returns_policy_3', 'Returns policy')).toBe(true);
    expect(isDerivedSlotName('returns_policy_x', 'Returns policy')).toBe(false);
    expect(isDerivedSlotName('document', '')).toBe(true);
  });

  it('leave out required when it is off', () => {
    expect(nextSlot({}, { name: 'a', description: 'A', accepts: ['pdf'], required: false }, [])).toEqual({
      name: 'a',
      description: 'A',
      accepts: ['pdf'],
    });
  });

  it('are added, edited member by member, and removed, the member going with the last', () => {
    let t = applied(addSlot(tree()));
    t = applied(addSlot(t));
    expect(doc(t).knowledge.map((s: { name: string }) => s.name)).toEqual(['document', 'document_2']);
    t = applied(applySlot(t, 0, { name: 'document', description: 'Returns policy', accepts: ['pdf'] }));
    expect(doc(t).knowledge[0].name).toBe('returns_policy');
    t = applied(removeItem(t, 'knowledge', 1));
    t = applied(removeItem(t, 'knowledge', 0));
    expect(doc(t).knowledge).toBeUndefined();
  });
});

describe('lists and examples', () => {
  it('remove an emptied list and an emptied answer', () => {
    let t = applied(applyList(tree(), 'starters', ['Hello']));
    expect(doc(t).starters).toEqual(['Hello']);
    t = applied(applyList(t, 'starters', []));
    expect(doc(t).starters).toBeUndefined();
    t = applied(appendItem(t, 'examples', { input: 'Can I return a gift?' }));
    t = applied(setExampleText(t, 0, 'output', 'Yes, within 30 days.'));
    expect(doc(t).examples).toEqual([{ input: 'Can I return a gift?', output: 'Yes, within 30 days.' }]);
    t = applied(setExampleText(t, 0, 'output', ''));
    expect(doc(t).examples).toEqual([{ input: 'Can I return a gift?' }]);
  });

  it('edit only the text of the member that changed', () => {
    const base = writeText(
      tree(),
      'assistant.json',
      readText(tree(), 'assistant.json')!.replace('{', '{\n  "x-keep": 1.0,'),
    );
    const t = applied(appendItem(base, 'examples', { input: 'Hi' }));
    expect(readText(t, 'assistant.json')).toContain('"x-keep": 1.0,');
  });
});

describe('the slot form', () => {
  it('edits the slot its root points at', () => {
    let t = applied(addSlot(tree()));
    t = applied(addSlot(t));
    const edited = { file: 'assistant.json', base: '/knowledge/1', pointer: '/knowledge/1/description' };
    t = applied(
      slotForm.apply(t, { name: 'document_2', description: 'Price list', accepts: ['pdf'] }, edited),
    );
    expect(doc(t).knowledge.map((s: { description: string }) => s.description)).toEqual(['', 'Price list']);
  });
});
