import { useEffect, useRef, useState } from 'react';
import { Compartment, EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { lintGutter } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import type { Diagnostic } from '../../validate/diagnostic';
import { highlightStyle } from './highlight-style';
import { bindEditor, useEditorInputs, useLatest } from './editor-bridge';
import type { TextChange, TextFocus } from './text-at';
import { languages } from './grammars';
import { withinNestingLimit } from './nesting-guard';
import type { EditorLanguage } from './language';
import { useReadOnly } from '../../ui/read-only';

/**
 * The most problems marked in one editor. A huge file can hold tens of thousands of the same
 * problem; marking them all makes opening it freeze the page, and the Problems panel lists all.
 */
const MAX_MARKS = 1000;

export interface CodeEditorProps {
  readonly text: string;
  readonly language: EditorLanguage;
  readonly label: string;
  readonly diagnostics: readonly Diagnostic[];
  /** Hears the whole text after each change the person makes, and where that change begins. */
  readonly onChange: TextChange;
  /** Puts the cursor there and focuses the editor whenever `seq` changes. */
  readonly focusLine?: TextFocus;
  readonly readOnly?: boolean;
}

/**
 * A CodeMirror 6 editor bound to one file's text. It keeps no undo history of its own: the app's
 * undo covers every change, so Ctrl+Z never means two different things.
 */
export default function CodeEditor({
  text,
  language,
  label,
  diagnostics,
  onChange,
  focusLine,
  readOnly,
}: CodeEditorProps) {
  // Another tab owns the solution: nothing may be typed here (a large file stays selectable).
  const lockedHere = useReadOnly();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useLatest(onChange);
  const [grammar] = useState(() => new Compartment());

  useEffect(() => {
    const editor = bindEditor(host.current!, text, onChangeRef, [
      lineNumbers(),
      highlightActiveLineGutter(),
      foldGutter(),
      drawSelection(),
      highlightActiveLine(),
      bracketMatching(),
      highlightSelectionMatches(),
      syntaxHighlighting(highlightStyle),
      lintGutter(),
      keymap.of([...defaultKeymap, ...searchKeymap, indentWithTab]),
      EditorState.readOnly.of((readOnly ?? false) || lockedHere),
      EditorView.editable.of(!lockedHere),
      // An explicit tab stop: the text is in the tab order anyway (it is editable), and says so to
      // checkers that look for keyboard access to the scrolling area around it.
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      grammar.of([]),
    ]);
    view.current = editor;
    let live = true;
    // The text shows at once; its colours follow when the grammar has arrived.
    void languages[language]().then((extension) => {
      if (live)
        editor.dispatch({
          effects: grammar.reconfigure(withinNestingLimit(extension, editor.state.sliceDoc())),
        });
    });
    return () => {
      live = false;
      editor.destroy();
      view.current = null;
    };
    // The editor is created once per file and language; text changes flow in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, readOnly, lockedHere]);

  useEditorInputs(view, { text, problems: diagnostics, maxMarks: MAX_MARKS, focusLine });

  return <div ref={host} className="code-editor h-full min-h-64 overflow-auto text-sm" />;
}
