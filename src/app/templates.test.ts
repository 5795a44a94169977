import { describe, expect, it } from 'vitest';
import { validate } from '../validate/validate';
import { createSolution } from './templates';
import { templateList } from './template-list';

describe('templates', () => {
  it.each(templateList.map((t) => [t.id, t.title] as const))(
    '%s is a complete solution without problems',
    (id, title) => {
      const tree = createSolution(title, id);
      expect(validate(tree)).toEqual([]);
      expect(tree.has('assistant.json')).toBe(true);
    },
  );

  it('a blank solution has no problems', () => {
    expect(validate(createSolution('Shop Support'))).toEqual([]);
  });
});
