import { describe, expect, test } from 'vitest';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state';
import { inlineStyle, inlineStyleAt, leaveRunBeforeBreak, toggleInline, typeInStyle } from './inline-style';
import { prose } from './prose-style';

const bold = toggleInline('**');
const italic = toggleInline('*');

/**
 * An editor over `marked`, where `|` is the cursor (or `[` and `]` the selection), driven the way
 * a person does: commands (the toolbar's buttons) and typing, one character at a time.
 */
class Writer {
  state: EditorState;

  constructor(marked: string) {
    const cursor = marked.indexOf('|');
    const from = cursor >= 0 ? cursor : marked.indexOf('[');
    const doc = cursor >= 0 ? marked.replace('|', '') : marked.replace('[', '').replace(']', '');
    const to = cursor >= 0 ? cursor : marked.indexOf(']') - 1;
    this.state = EditorState.create({
      doc,
      selection: EditorSelection.single(from, to),
      extensions: [prose, inlineStyle],
    });
    this.parse();
  }

  private parse() {
    ensureSyntaxTree(this.state, this.state.doc.length, 5000);
  }

  press(command: StateCommand): this {
    command({ state: this.state, dispatch: (tr) => (this.state = tr.state) });
    this.parse();
    return this;
  }

  type(text: string): this {
    for (const char of text) {
      const { from, to } = this.state.selection.main;
      const spec = typeInStyle(this.state, from, to, char) ?? {
        changes: { from, to, insert: char },
        selection: EditorSelection.cursor(from + char.length),
      };
      this.state = this.state.update(spec).state;
      this.parse();
    }
    return this;
  }

  /** Enter as the editor's keymap has it: out of a run's marks first, then a line break. */
  enter(): this {
    this.press(leaveRunBeforeBreak);
    const { head } = this.state.selection.main;
    this.state = this.state.update({
      changes: { from: head, insert: '\n' },
      selection: { anchor: head + 1 },
    }).state;
    this.parse();
    return this;
  }

  moveTo(pos: number): this {
    this.state = this.state.update({ selection: { anchor: pos } }).state;
    return this;
  }

  get text(): string {
    const { from, to } = this.state.selection.main;
    const text = this.state.doc.toString();
    return from === to
      ? `${text.slice(0, from)}|${text.slice(from)}`
      : `${text.slice(0, from)}[${text.slice(from, to)}]${text.slice(to)}`;
  }

  get style() {
    const style = inlineStyleAt(this.state);
    return { bold: style['**'], italic: style['*'] };
  }
}

