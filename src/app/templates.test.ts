import { describe, expect, it } from 'vitest';
import { decodeText, type FileTree } from '../model/file-tree';
import { validate } from '../validate/validate';
import { createSolution } from './templates';
import { templateList } from './template-list';

/**
 * The sentences of a tree's prose: every line of its Markdown files and every text value of its
 * JSON files, cut at sentence ends, of four words or more (shorter pieces are headings and names
 * that templates may share, such as "Returns").
 */
function sentences(tree: FileTree): Set<string> {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [path, entry] of tree) {
    if (entry.kind !== 'file') continue;
    const text = decodeText(entry.bytes) ?? '';
    if (path.endsWith('.json')) collect(JSON.parse(text));
    else texts.push(...text.split('\n'));
  }
  return new Set(
    texts
      .flatMap((text) => text.split(/(?<=[.!?:;])\s+|\n/))
      .map((piece) =>
        piece
          .replace(/^[\s#>*\-\d.]+|[*_]/g, '')
          .trim()
          .toLowerCase(),
      )
      .filter((piece) => piece.split(/\s+/).length >= 4),
  );
}

describe('templates', () => {
  it.each(templateList.map((t) => [t.id, t.title] as const))(
    '%s is a complete solution without problems',
    (id, title) => {
      const tree = createSolution(title, id);
      expect(validate(tree)).toEqual([]);
      expect(tree.has('assistant.json')).toBe(true);
      expect(tree.has('persona.md')).toBe(true);
    },
  );

  it('share no sentence with each other or with the blank starting texts', () => {
    const blank = sentences(createSolution('Blank'));
    const seen = new Map<string, string>();
    for (const template of templateList) {
      for (const sentence of sentences(createSolution(template.title, template.id))) {
        expect(seen.get(sentence), `"${sentence}" in ${template.id}`).toBeUndefined();
        expect(blank.has(sentence), `"${sentence}" in ${template.id} and the blank solution`).toBe(false);
        seen.set(sentence, template.id);
      }
    }
    expect(seen.size).toBeGreaterThan(60);
  });

  it('a blank solution has no problems', () => {
    expect(validate(createSolution('Shop Support'))).toEqual([]);
  });
});
