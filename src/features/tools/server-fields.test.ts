import { describe, expect, test } from 'vitest';
import { compiledForm } from '../forms/form-validators';
import { fieldsWithoutWords } from '../forms/ui-schema-check';
import { onlineUi, SERVER_FORMS, stdioUi } from './server-fields';

describe('the server forms’ words', () => {
  test('give every shown field a label and help (the hidden type is chosen with “Where it runs”)', () => {
    for (const { name: form, uiSchema } of Object.values(SERVER_FORMS)) {
      expect(fieldsWithoutWords(compiledForm(form).schema, uiSchema)).toEqual(['/type']);
    }
  });

  test('label each setting in plain words and name the technical word in its help only', () => {
    // #31 item 10: Maya met Program, Arguments, Environment variables and Headers as labels.
    const fields = [
      [stdioUi.command, 'command'],
      [stdioUi.args, 'arguments'],
      [stdioUi.env, 'environment variables'],
      [onlineUi.headers, 'headers'],
    ] as const;
    for (const [ui, word] of fields) {
      expect(ui['ui:title']).not.toMatch(/program|argument|environment|variable|header|npx/i);
      expect(ui['ui:help']).toContain(word);
      expect(ui['ui:help']).not.toMatch(/\b(plugins?|tokens?)\b/i);
    }
  });
});
