/**
 * Bold and italic the way a word processor has them. With words selected, Bold makes them bold
 * (or plain again when they all are). With nothing selected, Bold changes the style at the cursor:
 * nothing is written until a letter is typed, and that letter, with the ones after it, gets the
 * style. The Markdown stays what a person would write by hand: `**` and `*` around the words, never
 * around a space at either end (Markdown would not read `**kind **` as bold). Pure functions of
 * the editor state, so they are tested without a page.
 */
import { syntaxTree } from '@codemirror/language';
import {
  EditorSelection,
  StateEffect,
  StateField,
  type ChangeSpec,
  type EditorState,
  type Extension,
  type SelectionRange,
  type StateCommand,
  type TransactionSpec,
} from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** Bold (`**`) or italic (`*`). */
export type InlineMark = '**' | '*';

const MARKS: readonly InlineMark[] = ['**', '*'];
const NODE_OF_MARK: Record<InlineMark, string> = { '**': 'StrongEmphasis', '*': 'Emphasis' };

/** Which of bold and italic are on. */
export type InlineStyle = Readonly<Record<InlineMark, boolean>>;

type SyntaxNode = ReturnType<ReturnType<typeof syntaxTree>['resolveInner']>;

interface Place {
  readonly from: number;
  readonly to: number;
}

/** A bold or italic run of the text: its kind and its two marks (its words lie between them). */
interface Span {
  readonly mark: InlineMark;
  readonly open: Place;
  readonly close: Place;
}

function spanOf(node: SyntaxNode): Span | undefined {
  const mark = MARKS.find((m) => NODE_OF_MARK[m] === node.name);
  const open = node.firstChild;
  const close = node.lastChild;
  if (!mark || open?.name !== 'EmphasisMark' || close?.name !== 'EmphasisMark' || open.from === close.from)
    return undefined;
  return { mark, open: { from: open.from, to: open.to }, close: { from: close.from, to: close.to } };
}

/** The bold and italic runs whose words hold `pos` (either end of them included), innermost first. */
function spansAt(state: EditorState, pos: number): Span[] {
  const spans: Span[] = [];
  for (let node: SyntaxNode | null = syntaxTree(state).resolveInner(pos, 0); node; node = node.parent) {
    const span = spanOf(node);
    if (span && span.open.to <= pos && pos <= span.close.from) spans.push(span);
  }
  return spans;
}

function styleOf(spans: readonly Span[]): InlineStyle {
  return { '**': spans.some((s) => s.mark === '**'), '*': spans.some((s) => s.mark === '*') };
}

/** The style chosen at the cursor and not yet typed. */
interface Pending {
  readonly at: number;
  readonly style: InlineStyle;
}

const setPending = StateEffect.define<Pending | null>();

/** Forgotten as soon as the text changes or the cursor moves, as in a word processor. */
const pending = StateField.define<Pending | null>({
  create: () => null,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setPending)) return effect.value;
    if (tr.docChanged || (tr.selection && !tr.selection.eq(tr.startState.selection))) return null;
    return value;
  },
});

/** The style the next typed letter gets at a lone cursor: the one chosen there, else the text's. */
function cursorStyle(state: EditorState, pos: number, spans: readonly Span[]): InlineStyle {
  const held = state.field(pending, false);
  return held && held.at === pos ? held.style : styleOf(spans);
}

/** `from..to` without the spaces at either end. */
function trimmed(state: EditorState, from: number, to: number): Place {
  const text = state.sliceDoc(from, to);
  return {
    from: from + text.length - text.trimStart().length,
    to: to - (text.length - text.trimEnd().length),
  };
}

/**
 * Whether bold and italic are on at the selection, as the toolbar shows it: for a cursor, the
 * style typing there gets; for selected words, whether all of them have it.
 */
export function inlineStyleAt(state: EditorState): InlineStyle {
  const { main } = state.selection;
  if (main.empty) return cursorStyle(state, main.head, spansAt(state, main.head));
  const { from, to } = trimmed(state, main.from, main.to);
  const spans = from < to ? spansAt(state, from).filter((span) => to <= span.close.from) : [];
  return styleOf(spans);
}

/** `pos` moved back over the spaces before it, not past `limit`. */
function beforeSpaces(state: EditorState, pos: number, limit: number): number {
  while (pos > limit && /\s/.test(state.sliceDoc(pos - 1, pos))) pos--;
  return pos;
}

