import { describe, expect, test } from 'vitest';
import {
  createSkillText,
  parseSkill,
  rangeOfFrontmatterPointer,
  rangeOfKey,
  setSkillBody,
  setSkillField,
} from './skill-document';

const kinds = (text: string) => parseSkill(text).problems.map((p) => p.kind);
const simple = '---\nname: returns\ndescription: Answers questions about returns.\n---\n\n# Returns\n';

describe('parseSkill', () => {
  test('reads frontmatter and body and where each starts', () => {
    const parsed = parseSkill(simple);
    expect(parsed.hasFrontmatter).toBe(true);
    expect(parsed.frontmatter).toEqual({
      name: 'returns',
      description: 'Answers questions about returns.',
    });
    expect(parsed.body).toBe('\n# Returns\n');
    expect(parsed.bodyStartLine).toBe(5);
    expect(parsed.frontmatterRange).toEqual(expect.objectContaining({ startLine: 1, endLine: 4 }));
    expect(parsed.problems).toEqual([]);
  });

  test('handles a BOM and CRLF', () => {
    const parsed = parseSkill('\uFEFF---\r\nname: a\r\ndescription: b\r\n---\r\nBody\r\n');
    expect(parsed.bom).toBe(true);
    expect(parsed.eol).toBe('\r\n');
    expect(parsed.frontmatter).toEqual({ name: 'a', description: 'b' });
    expect(parsed.body).toBe('Body\r\n');
    expect(parsed.bodyStartLine).toBe(5);
  });

  test('says when there is no frontmatter and keeps the whole text as the body', () => {
    const parsed = parseSkill('# Just markdown\n---\n');
    expect(parsed.hasFrontmatter).toBe(false);
    expect(parsed.frontmatter).toBeUndefined();
    expect(parsed.body).toBe('# Just markdown\n---\n');
    expect(kinds('# Just markdown')).toEqual(['no-frontmatter']);
    expect(kinds('')).toEqual(['no-frontmatter']);
  });

  test('reports a frontmatter that is never closed', () => {
    const parsed = parseSkill('---\nname: a\ndescription: b\n# Body');
    expect(parsed.problems.map((p) => p.kind)).toEqual(['unclosed']);
    expect(parsed.frontmatter).toBeUndefined();
    expect(parsed.body).toBe('');
  });

  test('reports an empty frontmatter', () => {
    const parsed = parseSkill('---\n---\nBody\n');
    expect(parsed.frontmatter).toBeNull();
    expect(parsed.problems.map((p) => p.kind)).toEqual(['empty']);
    expect(parsed.body).toBe('Body\n');
  });

  test('only the first --- pair is frontmatter; --- in the body stays body', () => {
    const parsed = parseSkill('---\nname: a\ndescription: b\n---\nOne\n---\nTwo\n');
    expect(parsed.body).toBe('One\n---\nTwo\n');
  });

  test('keeps YAML types so the validator can say what is wrong', () => {
    const parsed = parseSkill(
      '---\nname: 12\ndescription: yes\nallowed-tools:\n  - Read\n  - Write\nmetadata: {v: 1.0}\n---\n',
    );
    expect(parsed.frontmatter).toEqual({
      name: 12,
      description: 'yes',
      'allowed-tools': ['Read', 'Write'],
      metadata: { v: 1 },
    });
  });

  test('reports YAML mistakes with a line in the file', () => {
    const parsed = parseSkill('---\nname: a\ndescription: "open\n---\nBody');
    expect(parsed.problems[0]?.kind).toBe('yaml-syntax');
    expect(parsed.problems[0]?.range?.startLine).toBeGreaterThanOrEqual(2);
    expect(parsed.frontmatter).toBeUndefined();
  });

  test('reports a frontmatter that is a list or text rather than fields', () => {
    expect(kinds('---\n- a\n- b\n---\n')).toEqual(['not-a-mapping']);
    expect(kinds('---\njust text\n---\n')).toEqual(['not-a-mapping']);
  });

  test('reports a duplicated field and keeps the value readable', () => {
    const parsed = parseSkill('---\nname: a\nname: b\ndescription: c\n---\n');
    expect(parsed.problems.map((p) => p.kind)).toEqual(['duplicate-key']);
    expect(parsed.problems[0]?.range?.startLine).toBe(3);
  });

  test('is safe on hostile YAML: alias bombs, code tags, huge blocks, __proto__', () => {
    const bomb =
      '---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n---\n';
    expect(parseSkill(bomb).frontmatter).toBeUndefined();
    expect(kinds(bomb)).toEqual(['yaml-syntax']);
    expect(parseSkill('---\nname: !!js/function "return 1"\n---\n').frontmatter).toEqual({
      name: 'return 1',
    });
    expect(kinds(`---\nname: ${'x'.repeat(70_000)}\n---\n`)).toEqual(['too-large']);
    const proto = parseSkill('---\n__proto__: {polluted: true}\n---\n').frontmatter as object;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
  });

  test('never throws on garbage', () => {
    for (const text of [
      '---',
      '---\n',
      '\u0000\u0001---\n',
      '---\n:\n---',
      '---\n[\n---\n',
      '---\n\t- x\n---',
    ]) {
      expect(() => parseSkill(text)).not.toThrow();
    }
  });
});

