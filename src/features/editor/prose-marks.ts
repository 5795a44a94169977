/**
 * The writing editor shows Markdown as a document, with its marks out of sight: a heading without
 * its `#`, bold and italic without their `*`, a link as its words (its address when the pointer
 * rests on them), a list item after a bullet or its number instead of `-` or `1.`. The text itself
 * never changes: these are decorations over it. The marks of a heading, a run of bold or italic,
 * or a link come back while the cursor is in it, so they can be seen and edited; a list item's
 * bullet is always drawn, and the cursor steps over it as one character.
 *
 * Only the lines on screen are decorated, from the syntax tree the highlighting already keeps, so
 * a keystroke costs a walk over what is visible, whatever the length of the text.
 */
import { syntaxTree } from '@codemirror/language';
import { RangeSet, type EditorState, type Range } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

type SyntaxNode = ReturnType<ReturnType<typeof syntaxTree>['resolveInner']>;

/** How far each level of a list is indented, and the room its bullet or number takes. */
const LIST_INDENT_EM = 1.6;
/** Bullets by level, as word processors draw them. */
const BULLETS = ['•', '◦', '▪'];

class ListMarker extends WidgetType {
  constructor(readonly text: string) {
    super();
  }

  override eq(other: ListMarker): boolean {
    return other.text === this.text;
  }

  toDOM(): HTMLElement {
    const marker = document.createElement('span');
    marker.className = 'cm-prose-list-marker';
    marker.textContent = this.text;
    return marker;
  }
}

const hidden = Decoration.replace({});
const bareAddress = Decoration.mark({ class: 'cm-prose-address' });
/** Where an address is part of something else: a link's or an image's, or a link definition. */
const ADDRESS_HOLDERS = new Set(['Link', 'Image', 'LinkReference']);

/** The spans whose marks come back while the cursor is in them. */
const INLINE = new Set(['Emphasis', 'StrongEmphasis', 'Strikethrough', 'Autolink', 'Escape']);
const INLINE_MARKS = new Set(['EmphasisMark', 'StrikethroughMark', 'LinkMark']);

interface Drawn {
  readonly decorations: DecorationSet;
  /** The list markers, which the cursor and deleting step over whole. */
  readonly markers: DecorationSet;
}

/** The spaces after `pos` on its line. */
function spacesAfter(state: EditorState, pos: number): number {
  const rest = state.sliceDoc(pos, state.doc.lineAt(pos).to);
  return rest.length - rest.trimStart().length;
}