/** `pos` moved on over the spaces after it, not past `limit`. */
function afterSpaces(state: EditorState, pos: number, limit: number): number {
  while (pos < limit && /\s/.test(state.sliceDoc(pos, pos + 1))) pos++;
  return pos;
}

/** Takes `span`'s style off `from..to`, its words: the run ends before them and starts again after. */
function unmark(state: EditorState, span: Span, from: number, to: number): ChangeSpec[] {
  const text = state.sliceDoc(span.open.from, span.open.to);
  return [
    from <= span.open.to
      ? { from: span.open.from, to: span.open.to }
      : { from: beforeSpaces(state, from, span.open.to), insert: text },
    to >= span.close.from
      ? { from: span.close.from, to: span.close.to }
      : { from: afterSpaces(state, to, span.close.from), insert: text },
  ];
}

/** Puts `mark` around `from..to`, taking in the runs of the same style it overlaps or touches. */
function mark(state: EditorState, from: number, to: number, kind: InlineMark): ChangeSpec[] {
  const changes: ChangeSpec[] = [];
  let start = from;
  let end = to;
  syntaxTree(state).iterate({
    from,
    to,
    enter: (ref) => {
      if (ref.name !== NODE_OF_MARK[kind]) return;
      const span = spanOf(ref.node);
      if (!span) return;
      start = Math.min(start, span.open.from);
      end = Math.max(end, span.close.to);
      changes.push({ from: span.open.from, to: span.open.to }, { from: span.close.from, to: span.close.to });
    },
  });
  changes.push({ from: start, insert: kind }, { from: end, insert: kind });
  return changes;
}

/** Bold or italic on the words of one selected range, or off when they all have it. */
function toggleRange(state: EditorState, range: SelectionRange, kind: InlineMark) {
  const { from, to } = trimmed(state, range.from, range.to);
  if (from >= to) return { range };
  const enclosing = spansAt(state, from).find((span) => span.mark === kind && to <= span.close.from);
  const changes = state.changes(enclosing ? unmark(state, enclosing, from, to) : mark(state, from, to, kind));
  const start = changes.mapPos(range.from, 1);
  const end = changes.mapPos(range.to, -1);
  return {
    changes,
    range: range.head < range.anchor ? EditorSelection.range(end, start) : EditorSelection.range(start, end),
  };
}

/**
 * Bold or italic on the selected words, or off when they all have it; with nothing selected, on or
 * off for what is typed next at the cursor (the toolbar shows which).
 */
export function toggleInline(kind: InlineMark): StateCommand {
  return ({ state, dispatch }) => {
    const { main } = state.selection;
    if (state.selection.ranges.length === 1 && main.empty) {
      const style = cursorStyle(state, main.head, spansAt(state, main.head));
      dispatch(
        state.update({
          effects: setPending.of({ at: main.head, style: { ...style, [kind]: !style[kind] } }),
        }),
      );
      return true;
    }
    const transaction = state.changeByRange((range) =>
      range.empty ? { range } : toggleRange(state, range, kind),
    );
    dispatch(state.update(transaction, { scrollIntoView: true, userEvent: 'input.format' }));
    return true;
  };
}

/**
 * Where a space typed at `pos` goes: after the marks that end the runs whose words end at `pos`,
 * or before those that start the runs whose words start there, so that no run begins or ends with
 * a space; `pos` itself elsewhere.
 */
function placeForSpace(spans: readonly Span[], pos: number): number {
  let at = pos;
  for (const span of spans) {
    if (span.close.from !== at) break;
    at = span.close.to;
  }
  if (at !== pos) return at;
  for (const span of spans) {
    if (span.open.to !== at) break;
    at = span.open.from;
  }
  return at;
}

/** The run of this style that ends at `pos`, but for spaces between: typing there carries it on. */
function runEndingAt(state: EditorState, pos: number, kind: InlineMark): Span | undefined {
  const end = beforeSpaces(state, pos, 0);
  if (end === 0) return undefined;
  for (let node: SyntaxNode | null = syntaxTree(state).resolveInner(end, -1); node; node = node.parent) {
    const span = spanOf(node);
    if (span?.mark === kind && span.close.to === end) return span;
    if (node.to !== end) break;
  }
  return undefined;
}

/** The run of this style whose first mark starts at `pos`. */
function runStartingAt(state: EditorState, pos: number, kind: InlineMark): Span | undefined {
  for (let node: SyntaxNode | null = syntaxTree(state).resolveInner(pos, 1); node; node = node.parent) {
    const span = spanOf(node);
    if (span?.mark === kind && span.open.from === pos) return span;
    if (node.from !== pos) break;
  }
  return undefined;
}

