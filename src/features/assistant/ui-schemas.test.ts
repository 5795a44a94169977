import { describe, expect, it } from 'vitest';
import { fieldsWithoutWords } from '../forms/ui-schema-check';
import { compiledForm } from '../forms/form-validators';
import { aboutUi, instructionsDetailsUi, slotUi, soldSeparatelyUi, startersUi } from './ui-schemas';
import { carriedWarnings } from './lists-section';

describe('the Assistant view’s words', () => {
  it('give every field a label and a help line', () => {
    expect(fieldsWithoutWords(compiledForm('assistantBasics').schema, aboutUi)).toEqual([]);
    expect(fieldsWithoutWords(compiledForm('assistantStarters').schema, startersUi)).toEqual([]);
    expect(fieldsWithoutWords(compiledForm('assistantSoldSeparately').schema, soldSeparatelyUi)).toEqual([]);
    expect(fieldsWithoutWords(compiledForm('knowledgeSlot').schema, slotUi)).toEqual([]);
    expect(fieldsWithoutWords(compiledForm('instructionsDetails').schema, instructionsDetailsUi)).toEqual([]);
  });

  it('never name a schema member or keyword in labels and help', () => {
    const words = JSON.stringify([aboutUi, startersUi, soldSeparatelyUi, slotUi, instructionsDetailsUi]);
    for (const jargon of [
      'JSON',
      'schema',
      'frontmatter',
      'YAML',
      'slug',
      'pointer',
      'skills_sold_separately"',
      'knowledge_slot',
    ]) {
      expect(words.replace(/"ui:[a-z]+"|"(skills_sold_separately|starters)":/gi, '')).not.toContain(jargon);
    }
  });
});

describe('skills sold separately', () => {
  it('warn about a skill the plugin carries, unless the validator already said so', () => {
    const warnings = carriedWarnings('assistant.json', ['invoices', 'returns'], ['returns'], []);
    expect(warnings.map((w) => w.pointer)).toEqual(['/skills_sold_separately/1']);
    expect(warnings[0]?.severity).toBe('warning');
    const said = carriedWarnings(
      'assistant.json',
      ['returns'],
      ['returns'],
      [
        {
          code: 'x',
          severity: 'warning',
          message: 'm',
          file: 'assistant.json',
          pointer: '/skills_sold_separately/0',
        },
      ],
    );
    expect(said).toEqual([]);
  });

  it('warn about one of her own skills typed by its title, which the validator cannot tell', () => {
    // #31 item 7: typing a skill's title and Enter made a chip, 0 problems, no skill.
    const warnings = carriedWarnings(
      'assistant.json',
      ['Returns policy', 'Invoices'],
      ['returns-policy'],
      [],
    );
    expect(warnings.map((w) => w.pointer)).toEqual(['/skills_sold_separately/0']);
    expect(warnings[0]?.message).toMatch(/your own skill “Returns policy”/);
  });

  it('sit under Advanced, not among what a person fills in', () => {
    expect(soldSeparatelyUi.skills_sold_separately).toMatchObject({ 'ui:options': { advanced: true } });
  });
});