describe('bold and italic from the cursor on', () => {
  test('B, type, B, type: what was typed while bold was on stays bold, and the rest is plain', () => {
    const writer = new Writer('Be |');
    expect(writer.press(bold).text).toBe('Be |');
    expect(writer.style.bold).toBe(true);
    expect(writer.type('kind').text).toBe('Be **kind|**');
    expect(writer.style.bold).toBe(true);
    expect(writer.press(bold).style.bold).toBe(false);
    expect(writer.type(' and').text).toBe('Be **kind** and|');
    expect(writer.style.bold).toBe(false);
  });

  test('italic the same way, in the middle of a line', () => {
    const writer = new Writer('Be | today');
    expect(writer.press(italic).type('brief').press(italic).type(', please').text).toBe(
      'Be *brief*, please| today',
    );
  });

  test('a phrase with spaces is one bold run, and a space typed last stays outside the marks', () => {
    expect(new Writer('|').press(bold).type('very kind').press(bold).type(' and').text).toBe(
      '**very kind** and|',
    );
    const writer = new Writer('|').press(bold).type('very kind ');
    expect(writer.text).toBe('**very kind** |');
    expect(writer.style.bold).toBe(true);
    expect(writer.press(bold).type('and').text).toBe('**very kind** and|');
  });

  test('bold and italic together, each turned off on its own', () => {
    const writer = new Writer('|').press(bold).press(italic);
    expect(writer.style).toEqual({ bold: true, italic: true });
    expect(writer.type('both').text).toBe('***both|***');
    expect(writer.style).toEqual({ bold: true, italic: true });
    expect(writer.press(italic).type(' bold').style).toEqual({ bold: true, italic: false });
    expect(writer.press(bold).type(' plain').style).toEqual({ bold: false, italic: false });
    // Two bold runs with a space between them read as one.
    expect(writer.text).toBe('***both*** **bold** plain|');
  });

  test('turning bold off inside a run ends it there and starts it again after what is typed', () => {
    const writer = new Writer('**bo|ld**').press(bold);
    expect(writer.style.bold).toBe(false);
    expect(writer.type('x').text).toBe('**bo**x|**ld**');
    expect(writer.style.bold).toBe(false);
    expect(new Writer('**bo| ld**').press(bold).type(' x').text).toBe('**bo** x| **ld**');
  });

  test('turning bold off at either end of a run types outside its marks', () => {
    expect(new Writer('**|bold**').press(bold).type('x').text).toBe('x|**bold**');
    expect(new Writer('**bold|** more').press(bold).type('!').text).toBe('**bold**!| more');
  });

  test('turning bold on next to a bold run carries that run on', () => {
    expect(new Writer('**bold**|').press(bold).type('er').text).toBe('**bolder|**');
    expect(new Writer('**bold** |').press(bold).type('text').text).toBe('**bold text|**');
    expect(new Writer('|**bold**').press(bold).type('very ').text).toBe('**very |bold**');
  });

  test('a space typed at the end of a run goes after its marks and the style carries on', () => {
    const writer = new Writer('Be **very|**').type(' ');
    expect(writer.text).toBe('Be **very** |');
    expect(writer.style.bold).toBe(true);
    expect(writer.type('kind').text).toBe('Be **very kind|**');
    expect(new Writer('**|bold**').type(' ').text).toBe(' |**bold**');
  });

  test('the style chosen at the cursor is forgotten when the cursor moves', () => {
    const writer = new Writer('One |two').press(bold).moveTo(0);
    expect(writer.style.bold).toBe(false);
    expect(writer.type('x').text).toBe('x|One two');
  });

  test('Enter at the end of a bold run leaves the marks with the words', () => {
    expect(new Writer('**bold|**').enter().text).toBe('**bold**\n|');
    expect(new Writer('**bo|ld**').enter().text).toBe('**bo\n|ld**');
  });
});

describe('bold and italic on selected words', () => {
  test('wrap the words, leaving spaces at either end outside the marks', () => {
    expect(new Writer('Say [thanks] often').press(bold).text).toBe('Say **[thanks]** often');
    expect(new Writer('Say[ thanks ]often').press(italic).text).toBe('Say[ *thanks* ]often');
    expect(new Writer('Say [thanks] often').press(bold).style.bold).toBe(true);
  });

  test('take the style off words that all have it, ending the run around them', () => {
    expect(new Writer('Say **[thanks]** often').press(bold).text).toBe('Say [thanks] often');
    expect(new Writer('**bold [text]**').press(bold).text).toBe('**bold** [text]');
    expect(new Writer('**a [b] c**').press(bold).text).toBe('**a** [b] **c**');
    expect(new Writer('**a [b] c**').style.bold).toBe(true);
  });

  test('words partly bold become bold as one run', () => {
    expect(new Writer('**bo[ld** pla]in').press(bold).text).toBe('**bo[ld pla]**in');
    expect(new Writer('[one **two** three]').press(bold).text).toBe('**[one two three]**');
    expect(new Writer('**bo[ld** pla]in').style.bold).toBe(false);
  });

  test('italic inside bold adds italic rather than removing the bold', () => {
    expect(new Writer('Say **[thanks]** often').press(italic).text).toBe('Say ***[thanks]*** often');
  });
});
