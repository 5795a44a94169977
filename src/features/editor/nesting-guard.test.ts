import { ensureSyntaxTree, language } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { grammar as markdownGrammar } from './grammar-markdown';
import { COLOUR_NESTING_LIMIT, COLOUR_SIZE_LIMIT, NestingGuard, nestsTooDeep } from './nesting-guard';
import { prose } from './prose-style';

const deep = COLOUR_NESTING_LIMIT + 1;
// The case that overflowed the page's stack in CI: 30,000 lists in a SKILL.md's frontmatter.
const deepFrontmatter = `---\nname: deep\ndescription: d\ntags: ${'['.repeat(30_000)}${']'.repeat(30_000)}\n---\nBody\n`;

describe('nestsTooDeep', () => {
  it('passes real files and text just within the limit', () => {
    expect(
      nestsTooDeep('---\nname: a\nallowed-tools: [Read, Glob]\n---\n# Title\n\n> quote\n- a\n  - b\n'),
    ).toBe(false);
    expect(nestsTooDeep('['.repeat(COLOUR_NESTING_LIMIT) + ']'.repeat(COLOUR_NESTING_LIMIT))).toBe(false);
    expect(nestsTooDeep('*'.repeat(COLOUR_NESTING_LIMIT))).toBe(false);
    // Many brackets, each closed before the next opens, are no nesting at all.
    expect(nestsTooDeep('[x] '.repeat(50_000))).toBe(false);
    // Markers after a line's first word are text, not nesting.
    expect(nestsTooDeep('a ' + '> '.repeat(deep))).toBe(false);
  });

  it('finds each kind of deep nesting', () => {
    expect(nestsTooDeep(deepFrontmatter)).toBe(true);
    expect(nestsTooDeep('{'.repeat(deep))).toBe(true);
    expect(nestsTooDeep('x' + '*'.repeat(deep) + 'x')).toBe(true);
    expect(nestsTooDeep('> '.repeat(deep) + 'quote')).toBe(true);
    expect(nestsTooDeep('- '.repeat(deep) + 'item')).toBe(true);
  });
});

describe('NestingGuard', () => {
  const hasGrammar = (state: EditorState) => state.facet(language) !== null;

  it('leaves the grammar out for a text that nests too deeply, so no parse overflows', () => {
    const state = EditorState.create({
      doc: deepFrontmatter,
      extensions: [new NestingGuard(markdownGrammar()).extension(deepFrontmatter)],
    });
    expect(hasGrammar(state)).toBe(false);
    expect(() => ensureSyntaxTree(state, state.doc.length, 10_000)).not.toThrow();
  });

  it('takes the grammar away in the change that makes the text too deep, and gives it back after one that does not', () => {
    const guard = new NestingGuard(prose);
    let state = EditorState.create({ doc: 'Hello', extensions: [guard.extension('Hello')] });
    expect(hasGrammar(state)).toBe(true);
    expect(guard.restore(state)).toBeUndefined();
    const stars = '*'.repeat(20_000);
    state = state.update({ changes: { from: 5, insert: ` ${stars}x${stars}` } }).state;
    expect(hasGrammar(state)).toBe(false);
    expect(() => ensureSyntaxTree(state, state.doc.length, 10_000)).not.toThrow();
    expect(guard.restore(state)).toBeUndefined();
    state = state.update({ changes: { from: 5, to: state.doc.length, insert: ' *there*' } }).state;
    expect(hasGrammar(state)).toBe(false);
    state = state.update({ effects: guard.restore(state) }).state;
    expect(hasGrammar(state)).toBe(true);
    expect(ensureSyntaxTree(state, state.doc.length, 10_000)?.length).toBe(state.doc.length);
    expect(state.doc.toString()).toBe('Hello *there*');
  });

  it('takes the grammar away for a paste larger than the limit, before it is parsed, and gives it back once smaller (#37 item 12)', () => {
    const guard = new NestingGuard(prose);
    let state = EditorState.create({ doc: 'Hello', extensions: [guard.extension('Hello')] });
    const paste = 'Customers can return an item within 30 days. '.repeat(COLOUR_SIZE_LIMIT / 40);
    state = state.update({ changes: { from: 5, insert: ` ${paste}` } }).state;
    expect(state.doc.length).toBeGreaterThan(COLOUR_SIZE_LIMIT);
    expect(hasGrammar(state)).toBe(false);
    expect(guard.restore(state)).toBeUndefined();
    state = state.update({ changes: { from: 5, to: state.doc.length, insert: ' again' } }).state;
    state = state.update({ effects: guard.restore(state) }).state;
    expect(hasGrammar(state)).toBe(true);
  });
});
