import { describe, expect, it } from 'vitest';
import { fail } from '../model/operation-support';
import { refusalText } from './refusal-notice';

describe('refusalText', () => {
  it('says a refusal the person can act on in her words, without the file the model names', () => {
    const text = refusalText(fail('file-unreadable', 'assistant.json is not valid JSON.').error);
    expect(text).toContain('Fix it in the Files view first');
    expect(text).not.toContain('assistant.json');
  });

  it("says any other refusal in the model's own words", () => {
    expect(refusalText(fail('name-taken', 'A skill called “Returns” already exists.').error)).toBe(
      'A skill called “Returns” already exists.',
    );
  });
});
