/**
 * The writing editor for prose (the instructions, the voice, skill bodies): CodeMirror 6 set up
 * to read like a document — the page's font, wrapped lines, no line numbers, a box that grows
 * with the text, Markdown shown styled with its marks out of sight (prose-marks.ts) — and a small
 * formatting toolbar whose buttons show the style at the cursor. Bold and italic work as in a word
 * processor (inline-style.ts); pasted rich text comes in as Markdown (paste-markdown.ts); a click
 * into starting text marked to be replaced selects it, so typing replaces it (replace-marks.ts).
 * Tab leaves it like any field (no Tab binding); indenting a list goes through the toolbar and
 * Ctrl+] / Ctrl+[. A link is asked for in a small dialog (its text and address). Only the Markdown
 * grammar is loaded (no HTML, CSS or code languages), which keeps this chunk small and apart from
 * the Files view's code editor.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Compartment, EditorState, Prec, type StateCommand } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { defaultKeymap } from '@codemirror/commands';
import { syntaxHighlighting } from '@codemirror/language';
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
import { bindEditor, useEditorInputs, useLatest } from './editor-bridge';
import type { TextChange, TextFocus } from './text-at';
import {
  continueList,
  indentListItems,
  lineStyleAt,
  linkPlace,
  removeListMarker,
  toggleHeading,
  toggleList,
  writeLink,
  type LinkPlace,
} from './prose-commands';
import { inlineStyle, inlineStyleAt, leaveRunBeforeBreak, toggleInline } from './inline-style';
import { proseMarks } from './prose-marks';
import { selectReplaceMarks } from './replace-marks';
import { pasteMarkdown } from './paste-markdown';
import { LinkDialog } from './link-dialog';
import { prose, proseHighlight, proseTheme } from './prose-style';
import { withinNestingLimit } from './nesting-guard';
import { useReadOnly } from '../../ui/read-only';

/** The most problems underlined at once; the list under the editor names them all. */
const MAX_MARKS = 200;

/** What the toggle buttons show pressed: the style at the cursor. */
interface Pressed {
  readonly heading: boolean;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly bulleted: boolean;
  readonly numbered: boolean;
}

function pressedAt(state: EditorState): Pressed {
  const inline = inlineStyleAt(state);
  return { ...lineStyleAt(state), bold: inline['**'], italic: inline['*'] };
}

const NOTHING_PRESSED: Pressed = {
  heading: false,
  bold: false,
  italic: false,
  bulleted: false,
  numbered: false,
};

const samePressed = (a: Pressed, b: Pressed) =>
  (Object.keys(a) as (keyof Pressed)[]).every((key) => a[key] === b[key]);

interface Action {
  readonly label: string;
  /** The shortcut as `aria-keyshortcuts` writes it. */
  readonly keys: string;
  /** The shortcut as CodeMirror names it. */
  readonly binding: string;
  readonly icon: LucideIcon;
  /** What it does to the text, or 'link': ask for the link's text and address first. */
  readonly command: StateCommand | 'link';
  /** For a style that is on or off at the cursor: which. */
  readonly shows?: keyof Pressed;
}

