import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../validate/diagnostic';
import { isWithin, placeProblems, problemsByItem, problemsWithin, worstSeverity } from './problems';
import { fieldPointers } from './field-pointers';
import { fieldId, parentPointer, pointerBelow, pointerOfFieldId } from './field-id';
import { compiledForm } from './form-validators';

const d = (
  pointer: string | undefined,
  severity: Diagnostic['severity'] = 'error',
  file = 'a.json',
): Diagnostic => ({
  code: 'x',
  severity,
  message: `about ${pointer}`,
  file,
  ...(pointer !== undefined ? { pointer } : {}),
});

describe('placing problems under fields', () => {
  it('puts each problem under the deepest field that contains it', () => {
    const fields = ['/knowledge/0', '/knowledge/0/accepts', '/knowledge/0/name'];
    const { byField, unplaced } = placeProblems(
      [d('/knowledge/0/accepts/1'), d('/knowledge/0'), d('/knowledge/0/name'), d('/title'), d(undefined)],
      fields,
    );
    expect(byField['/knowledge/0/accepts']?.map((p) => p.pointer)).toEqual(['/knowledge/0/accepts/1']);
    expect(byField['/knowledge/0']).toHaveLength(1);
    expect(byField['/knowledge/0/name']).toHaveLength(1);
    expect(unplaced.map((p) => p.pointer)).toEqual(['/title', undefined]);
  });

  it('does not mistake a sibling with a longer name for a child', () => {
    expect(isWithin('/titles', '/title')).toBe(false);
    expect(isWithin('/title/0', '/title')).toBe(true);
  });

  it('keeps only the problems of one file within some members', () => {
    const list = [d('/starters/0'), d('/title'), d('/starters', 'error', 'b.json')];
    expect(problemsWithin(list, 'a.json', ['/starters'])).toEqual([list[0]]);
  });

  it('knows the worst severity', () => {
    expect(worstSeverity([d('', 'warning'), d('', 'error')])).toBe('error');
    expect(worstSeverity([])).toBeUndefined();
  });
});

describe('field ids', () => {
  it('are derived from file and pointer and give the pointer back', () => {
    const id = fieldId('assistant.json', '/knowledge/0/name');
    expect(id).toBe('field:assistant.json#/knowledge/0/name');
    expect(pointerOfFieldId(id)).toBe('/knowledge/0/name');
    expect(pointerBelow('/knowledge/0', ['accepts', 1])).toBe('/knowledge/0/accepts/1');
    expect(parentPointer('/a/b')).toBe('/a');
    expect(parentPointer('')).toBeUndefined();
  });
});

describe('field pointers', () => {
  it('list the fields a form renders, following $refs, stopping at custom fields', () => {
    const { schema } = compiledForm('packageDetails');
    const pointers = fieldPointers(
      schema,
      { keywords: { 'ui:field': 'tags' } },
      { keywords: ['a', 'b'] },
      '',
    );
    expect(pointers).toEqual([
      '',
      '/description',
      '/version',
      '/author',
      '/author/name',
      '/author/email',
      '/author/url',
      '/homepage',
      '/repository',
      '/license',
      '/keywords',
    ]);
  });

  it('list list items when the list has no field of its own', () => {
    const { schema } = compiledForm('assistantStarters');
    expect(fieldPointers(schema, {}, { starters: ['a', 'b'] }, '')).toEqual([
      '',
      '/starters',
      '/starters/0',
      '/starters/1',
    ]);
  });
});

describe('problems by list item', () => {
  const at = (pointer?: string): Diagnostic => ({
    code: 'x',
    severity: 'error',
    message: 'm',
    file: 'a.json',
    pointer,
  });
  it('groups each problem under its item in one pass, the rest about the list', () => {
    const list = [
      at('/keywords/2'),
      at('/keywords/0/x'),
      at('/keywords'),
      at('/keywords/9'),
      at('/keywordsX/1'),
      at(),
      at('/keywords/2'),
    ];
    const { byIndex, rest } = problemsByItem(list, '/keywords', 3);
    expect(byIndex.get(2)).toEqual([list[0], list[6]]);
    expect(byIndex.get(0)).toEqual([list[1]]);
    expect(byIndex.has(1)).toBe(false);
    expect(rest).toEqual([list[2], list[3], list[4], list[5]]);
  });
});