/**
 * What typing `text` at a lone cursor writes, when that is more than the text itself: the marks of
 * a style chosen there (a run carried on when one of that style ends or starts there, else new
 * marks around the text), a run of a style turned off ended before the text and started again
 * after it, and a space at either end of a run's words put outside its marks. `undefined`: the
 * text is written as it is.
 */
export function typeInStyle(
  state: EditorState,
  from: number,
  to: number,
  text: string,
): TransactionSpec | undefined {
  const { main } = state.selection;
  if (from !== to || state.selection.ranges.length > 1 || !main.empty || main.head !== from) return undefined;
  const spans = spansAt(state, from);
  const want = cursorStyle(state, from, spans);
  const held = state.field(pending, false);
  const typed = { scrollIntoView: true, userEvent: 'input.type' };

  if (text.trim() === '') {
    const at = placeForSpace(spans, from);
    if (at === from && !held) return undefined;
    const cursor = at + text.length;
    return {
      changes: { from: at, insert: text },
      selection: EditorSelection.cursor(cursor),
      effects: setPending.of({ at: cursor, style: want }),
      ...typed,
    };
  }

  const has = styleOf(spans);
  if (MARKS.every((kind) => has[kind] === want[kind])) return undefined;
  const changes: ChangeSpec[] = [];
  let at = from;
  // Written right before and after the text at `at`: a run turned off ends before the text and
  // starts again after it.
  let before = '';
  let after = '';
  for (const kind of MARKS) {
    if (!has[kind] || want[kind]) continue;
    const span = spans.find((s) => s.mark === kind)!;
    if (at === span.close.from) at = span.close.to;
    else if (at === span.open.to) at = span.open.from;
    else {
      const markText = state.sliceDoc(span.open.from, span.open.to);
      const closeAt = beforeSpaces(state, at, span.open.to);
      const openAt = afterSpaces(state, at, span.close.from);
      if (closeAt === at) before += markText;
      else changes.push({ from: closeAt, insert: markText });
      if (openAt === at) after = markText + after;
      else changes.push({ from: openAt, insert: markText });
    }
  }
  let opens = '';
  let closes = '';
  for (const kind of MARKS) {
    if (has[kind] || !want[kind]) continue;
    const ending = runEndingAt(state, at, kind);
    const starting = ending ? undefined : runStartingAt(state, at, kind);
    if (ending) {
      changes.push({ from: ending.close.from, to: ending.close.to });
      closes += state.sliceDoc(ending.close.from, ending.close.to);
    } else if (starting) {
      at = starting.open.to;
    } else {
      opens += kind;
      closes = kind + closes;
    }
  }
  // Spaces typed at either end of the text stay outside the marks.
  const words = text.trim();
  const lead = text.slice(0, text.indexOf(words));
  const trail = text.slice(lead.length + words.length);
  const set = state.changes([
    ...changes,
    { from: at, insert: before + lead + opens + words + closes + trail + after },
  ]);
  const start = set.mapPos(at, -1) + before.length + lead.length + opens.length;
  if (trail === '')
    return { changes: set, selection: EditorSelection.cursor(start + words.length), ...typed };
  const cursor = start + words.length + closes.length + trail.length;
  return {
    changes: set,
    selection: EditorSelection.cursor(cursor),
    effects: setPending.of({ at: cursor, style: want }),
    ...typed,
  };
}

/**
 * Enter at either end of a bold or italic run's words first moves the cursor outside its marks,
 * so the line break does not split the run's marks from its words; the usual Enter follows.
 */
export const leaveRunBeforeBreak: StateCommand = ({ state, dispatch }) => {
  const { main } = state.selection;
  if (state.selection.ranges.length > 1 || !main.empty) return false;
  const at = placeForSpace(spansAt(state, main.head), main.head);
  if (at !== main.head) dispatch(state.update({ selection: EditorSelection.cursor(at) }));
  return false;
};

/** The style chosen at the cursor, and typing that follows it (not while a composition is under way). */
export const inlineStyle: Extension = [
  pending,
  EditorView.inputHandler.of((view, from, to, text) => {
    if (view.composing) return false;
    const spec = typeInStyle(view.state, from, to, text);
    if (spec) view.dispatch(spec);
    return spec !== undefined;
  }),
];
