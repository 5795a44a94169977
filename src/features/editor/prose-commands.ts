/**
 * The writing editor's formatting commands for lines and links: each writes or removes the
 * Markdown marks a person would type by hand (`## `, `- `, `1. `, `[text](address)`), and touches
 * nothing else, so every other byte of the text stays as it was. Pure functions of the editor
 * state, testable without a page. Bold and italic are in inline-style.ts.
 */
import { EditorSelection, type ChangeSpec, type EditorState, type StateCommand } from '@codemirror/state';

/** The lines the selection touches, each once, in order. */
function selectedLines(state: EditorState) {
  const seen = new Set<number>();
  const lines = [];
  for (const range of state.selection.ranges) {
    for (let at = state.doc.lineAt(range.from).number; at <= state.doc.lineAt(range.to).number; at++) {
      if (seen.has(at)) continue;
      seen.add(at);
      lines.push(state.doc.line(at));
    }
  }
  return lines.sort((a, b) => a.number - b.number);
}

/** Applies line-start changes; a cursor where a mark is written moves past it, as if typed. */
function run(state: EditorState, dispatch: Parameters<StateCommand>[0]['dispatch'], changes: ChangeSpec[]) {
  if (changes.length === 0) return false;
  const set = state.changes(changes);
  dispatch(
    state.update({
      changes: set,
      selection: state.selection.map(set, 1),
      scrollIntoView: true,
      userEvent: 'input.format',
    }),
  );
  return true;
}

const HEADING = /^(\s{0,3})(#{1,6})([ \t]+|$)/;

/** Makes each selected line a heading (`## `), or plain text again when it already is one. */
export const toggleHeading: StateCommand = ({ state, dispatch }) => {
  const lines = selectedLines(state);
  const allHeadings = lines.every((line) => HEADING.test(line.text));
  const changes: ChangeSpec[] = [];
  for (const line of lines) {
    const found = HEADING.exec(line.text);
    if (allHeadings && found) {
      const start = line.from + found[1]!.length;
      changes.push({ from: start, to: start + found[2]!.length + found[3]!.length });
    } else if (!found && line.text.trim() !== '') {
      changes.push({ from: line.from + /^\s*/.exec(line.text)![0].length, insert: '## ' });
    }
  }
  return run(state, dispatch, changes);
};

/** A bulleted (`- `) or a numbered (`1. `) list. */
export type ListKind = 'bullet' | 'numbered';

const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])([ \t]+|$)/;

function kindOf(marker: string): ListKind {
  return /\d/.test(marker) ? 'numbered' : 'bullet';
}

/** What the cursor's line is, as the toolbar shows it. */
export interface LineStyle {
  readonly heading: boolean;
  readonly bulleted: boolean;
  readonly numbered: boolean;
}

/** Whether the cursor's line is a heading, a bulleted item or a numbered one. */
export function lineStyleAt(state: EditorState): LineStyle {
  const text = state.doc.lineAt(state.selection.main.head).text;
  const item = LIST_ITEM.exec(text);
  return {
    heading: HEADING.test(text),
    bulleted: item !== null && kindOf(item[2]!) === 'bullet',
    numbered: item !== null && kindOf(item[2]!) === 'numbered',
  };
}

/**
 * Makes the selected lines a list of this kind (numbered from 1), turns a list of the other kind
 * into this one, or takes the markers away when every line already is such an item.
 */
export function toggleList(kind: ListKind): StateCommand {
  return ({ state, dispatch }) => {
    const lines = selectedLines(state).filter(
      (line) => line.text.trim() !== '' || state.selection.main.empty,
    );
    const allOfKind = lines.every((line) => {
      const found = LIST_ITEM.exec(line.text);
      return found !== null && kindOf(found[2]!) === kind;
    });
    const changes: ChangeSpec[] = [];
    let number = 1;
    for (const line of lines) {
      const found = LIST_ITEM.exec(line.text);
      const indent = /^\s*/.exec(line.text)![0].length;
      const markerEnd = found ? line.from + found[0].length : line.from + indent;
      if (allOfKind) {
        changes.push({ from: line.from + indent, to: markerEnd });
        continue;
      }
      const marker = kind === 'bullet' ? '- ' : `${number++}. `;
      if (found && found[2]! + (found[3] || ' ') === marker) continue;
      changes.push({ from: line.from + indent, to: markerEnd, insert: marker });
    }
    return run(state, dispatch, changes);
  };
}

