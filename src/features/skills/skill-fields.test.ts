import { describe, expect, test } from 'vitest';
import { compiledForm } from '../forms/form-validators';
import { fieldsWithoutWords } from '../forms/ui-schema-check';
import { characterCount, counterText, descriptionUi, moreDetailsUi } from './skill-fields';

describe('the skill forms’ words', () => {
  test('give every shown field a label and help', () => {
    expect(fieldsWithoutWords(compiledForm('instructionsDetails').schema, descriptionUi)).toEqual([]);
    // The name and description are hidden in "More details": they have their own places.
    expect(fieldsWithoutWords(compiledForm('skillFrontmatter').schema, moreDetailsUi)).toEqual([
      '/name',
      '/description',
    ]);
  });
});

describe('the description counter', () => {
  test('counts characters as the limit does, an emoji as one', () => {
    expect(characterCount('Returns 📦')).toBe(9);
    expect(characterCount('')).toBe(0);
  });

  test('says how many, and how many too many', () => {
    expect(counterText(133)).toBe('133 of 1,024 characters');
    expect(counterText(1030)).toBe('1,030 of 1,024 characters — 6 too many');
  });
});