function draw(view: EditorView): Drawn {
  const { state } = view;
  const ranges = state.selection.ranges;
  // Unfocused, the text reads as a document throughout.
  const touched = (node: { from: number; to: number }) =>
    view.hasFocus && ranges.some((range) => range.from <= node.to && range.to >= node.from);
  const decorations: Range<Decoration>[] = [];
  const markers: Range<Decoration>[] = [];
  // A replaced range may not hold a line break (a decoration from a plugin may not hide one).
  const hide = (from: number, to: number) => {
    if (from < to && state.doc.lineAt(from).to >= to) decorations.push(hidden.range(from, to));
  };

  const heading = (node: SyntaxNode) => {
    if (touched(node)) return;
    const marks = node.getChildren('HeaderMark');
    const first = marks[0];
    if (!first) return;
    hide(first.from, first.to + spacesAfter(state, first.to));
    const last = marks[marks.length - 1]!;
    if (last !== first) {
      const before = state.sliceDoc(first.to, last.from);
      hide(last.from - (before.length - before.trimEnd().length), last.to);
    }
  };

  const listItem = (mark: SyntaxNode) => {
    const line = state.doc.lineAt(mark.from);
    const end = mark.to + spacesAfter(state, mark.to);
    let depth = 0;
    for (let node: SyntaxNode | null = mark.parent; node; node = node.parent)
      if (node.name === 'ListItem') depth++;
    const numbered = mark.parent?.parent?.name === 'OrderedList';
    const text = numbered ? state.sliceDoc(mark.from, mark.to) : BULLETS[(depth - 1) % BULLETS.length]!;
    // First on its line (not after a quote's `>`): drawn with a hanging indent for its level.
    const first = state.sliceDoc(line.from, mark.from).trim() === '';
    const from = first ? line.from : mark.from;
    const marker = Decoration.replace({ widget: new ListMarker(text) }).range(from, end);
    decorations.push(marker);
    markers.push(marker);
    if (first)
      decorations.push(
        Decoration.line({
          attributes: {
            class: 'cm-prose-list-line',
            style: `padding-left: ${depth * LIST_INDENT_EM}em; text-indent: -${LIST_INDENT_EM}em`,
          },
        }).range(line.from),
      );
  };

  const link = (node: SyntaxNode) => {
    const marks = node.getChildren('LinkMark');
    const address = node.getChild('URL');
    const [open, close] = marks;
    if (!address || !open || !close || close.from === open.to) return;
    decorations.push(
      Decoration.mark({ attributes: { title: state.sliceDoc(address.from, address.to) } }).range(
        open.to,
        close.from,
      ),
    );
    if (touched(node)) return;
    hide(open.from, open.to);
    hide(close.from, node.to);
  };

  const inline = (node: SyntaxNode) => {
    if (touched(node)) return;
    if (node.name === 'Escape') return hide(node.from, node.from + 1);
    for (let child = node.firstChild; child; child = child.nextSibling)
      if (INLINE_MARKS.has(child.name)) hide(child.from, child.to);
  };

  const tree = syntaxTree(state);
  let drawnTo = -1;
  for (const { from, to } of view.visibleRanges) {
    tree.iterate({
      from,
      to,
      enter: (ref) => {
        const name = ref.name;
        // A node across two visible ranges is met in both: it was drawn with the first.
        if (ref.from < drawnTo) return;
        if (name === 'ListMark') listItem(ref.node);
        else if (name === 'Link') link(ref.node);
        else if (name === 'URL' && !ADDRESS_HOLDERS.has(ref.node.parent?.name ?? ''))
          // An address typed as it is (or in <…>): drawn as the link readers will see, as a word
          // processor does; a link's own address stays a faded mark.
          decorations.push(bareAddress.range(ref.from, ref.to));
        else if (INLINE.has(name)) inline(ref.node);
        else if (/^ATXHeading/.test(name)) heading(ref.node);
      },
    });
    drawnTo = to;
  }
  return { decorations: Decoration.set(decorations, true), markers: Decoration.set(markers, true) };
}

const proseMarksPlugin = ViewPlugin.fromClass(
  class {
    drawn: Drawn;

    constructor(view: EditorView) {
      this.drawn = draw(view);
    }

    update(update: ViewUpdate) {
      if (
        update.docChanged ||
        update.viewportChanged ||
        update.selectionSet ||
        update.focusChanged ||
        syntaxTree(update.startState) !== syntaxTree(update.state)
      )
        this.drawn = draw(update.view);
    }
  },
  { decorations: (plugin) => plugin.drawn.decorations },
);

/** Where the list marker at `pos` ends, when `pos` is at its start or inside it. */
function markerEnd(view: EditorView, pos: number): number | undefined {
  let end: number | undefined;
  view.plugin(proseMarksPlugin)?.drawn.markers.between(pos, pos, (from, to) => {
    if (from <= pos && pos < to) end = to;
  });
  return end;
}

export const proseMarks = [
  proseMarksPlugin,
  // The bullet or number sits in the room its line's hanging indent leaves.
  EditorView.baseTheme({
    '.cm-prose-list-marker': { display: 'inline-block', minWidth: `${LIST_INDENT_EM}em`, textIndent: '0' },
    '.cm-prose-address, .cm-prose-address *': { color: 'var(--prose-link)', textDecoration: 'underline' },
  }),
  EditorView.atomicRanges.of((view) => view.plugin(proseMarksPlugin)?.drawn.markers ?? RangeSet.empty),
  // Typed before a bullet (the cursor at the very start of the line), the text goes after it.
  EditorView.inputHandler.of((view, from, to, text) => {
    const end = from === to && !view.composing ? markerEnd(view, from) : undefined;
    if (end === undefined) return false;
    view.dispatch({
      changes: { from: end, insert: text },
      selection: { anchor: end + text.length },
      scrollIntoView: true,
      userEvent: 'input.type',
    });
    return true;
  }),
];