/** Where a link goes and what it says: the link the cursor is in, or the selection for a new one. */
export interface LinkPlace {
  readonly from: number;
  readonly to: number;
  /** The words as a person reads them: emphasis marks around them all are in `marks`. */
  readonly text: string;
  readonly address: string;
  /**
   * The emphasis that wraps the whole text (`**`, `_`, `~~`, or several, outermost first), kept
   * around the new link, or inside the brackets of the link being changed; `''` for none.
   */
  readonly marks: string;
  /** Whether `marks` were inside the brackets of the link being changed. */
  readonly marksInText: boolean;
}

/** Emphasis marks that may wrap a link or its words, longest first. */
const EMPHASIS = ['**', '__', '~~', '*', '_'] as const;

/** `text` without the emphasis marks that wrap all of it, and those marks (outermost first). */
function unwrapEmphasis(text: string): { inner: string; marks: string } {
  let inner = text;
  let marks = '';
  for (;;) {
    const mark = EMPHASIS.find(
      (m) => inner.length > 2 * m.length && inner.startsWith(m) && inner.endsWith(m),
    );
    if (mark === undefined) return { inner, marks };
    const next = inner.slice(mark.length, -mark.length);
    if (next.trim() !== next) return { inner, marks }; // `** x **` is not emphasis
    marks += mark;
    inner = next;
  }
}

/** The closing marks for opening `marks`: the same marks, innermost first. */
function closing(marks: string): string {
  const parts: string[] = [];
  for (let rest = marks; rest !== '';) {
    const mark = EMPHASIS.find((m) => rest.startsWith(m))!;
    parts.unshift(mark);
    rest = rest.slice(mark.length);
  }
  return parts.join('');
}

/** `[text](address)` on one line, the address without spaces (an optional title aside). */
const LINK = /\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"\n]*")?\)/g;

/**
 * The link to write: when the selection lies inside one link on its line, that link (to change it
 * in place); otherwise the selection, whose text becomes the link's text.
 */
export function linkPlace(state: EditorState): LinkPlace {
  const { from, to } = state.selection.main;
  const line = state.doc.lineAt(from);
  if (to <= line.to) {
    for (const found of line.text.matchAll(LINK)) {
      const start = line.from + found.index;
      const end = start + found[0].length;
      if (start <= from && to <= end) {
        const { inner, marks } = unwrapEmphasis(found[1]!);
        return { from: start, to: end, text: inner, address: found[2]!, marks, marksInText: true };
      }
    }
  }
  // A selected heading or list line keeps its mark: only the words after it become the link.
  const marker = to <= line.to ? (BLOCK_MARK.exec(line.text)?.[0].length ?? 0) : 0;
  const start = from < to && from < line.from + marker ? Math.min(line.from + marker, to) : from;
  const { inner, marks } = unwrapEmphasis(state.sliceDoc(start, to));
  return { from: start, to, text: inner, address: '', marks, marksInText: false };
}

/** The mark that opens a heading, list item or quote line. */
const BLOCK_MARK = /^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)/;

/**
 * Writes `[text](address)` over the place and puts the cursor after it; an empty text shows the
 * address itself. Brackets in the text are escaped so the link stays one link; the place's
 * emphasis stays where it was (around the link, or around its words).
 */
export function writeLink(state: EditorState, place: LinkPlace, text: string, address: string) {
  // A backslash is escaped too: one at the end of the words would escape the closing bracket.
  const label = (text.trim() || address).replace(/[[\]\\]/g, (mark) => `\\${mark}`);
  address = linkDestination(address);
  const [open, close] = [place.marks, closing(place.marks)];
  const insert = place.marksInText
    ? `[${open}${label}${close}](${address})`
    : `${open}[${label}](${address})${close}`;
  return state.update({
    changes: { from: place.from, to: place.to, insert },
    selection: EditorSelection.cursor(place.from + insert.length),
    scrollIntoView: true,
    userEvent: 'input.format',
  });
}

/**
 * Why an address cannot be used, in a sentence, or `undefined` when it can. Only web and mail
 * addresses, or a file of the plugin named by its path: a `javascript:`, `data:`, `vbscript:` or
 * `file:` link is inert here, but not in every app that shows the file.
 */
export function linkAddressProblem(address: string): string | undefined {
  if (/\s/.test(address)) return 'An address has no spaces.';
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(address)?.[1]?.toLowerCase();
  if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme))
    return 'Links may open web pages (https://…) and e-mail addresses (mailto:…) only.';
  return undefined;
}

/**
 * An address as a Markdown link destination that ends where it should: `<` and `>` are encoded,
 * and an address with a parenthesis is written in angle brackets, where a stray `)` cannot end it.
 */