const ACTIONS: readonly Action[] = [
  {
    label: 'Heading',
    keys: 'Control+Alt+2',
    binding: 'Mod-Alt-2',
    icon: Heading,
    command: toggleHeading,
    shows: 'heading',
  },
  {
    label: 'Bold',
    keys: 'Control+B',
    binding: 'Mod-b',
    icon: Bold,
    command: toggleInline('**'),
    shows: 'bold',
  },
  {
    label: 'Italic',
    keys: 'Control+I',
    binding: 'Mod-i',
    icon: Italic,
    command: toggleInline('*'),
    shows: 'italic',
  },
  {
    label: 'Bulleted list',
    keys: 'Control+Shift+8',
    binding: 'Mod-Shift-8',
    icon: List,
    command: toggleList('bullet'),
    shows: 'bulleted',
  },
  {
    label: 'Numbered list',
    keys: 'Control+Shift+7',
    binding: 'Mod-Shift-7',
    icon: ListOrdered,
    command: toggleList('numbered'),
    shows: 'numbered',
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
  { label: 'Link', keys: 'Control+K', binding: 'Mod-k', icon: Link, command: 'link' },
];

/** The toolbar's shortcuts, and the list keys; `openLink` shows the link dialog. */
const proseKeymap = (openLink: { readonly current: () => void }) =>
  Prec.high(
    keymap.of([
      ...ACTIONS.map((action) => ({
        key: action.binding,
        run:
          action.command === 'link'
            ? () => {
                openLink.current();
                return true;
              }
            : action.command,
        preventDefault: true,
      })),
      { key: 'Enter', run: leaveRunBeforeBreak },
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
  /** Hears the whole text after each change the person makes, and where that change begins. */
  readonly onChange: TextChange;
  /** Problems with a line range inside this text, lines counted from its first line. */
  readonly marks: readonly Diagnostic[];
  /** Puts the cursor there and focuses the editor whenever `seq` changes. */
  readonly focusLine?: TextFocus;
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
  // Until the editor's first update (its problems are underlined as soon as it is made).
  const [pressed, setPressed] = useState<Pressed>(NOTHING_PRESSED);
  const onChangeRef = useLatest(onChange);
  // The link being written while its dialog is open; the text stays as it was until it closes.
  const [linking, setLinking] = useState<LinkPlace>();
  const openLink = useRef(() => {
    // A read-only text takes no link either (the dialog writes by dispatch, which readOnly allows).
    if (view.current && !view.current.state.readOnly) setLinking(linkPlace(view.current.state));
  });
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
    const editor = bindEditor(host.current!, text, onChangeRef, [
      proseKeymap(openLink),
      keymap.of(defaultKeymap),
      withinNestingLimit(prose, text),
      syntaxHighlighting(proseHighlight),
      proseMarks,
      selectReplaceMarks,
      inlineStyle,
      pasteMarkdown,
      proseTheme,
      attributes.current.of(contentAttributes(label, describedBy)),
      editing.current.of(editable(!readOnly)),
      EditorView.updateListener.of((update) => {
        const next = pressedAt(update.state);
        setPressed((shown) => (samePressed(shown, next) ? shown : next));
      }),
    ]);
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

  useEditorInputs(view, { text, problems: marks, maxMarks: MAX_MARKS, focusLine });

  const act = (command: StateCommand | 'link') => {
    const editor = view.current;
    if (!editor) return;
    if (command === 'link') return openLink.current();
    command(editor);
    editor.focus();
  };

  // Back to the text once the dialog has gone (while it is open, the page behind it is inert).
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) view.current?.focus();
  }, [refocus]);

  const finishLink = (link: { text: string; address: string } | undefined) => {
    const editor = view.current;
    const place = linking;
    setLinking(undefined);
    setRefocus((n) => n + 1);
    // The text may have changed under the dialog (undo, a change from the Files view): write only
    // where the place still lies inside it.
    if (editor && place && link && place.to <= editor.state.doc.length)
      editor.dispatch(writeLink(editor.state, place, link.text, link.address));
  };

  return (
    <div className="writing-editor min-w-0 rounded-lg border border-neutral-300 bg-white focus-within:border-accent-500 dark:border-neutral-700 dark:bg-neutral-900">
      <Toolbar label={label} pressed={pressed} onAction={act} />
      <div id={id} ref={host} className="min-w-0" />
      {linking && <LinkDialog text={linking.text} address={linking.address} onDone={finishLink} />}
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
function Toolbar({
  label,
  pressed,
  onAction,
}: {
  label: string;
  pressed: Pressed;
  onAction: (command: StateCommand | 'link') => void;
}) {
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
            aria-pressed={action.shows && pressed[action.shows]}
            title={`${action.label} (${shownKeys(action.keys)})`}
            className="inline-flex size-8 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 aria-pressed:bg-accent-100 aria-pressed:text-accent-700 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:aria-pressed:bg-accent-700/30 dark:aria-pressed:text-accent-100"
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
