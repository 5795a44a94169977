import { describe, expect, it } from 'vitest';
import type { FocusRequest } from '../../workspace/store';
import { editorFocusOf } from './use-focus-request';

const request = (place: Partial<FocusRequest>): FocusRequest => ({
  file: 'skills/returns/SKILL.md',
  seq: 7,
  view: 'skills',
  ...place,
});

describe('a focus request for a writing editor', () => {
  it('puts the cursor on the line of the text, counted from the end of its details block', () => {
    expect(editorFocusOf(request({ line: 9, column: 4 }), 5)).toEqual({
      file: 'skills/returns/SKILL.md',
      line: 4,
      column: 4,
      seq: 7,
    });
  });

  it('leaves the details block, a member and a request without a line to the fields', () => {
    expect(editorFocusOf(request({ line: 5 }), 5)).toBeUndefined();
    expect(editorFocusOf(request({ line: 9, pointer: '/description' }), 5)).toBeUndefined();
    expect(editorFocusOf(request({}), 0)).toBeUndefined();
  });
});
