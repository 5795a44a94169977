import { describe, expect, test } from 'vitest';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorSelection, EditorState, type StateCommand } from '@codemirror/state';
import {
  continueList,
  indentListItems,
  lineStyleAt,
  linkPlace,
  removeListMarker,
  toggleHeading,
  toggleList,
  writeLink,
  linkAddressProblem,
} from './prose-commands';
import { prose } from './prose-style';

/** Runs a command on `text`, where `[` and `]` mark the selection (or `|` the cursor). */
function apply(command: StateCommand, marked: string): string {
  const cursor = marked.indexOf('|');
  const from = cursor >= 0 ? cursor : marked.indexOf('[');
  const doc = cursor >= 0 ? marked.replace('|', '') : marked.replace('[', '').replace(']', '');
  const to = cursor >= 0 ? cursor : marked.indexOf(']') - 1;
  let state = EditorState.create({
    doc,
    selection: EditorSelection.single(from, to),
    extensions: [prose],
  });
  ensureSyntaxTree(state, state.doc.length, 5000);
  command({ state, dispatch: (tr) => (state = tr.state) });
  const { from: a, to: b } = state.selection.main;
  const text = state.doc.toString();
  return a === b
    ? `${text.slice(0, a)}|${text.slice(a)}`
    : `${text.slice(0, a)}[${text.slice(a, b)}]${text.slice(b)}`;
}

describe('headings', () => {
  test('toggle a heading mark on the line, keeping its text', () => {
    expect(apply(toggleHeading, 'Returns|\nMore')).toBe('## Returns|\nMore');
    expect(apply(toggleHeading, '## Retu|rns\nMore')).toBe('Retu|rns\nMore');
    expect(apply(toggleHeading, '# Top|')).toBe('Top|');
  });
});

describe("the style of the cursor's line", () => {
  test('says whether it is a heading, a bulleted item or a numbered one', () => {
    const at = (text: string) =>
      lineStyleAt(EditorState.create({ doc: text, selection: { anchor: text.length } }));
    expect(at('## Returns')).toEqual({ heading: true, bulleted: false, numbered: false });
    expect(at('Intro\n  - One')).toEqual({ heading: false, bulleted: true, numbered: false });
    expect(at('- One\n2. Two')).toEqual({ heading: false, bulleted: false, numbered: true });
    expect(at('- One\n**Plain**')).toEqual({ heading: false, bulleted: false, numbered: false });
  });
});

describe('lists', () => {
  test('make each selected line a bulleted item, and back', () => {
    expect(apply(toggleList('bullet'), '[One\nTwo]')).toBe('- [One\n- Two]');
    expect(apply(toggleList('bullet'), '[- One\n- Two]')).toBe('[One\nTwo]');
  });

  test('number the lines from 1, and turn bullets into numbers', () => {
    expect(apply(toggleList('numbered'), '[- One\n\n- Two]')).toBe('[1. One\n\n2. Two]');
    expect(apply(toggleList('numbered'), '  Thr|ee')).toBe('  1. Thr|ee');
  });

  test('start a list on an empty line with the cursor after the mark', () => {
    expect(apply(toggleList('bullet'), 'Intro\n|')).toBe('Intro\n- |');
  });

  test('nest an item under the one above, to where its text starts, and back out', () => {
    expect(apply(indentListItems(false), '- One\n- Tw|o')).toBe('- One\n  - Tw|o');
    expect(apply(indentListItems(false), '1. One\n2. Tw|o')).toBe('1. One\n   2. Tw|o');
    expect(apply(indentListItems(true), '1. One\n   2. Tw|o')).toBe('1. One\n2. Tw|o');
    expect(apply(indentListItems(false), '- Fir|st')).toBe('- Fir|st');
    expect(apply(indentListItems(true), 'Plain| text')).toBe('Plain| text');
  });
});

