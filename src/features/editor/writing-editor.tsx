/**
 * The writing editor for prose (the instructions, the voice, skill bodies): CodeMirror 6 set up
 * to read like a document — the page's font, wrapped lines, no line numbers, a box that grows
 * with the text, Markdown shown styled with its marks faded — and a small formatting toolbar.
 * Tab leaves it like any field (no Tab binding); indenting a list goes through the toolbar and
 * Ctrl+] / Ctrl+[. Only the Markdown grammar is loaded (no HTML, CSS or code languages), which
 * keeps this chunk small and apart from the Files view's code editor.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Compartment, EditorState, Prec, type StateCommand } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { defaultKeymap } from '@codemirror/commands';
import { syntaxHighlighting } from '@codemirror/language';
import { setDiagnostics, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import {
  Bold,
  Heading,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
} from 'lucide-react';
import type { Diagnostic } from '../../validate/diagnostic';
import { bringInText, echoChanges, moveToLine } from './editor-bridge';
import { lineSeparatorOf } from './language';
import {
  continueList,
  indentListItems,
  insertLink,
  removeListMarker,
  toggleHeading,
  toggleInline,
  toggleList,
} from './prose-commands';
import { prose, proseHighlight, proseTheme } from './prose-style';
import { useReadOnly } from '../../ui/read-only';

/** The most problems underlined at once; the list under the editor names them all. */
const MAX_MARKS = 200;

interface Action {
  readonly label: string;
  /** The shortcut as `aria-keyshortcuts` writes it. */
  readonly keys: string;
  /** The shortcut as CodeMirror names it. */
  readonly binding: string;
  readonly icon: LucideIcon;
  readonly command: StateCommand;
}

const ACTIONS: readonly Action[] = [
  { label: 'Heading', keys: 'Control+Alt+2', binding: 'Mod-Alt-2', icon: Heading, command: toggleHeading },
  { label: 'Bold', keys: 'Control+B', binding: 'Mod-b', icon: Bold, command: toggleInline('**') },
  { label: 'Italic', keys: 'Control+I', binding: 'Mod-i', icon: Italic, command: toggleInline('*') },
  {
    label: 'Bulleted list',
    keys: 'Control+Shift+8',
    binding: 'Mod-Shift-8',
    icon: List,
    command: toggleList('bullet'),
  },
  {
    label: 'Numbered list',
    keys: 'Control+Shift+7',
    binding: 'Mod-Shift-7',
    icon: ListOrdered,
    command: toggleList('numbered'),
  },
  {
    label: 'Indent list item',
    keys: 'Control+]',
    binding: 'Mod-]',
    icon: IndentIncrease,
    command: indentListItems(false),
  },
  {
    label: 'Outdent list item',
    keys: 'Control+[',
    binding: 'Mod-[',
    icon: IndentDecrease,
    command: indentListItems(true),
  },
  { label: 'Link', keys: 'Control+K', binding: 'Mod-k', icon: Link, command: insertLink },
];

const proseKeymap = Prec.high(
  keymap.of([
    ...ACTIONS.map((action) => ({ key: action.binding, run: action.command, preventDefault: true })),
    { key: 'Enter', run: continueList },
    { key: 'Backspace', run: removeListMarker },
  ]),
);

// CodeMirror's Mod is Cmd on a Mac and Ctrl elsewhere; the hints say the same.
const IS_MAC = typeof navigator !== 'undefined' && /Mac|iP(hone|ad)/.test(navigator.platform);
const ariaKeys = (keys: string) => (IS_MAC ? keys.replace('Control+', 'Meta+') : keys);
const shownKeys = (keys: string) =>
  IS_MAC ? keys.replace('Control+', '⌘').replace('Alt+', '⌥') : keys.replace('Control+', 'Ctrl+');

