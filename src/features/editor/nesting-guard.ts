/**
 * Colours only for text a grammar can take, in depth and in size (`COLOUR_SIZE_LIMIT`). The Lezer grammars build their trees recursively, one
 * call per level of nesting: a SKILL.md whose frontmatter opened 30,000 lists, or a line of 20,000
 * asterisks in the instructions, overflowed the page's stack inside CodeMirror's parse, an error
 * nothing in the app can catch. No grammar offers a depth limit, so the text is measured first
 * and a grammar stands aside while the text nests deeper than any real file does.
 */
import { Compartment, EditorState, type Extension, type StateEffect, type Text } from '@codemirror/state';
import { ViewPlugin } from '@codemirror/view';

/**
 * Levels of nesting beyond which the text is shown without colours. Real files stay far below
 * (the builder reads at most 64 levels of YAML and 256 of JSON); the grammars overflowed from
 * about 5,000 levels in Node and in Chromium, so this keeps a wide margin.
 */
export const COLOUR_NESTING_LIMIT = 1_000;

/**
 * Characters beyond which a text is shown without colours too (#37 item 12): the Markdown grammar
 * parses a paragraph in one step it cannot pause, and a 20 MB paste held the page for seconds
 * inside the paste itself, before anything could be saved. No file the builder writes by hand
 * comes near it (instructions are meant to stay under 20,000 characters).
 */
export const COLOUR_SIZE_LIMIT = 2_000_000;

/** Whether `text` is shown without colours: too large, or nesting too deep. */
function colourless(text: string): boolean {
  return text.length > COLOUR_SIZE_LIMIT || nestsTooDeep(text);
}

const OPENERS = new Set(['[', '{', '(']);
const CLOSERS = new Set([']', '}', ')']);
/** Characters whose runs open emphasis, code or strike-through inside one another. */
const RUN_MARKS = new Set(['*', '_', '~', '`']);
/** Characters that, at the start of a line, open a quote or a list inside the one before. */
const LINE_MARKS = new Set(['>', '-', '+', '*']);

/**
 * Whether `text` nests more than `COLOUR_NESTING_LIMIT` levels: open brackets of any kind not yet
 * closed, a run of one emphasis mark, or quote and list markers before a line's first word. One
 * pass, no recursion; brackets inside quoted text count too, which errs towards no colours.
 */
export function nestsTooDeep(text: string): boolean {
  let brackets = 0;
  let run = 0;
  let runMark = '';
  let lineMarks = 0;
  let lineStart = true;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '\n' || char === '\r') {
      lineStart = true;
      lineMarks = 0;
      run = 0;
      continue;
    }
    if (OPENERS.has(char)) {
      if (++brackets > COLOUR_NESTING_LIMIT) return true;
    } else if (CLOSERS.has(char)) {
      brackets = Math.max(0, brackets - 1);
    }
    if (RUN_MARKS.has(char)) {
      run = char === runMark ? run + 1 : 1;
      runMark = char;
      if (run > COLOUR_NESTING_LIMIT) return true;
    } else {
      run = 0;
    }
    if (lineStart) {
      if (LINE_MARKS.has(char)) {
        if (++lineMarks > COLOUR_NESTING_LIMIT) return true;
      } else if (char !== ' ' && char !== '\t') {
        lineStart = false;
      }
    }
  }
  return false;
}

/** Whether a change inserted any character that can deepen the nesting. */
function mayDeepen(inserted: Text): boolean {
  for (const chunk of inserted.iter()) {
    for (const char of chunk)
      if (OPENERS.has(char) || RUN_MARKS.has(char) || LINE_MARKS.has(char)) return true;
  }
  return false;
}

/**
 * `grammar`, present while the editor's text nests within the limit and absent while it does
 * not. Taking it away rides on the very transaction that makes the text too deep, so no parse
 * ever sees such a text; a change that only removes characters, or types none that nest, while
 * the colours are on, is not measured again. Giving it back needs a transaction of its own:
 * CodeMirror starts a field added by a transaction on the text from before that transaction,
 * which is the deep one (see `NestingGuard.restore`).
 */
export class NestingGuard {
  private readonly slot = new Compartment();
  private readonly none: Extension = [];

  constructor(private readonly grammar: Extension) {}

  /** The grammar's place in the editor and the check that empties it; state only, no view. */
  extension(text: string): Extension {
    return [
      this.slot.of(colourless(text) ? this.none : this.grammar),
      EditorState.transactionExtender.of((transaction) => {
        if (!transaction.docChanged || !this.colours(transaction.startState)) return null;
        // Measured before any parse of the new text: its length costs nothing to read.
        if (transaction.newDoc.length > COLOUR_SIZE_LIMIT)
          return { effects: this.slot.reconfigure(this.none) };
        let deepening = false;
        transaction.changes.iterChanges((_fromA, _toA, _fromB, _toB, inserted) => {
          deepening ||= mayDeepen(inserted);
        });
        if (!deepening || !nestsTooDeep(transaction.newDoc.toString())) return null;
        return { effects: this.slot.reconfigure(this.none) };
      }),
    ];
  }

  /** Whether `state` has the grammar. */
  colours(state: EditorState): boolean {
    return this.slot.get(state) === this.grammar;
  }

  /** The effect that gives the grammar back to a state without it whose text no longer nests too deeply. */
  restore(state: EditorState): StateEffect<unknown> | undefined {
    if (this.colours(state) || colourless(state.sliceDoc())) return undefined;
    return this.slot.reconfigure(this.grammar);
  }
}

/** `grammar` behind a `NestingGuard`, given back by a dispatch of its own once the text allows. */
export function withinNestingLimit(grammar: Extension, text: string): Extension {
  const guard = new NestingGuard(grammar);
  return [
    guard.extension(text),
    ViewPlugin.define((view) => ({
      update(update) {
        if (!update.docChanged || guard.colours(update.state)) return;
        // A view may not be dispatched to while it updates: after this update, if still wanted.
        queueMicrotask(() => {
          const back = guard.restore(view.state);
          if (back) view.dispatch({ effects: back });
        });
      },
    })),
  ];
}