function linkDestination(address: string): string {
  const encoded = address.replace(/</g, '%3C').replace(/>/g, '%3E');
  return /[()]/.test(encoded) ? `<${encoded}>` : encoded;
}

/** The column where a list item's text starts (where a nested item's marker must go). */
function contentColumn(text: string): number | undefined {
  const found = LIST_ITEM.exec(text);
  return found ? found[1]!.length + found[2]!.length + Math.max(found[3]!.length, 1) : undefined;
}

/** The nearest list item above `lineNumber` indented less than `indent`, with its indent. */
function parentItem(state: EditorState, lineNumber: number, indent: number) {
  for (let at = lineNumber - 1; at >= 1; at--) {
    const text = state.doc.line(at).text;
    if (text.trim() === '') continue;
    const found = LIST_ITEM.exec(text);
    if (!found) return undefined;
    if (found[1]!.length < indent) return { indent: found[1]!.length, text };
  }
  return undefined;
}

/**
 * Nests the selected list items under the item above them (indented to where its text starts),
 * or, with `outward`, moves them back out one level. Lines that are not list items stay.
 */
export function indentListItems(outward: boolean): StateCommand {
  return ({ state, dispatch }) => {
    const changes: ChangeSpec[] = [];
    for (const line of selectedLines(state)) {
      const found = LIST_ITEM.exec(line.text);
      if (!found) continue;
      const indent = found[1]!.length;
      let target: number | undefined;
      if (outward) {
        target = indent === 0 ? undefined : (parentItem(state, line.number, indent)?.indent ?? 0);
      } else {
        // The item above at this level or deeper decides how far in the nested marker goes.
        for (let at = line.number - 1; at >= 1 && target === undefined; at--) {
          const text = state.doc.line(at).text;
          if (text.trim() === '') continue;
          const above = LIST_ITEM.exec(text);
          if (!above) break;
          if (above[1]!.length === indent) target = contentColumn(text);
          else if (above[1]!.length < indent) break;
        }
      }
      if (target === undefined || target === indent) continue;
      changes.push({ from: line.from, to: line.from + indent, insert: ' '.repeat(target) });
    }
    return run(state, dispatch, changes);
  };
}

/**
 * Enter in a list item starts the next item (a bullet, or the next number); Enter on an item
 * with no text moves it out one level, or ends the list at the outermost one. Elsewhere Enter is an ordinary line break. Written here
 * rather than taken from @codemirror/lang-markdown, whose module also loads the HTML grammar.
 */
export const continueList: StateCommand = ({ state, dispatch }) => {
  const range = state.selection.main;
  if (!range.empty || state.selection.ranges.length > 1) return false;
  const line = state.doc.lineAt(range.head);
  const found = LIST_ITEM.exec(line.text);
  if (!found || range.head < line.from + found[0].length) return false;
  const [whole, indent, marker] = found as unknown as [string, string, string];
  if (line.text.trim() === marker) {
    if (indent.length > 0 && indentListItems(true)({ state, dispatch })) return true;
    // The list ends with a blank line, so what is typed next is a paragraph of its own: right
    // under the last item, Markdown reads it as more of that item.
    const blankBefore = line.number > 1 && state.doc.line(line.number - 1).text.trim() === '';
    dispatch(
      state.update({
        changes: { from: line.from, to: line.to, insert: blankBefore ? '' : state.lineBreak },
        selection: { anchor: blankBefore ? line.from : line.from + 1 },
        scrollIntoView: true,
        userEvent: 'input',
      }),
    );
    return true;
  }
  const next = /\d/.test(marker) ? `${parseInt(marker, 10) + 1}${marker.slice(-1)}` : marker;
  const insert = `${state.lineBreak}${indent}${next}${whole.slice(indent.length + marker.length) || ' '}`;
  dispatch(
    state.update({
      changes: { from: range.head, insert },
      selection: { anchor: range.head + insert.length },
      scrollIntoView: true,
      userEvent: 'input',
    }),
  );
  return true;
};

/** Backspace just after a list item's marker takes the marker away, leaving the text. */
export const removeListMarker: StateCommand = ({ state, dispatch }) => {
  const range = state.selection.main;
  if (!range.empty || state.selection.ranges.length > 1) return false;
  const line = state.doc.lineAt(range.head);
  const found = LIST_ITEM.exec(line.text);
  if (!found || range.head !== line.from + found[0].length || found[3] === '') return false;
  dispatch(
    state.update({
      changes: { from: line.from + found[1]!.length, to: range.head },
      userEvent: 'delete',
    }),
  );
  return true;
};