describe('ranges', () => {
  const parsed = parseSkill(
    '---\nname: a\ndescription: >\n  Long\n  text\nmetadata:\n  author: me\n---\nBody\n',
  );

  test('finds the lines of a field', () => {
    expect(rangeOfKey(parsed, 'name')).toEqual(expect.objectContaining({ startLine: 2, endLine: 2 }));
    expect(rangeOfKey(parsed, 'description')).toEqual(expect.objectContaining({ startLine: 3, endLine: 5 }));
    expect(rangeOfKey(parsed, 'license')).toBeUndefined();
    expect(rangeOfKey(parseSkill('Body'), 'name')).toBeUndefined();
  });

  test('finds a nested value by pointer, or its nearest parent', () => {
    expect(rangeOfFrontmatterPointer(parsed, '/metadata/author')?.startLine).toBe(7);
    expect(rangeOfFrontmatterPointer(parsed, '/metadata/missing')?.startLine).toBe(7);
    expect(rangeOfFrontmatterPointer(parsed, '')).toEqual(parsed.frontmatterRange);
  });
});

describe('setSkillBody', () => {
  test('keeps the frontmatter byte for byte', () => {
    const text = '---\nname:   a   # odd spacing\ndescription: "b"\n---\nOld body\n';
    expect(setSkillBody(text, 'New body\n')).toBe(
      '---\nname:   a   # odd spacing\ndescription: "b"\n---\nNew body\n',
    );
  });

  test('writes the body with the file’s CRLF line endings and keeps the BOM', () => {
    expect(setSkillBody('\uFEFF---\r\nname: a\r\n---\r\nOld', 'One\nTwo\n')).toBe(
      '\uFEFF---\r\nname: a\r\n---\r\nOne\r\nTwo\r\n',
    );
  });

  test('adds a line break after a closing line that ends the file', () => {
    expect(setSkillBody('---\nname: a\n---', 'Body')).toBe('---\nname: a\n---\nBody');
  });

  test('without frontmatter the whole text is the body; unclosed is left alone', () => {
    expect(setSkillBody('Old', 'New')).toBe('New');
    const unclosed = '---\nname: a\nBody';
    expect(setSkillBody(unclosed, 'New')).toBe(unclosed);
  });
});

describe('setSkillField', () => {
  test('changes one field and keeps the others, their comments and the body bytes', () => {
    const text = '---\n# top comment\nname: a # the name\ndescription: "quoted"\n---\n\nBody  \n';
    const edited = setSkillField(text, 'description', 'New words');
    expect(edited).toBe('---\n# top comment\nname: a # the name\ndescription: "New words"\n---\n\nBody  \n');
  });

  test('adds and removes fields', () => {
    const added = setSkillField(simple, 'license', 'MIT');
    expect(added).toBe(simple.replace('---\n\n#', 'license: MIT\n---\n\n#'));
    expect(setSkillField(added, 'license', undefined)).toBe(simple);
    expect(setSkillField(simple, 'missing', undefined)).toBe(simple);
  });

  test('writes lists and maps as YAML and quotes text that needs it', () => {
    const edited = setSkillField(simple, 'metadata', { author: 'me', version: '1.0' });
    expect(parseSkill(edited).frontmatter).toEqual(
      expect.objectContaining({ metadata: { author: 'me', version: '1.0' } }),
    );
    const tricky = 'Use when: the customer asks # about "returns"';
    expect(
      (parseSkill(setSkillField(simple, 'description', tricky)).frontmatter as { description: string })
        .description,
    ).toBe(tricky);
  });

  test('never folds a long description over several lines', () => {
    const long = 'word '.repeat(60).trim();
    expect(setSkillField(simple, 'description', long)).toContain(`description: ${long}\n`);
  });

  test('keeps CRLF and the BOM', () => {
    const text = '\uFEFF---\r\nname: a\r\ndescription: b\r\n---\r\nBody\r\n';
    expect(setSkillField(text, 'name', 'c')).toBe(
      '\uFEFF---\r\nname: c\r\ndescription: b\r\n---\r\nBody\r\n',
    );
  });

  test('creates frontmatter when there is none and fills an empty one', () => {
    expect(setSkillField('# Body\n', 'name', 'a')).toBe('---\nname: a\n---\n# Body\n');
    expect(setSkillField('---\n---\nBody', 'name', 'a')).toBe('---\nname: a\n---\nBody');
  });

  test('returns the text unchanged when the frontmatter cannot be edited safely', () => {
    for (const text of [
      '---\nname: a\nBody',
      '---\nname: "open\n---\nBody',
      '---\n- a\n---\n',
      '---\nname: a\nname: b\n---\n',
    ]) {
      expect(setSkillField(text, 'description', 'x')).toBe(text);
    }
  });

  test('treats __proto__ as an ordinary field', () => {
    const edited = setSkillField(simple, '__proto__', 'x');
    expect(Object.keys(parseSkill(edited).frontmatter as object)).toContain('__proto__');
  });
});

describe('createSkillText', () => {
  test('writes a SKILL.md that parses back to the same fields', () => {
    const text = createSkillText({
      name: 'returns',
      description: 'Explains the returns policy. Use when a customer asks about returning an item.',
      license: 'MIT',
      metadata: { author: 'Maya' },
      allowedTools: 'Read',
      body: '# Returns\n\nBe kind.',
    });
    expect(text.startsWith('---\nname: returns\ndescription: Explains')).toBe(true);
    const parsed = parseSkill(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.frontmatter).toEqual({
      name: 'returns',
      description: 'Explains the returns policy. Use when a customer asks about returning an item.',
      license: 'MIT',
      metadata: { author: 'Maya' },
      'allowed-tools': 'Read',
    });
    expect(parsed.body).toBe('\n# Returns\n\nBe kind.\n');
  });

  test('quotes values YAML would otherwise misread', () => {
    const parsed = parseSkill(createSkillText({ name: 'a', description: 'yes: no # maybe' }));
    expect((parsed.frontmatter as { description: string }).description).toBe('yes: no # maybe');
  });
});
