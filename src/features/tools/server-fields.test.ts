import { describe, expect, test } from 'vitest';
import { compiledForm } from '../forms/form-validators';
import { fieldsWithoutWords } from '../forms/ui-schema-check';
import { SERVER_FORMS } from './server-fields';

describe('the server forms’ words', () => {
  test('give every shown field a label and help (the hidden type is chosen with “Where it runs”)', () => {
    for (const { form, uiSchema } of Object.values(SERVER_FORMS)) {
      expect(fieldsWithoutWords(compiledForm(form).schema, uiSchema)).toEqual(['/type']);
    }
  });
});