export interface WritingEditorProps {
  /** The id of the text box, so a focus request for the text finds it (see `fieldId`). */
  readonly id: string;
  readonly label: string;
  /** Ids of the texts that describe the box (its help, its problems). */
  readonly describedBy?: string;
  readonly text: string;
  readonly onChange: (text: string) => void;
  /** Problems with a line range inside this text, lines counted from its first line. */
  readonly marks: readonly Diagnostic[];
  /** Puts the cursor on this line and focuses the editor whenever `seq` changes. */
  readonly focusLine?: { readonly line: number; readonly seq: number };
}

export default function WritingEditor({
  id,
  label,
  describedBy,
  text,
  onChange,
  marks,
  focusLine,
}: WritingEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The name and description change while typing (a problem appears): reconfigured, never rebuilt,
  // so the cursor and the focus stay.
  const attributes = useRef(new Compartment());
  // Read-only while another tab owns the solution: not editable at all, so no typed text shows.
  const readOnly = useReadOnly();
  const editing = useRef(new Compartment());
  const contentAttributes = (label: string, describedBy: string | undefined) =>
    EditorView.contentAttributes.of({
      'aria-label': label,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      spellcheck: 'true',
      autocapitalize: 'sentences',
    });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          proseKeymap,
          keymap.of(defaultKeymap),
          prose,
          syntaxHighlighting(proseHighlight),
          proseTheme,
          EditorView.lineWrapping,
          EditorState.lineSeparator.of(lineSeparatorOf(text)),
          attributes.current.of(contentAttributes(label, describedBy)),
          editing.current.of(editable(!readOnly)),
          echoChanges(onChangeRef),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Created once; text and attribute changes flow in through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: attributes.current.reconfigure(contentAttributes(label, describedBy)),
    });
  }, [label, describedBy]);

  useEffect(() => {
    view.current?.dispatch({ effects: editing.current.reconfigure(editable(!readOnly)) });
  }, [readOnly]);

  useEffect(() => {
    if (view.current) bringInText(view.current, text);
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    const underlined: EditorDiagnostic[] = marks.slice(0, MAX_MARKS).flatMap((d) => {
      if (!d.range) return [];
      const start = doc.line(Math.min(Math.max(d.range.startLine, 1), doc.lines));
      const end = doc.line(Math.min(Math.max(d.range.endLine, 1), doc.lines));
      return [
        { from: start.from, to: Math.max(end.to, start.from), severity: d.severity, message: d.message },
      ];
    });
    editor.dispatch(setDiagnostics(editor.state, underlined));
  }, [marks, text]);

  useEffect(() => {
    if (view.current && focusLine) moveToLine(view.current, focusLine.line);
  }, [focusLine]);

  const act = (command: StateCommand) => {
    const editor = view.current;
    if (!editor) return;
    command(editor);
    editor.focus();
  };

  return (
    <div className="writing-editor min-w-0 rounded-lg border border-neutral-300 bg-white focus-within:border-accent-500 dark:border-neutral-700 dark:bg-neutral-900">
      <Toolbar label={label} onAction={act} />
      <div id={id} ref={host} className="min-w-0" />
    </div>
  );
}

function editable(on: boolean) {
  return [EditorView.editable.of(on), EditorState.readOnly.of(!on)];
}

/**
 * The formatting buttons as one stop of the Tab order; the arrow keys move between them (the
 * usual toolbar pattern), so Tab goes from the toolbar to the text and on out of the editor.
 */
function Toolbar({ label, onAction }: { label: string; onAction: (command: StateCommand) => void }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = ACTIONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={`Formatting: ${label}`}
      className="flex flex-wrap gap-0.5 border-b border-neutral-200 px-1.5 py-1 dark:border-neutral-800"
      onKeyDown={move}
    >
      {ACTIONS.map((action, index) => {
        const Icon = action.icon;
        return (
          <button
            key={action.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={action.label}
            aria-keyshortcuts={ariaKeys(action.keys)}
            title={`${action.label} (${shownKeys(action.keys)})`}
            className="inline-flex size-8 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
            // Keep the text's selection: the button acts on it without taking the focus first.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => onAction(action.command)}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