describe('links', () => {
  /** Writes a link at the marked selection through the two steps the link dialog takes. */
  const link =
    (text: string, address: string): StateCommand =>
    ({ state, dispatch }) => {
      dispatch(writeLink(state, linkPlace(state), text, address));
      return true;
    };
  const placeOf = (marked: string) => {
    let place: ReturnType<typeof linkPlace> | undefined;
    apply(({ state }) => {
      place = linkPlace(state);
      return true;
    }, marked);
    return place!;
  };

  test('words ending in a backslash and an address with a stray parenthesis still make one link', () => {
    expect(apply(link('C:\\', 'https://shop.test/a'), 'See [x] now')).toBe(
      'See [C:\\\\](https://shop.test/a)| now',
    );
    expect(apply(link('the policy', 'https://shop.test/a)b'), 'See [x] now')).toBe(
      'See [the policy](<https://shop.test/a)b>)| now',
    );
    expect(apply(link('the policy', 'https://shop.test/<b>'), 'See [x] now')).toBe(
      'See [the policy](https://shop.test/%3Cb%3E)| now',
    );
  });

  test('an address that is not a web or mail address is refused', () => {
    for (const address of [
      'javascript:alert(1)',
      'JavaScript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
    ])
      expect(linkAddressProblem(address), address).toBeDefined();
    for (const address of [
      'https://shop.test',
      'mailto:a@shop.test',
      'references/guide.md',
      'www.shop.test:8080/x',
    ])
      expect(linkAddressProblem(address), address).toBeUndefined();
  });

  test('the selection becomes the text of a new link, with the cursor after it', () => {
    expect(placeOf('See [the policy] now')).toMatchObject({ text: 'the policy', address: '' });
    expect(apply(link('the policy', 'https://shop.test/returns'), 'See [the policy] now')).toBe(
      'See [the policy](https://shop.test/returns)| now',
    );
  });

  test('a bold selection shows its words without the marks, and stays bold around the link', () => {
    expect(placeOf('See [**the policy**] now')).toMatchObject({ text: 'the policy', marks: '**' });
    expect(placeOf('See [**_the policy_**] now')).toMatchObject({ text: 'the policy', marks: '**_' });
    expect(apply(link('the policy', 'https://shop.test/r'), 'See [**the policy**] now')).toBe(
      'See **[the policy](https://shop.test/r)**| now',
    );
    expect(apply(link('our policy', 'https://shop.test/r'), 'See [~~_old_~~] now')).toBe(
      'See ~~_[our policy](https://shop.test/r)_~~| now',
    );
    // Marks that do not wrap all the words are part of them.
    expect(placeOf('[**sale** now]')).toMatchObject({ text: '**sale** now', marks: '' });
    expect(placeOf('[** sale **]')).toMatchObject({ text: '** sale **', marks: '' });
  });

  test('a link with bold words is changed with its words shown plain, and stays bold inside', () => {
    expect(placeOf('See [**the po|licy**](https://a.test) now')).toMatchObject({
      text: 'the policy',
      address: 'https://a.test',
      marks: '**',
    });
    expect(apply(link('the rules', 'https://b.test'), 'See [**the po|licy**](https://a.test) now')).toBe(
      'See [**the rules**](https://b.test)| now',
    );
  });

  test('a selected heading or list line keeps its mark outside the link', () => {
    expect(placeOf('[## How you work]')).toMatchObject({ text: 'How you work' });
    expect(apply(link('How you work', 'https://a.test'), '[- How you work]')).toBe(
      '- [How you work](https://a.test)|',
    );
  });

  test('with the cursor inside a link, that link is changed in place', () => {
    expect(placeOf('See [the po|licy](https://a.test) now')).toMatchObject({
      text: 'the policy',
      address: 'https://a.test',
    });
    expect(apply(link('our policy', 'https://b.test'), 'See [the po|licy](https://a.test) now')).toBe(
      'See [our policy](https://b.test)| now',
    );
  });

  test('an empty text shows the address, and brackets in the text stay text', () => {
    expect(apply(link('', 'https://a.test'), 'See | now')).toBe('See [https://a.test](https://a.test)| now');
    expect(apply(link('see [1]', 'https://a.test'), 'See | now')).toBe(
      'See [see \\[1\\]](https://a.test)| now',
    );
  });
});

describe('untouched text', () => {
  test('keeps every other byte, CRLF line breaks included', () => {
    let state = EditorState.create({
      doc: 'Intro\r\n\r\nOne\r\nTwo\r\n',
      selection: EditorSelection.single(7, 14),
      extensions: [prose, EditorState.lineSeparator.of('\r\n')],
    });
    toggleList('bullet')({ state, dispatch: (tr) => (state = tr.state) });
    expect(state.sliceDoc()).toBe('Intro\r\n\r\n- One\r\n- Two\r\n');
  });
});

describe('Enter and Backspace in lists', () => {
  test('Enter starts the next item, numbered one more', () => {
    expect(apply(continueList, '- One|')).toBe('- One\n- |');
    expect(apply(continueList, '  9. Nine|')).toBe('  9. Nine\n  10. |');
  });

  test('Enter on an empty item ends the list with a blank line, and is ordinary outside one', () => {
    // The blank line makes what follows a paragraph: right under the item, it would be more of it.
    expect(apply(continueList, '- One\n- |')).toBe('- One\n\n|');
    expect(apply(continueList, '- One\n- |\nMore')).toBe('- One\n\n|\nMore');
    expect(apply(continueList, '- One\n\n- |')).toBe('- One\n\n|');
    expect(apply(continueList, '- One\n  - Two\n  - |')).toBe('- One\n  - Two\n- |');
    expect(continueList({ state: EditorState.create({ doc: 'Plain|' }), dispatch: () => undefined })).toBe(
      false,
    );
  });

  test('Backspace after a marker takes it away', () => {
    expect(apply(removeListMarker, '- |One')).toBe('|One');
    expect(apply(removeListMarker, '- O|ne')).toBe('- O|ne');
  });
});
