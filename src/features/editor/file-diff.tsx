/**
 * A file's text then and now, as one read-only editor: the current text, with what was taken out
 * shown above what replaced it (`@codemirror/merge`'s unified view) and long unchanged stretches
 * folded away. Loaded only when someone opens a file's changes in the Versions comparison.
 */
import { useEffect, useRef } from 'react';
import { EditorState, StateEffect } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { syntaxHighlighting } from '@codemirror/language';
import { unifiedMergeView } from '@codemirror/merge';
import { languages } from './grammars';
import { highlightStyle } from './highlight-style';
import { languageFor, lineSeparatorOf } from './language';

export interface FileDiffProps {
  /** The file's path, which picks the colours (the Files comparison is the one that names paths). */
  readonly path: string;
  /** The text in the version ('' for a file added since). */
  readonly before: string;
  /** The text now ('' for a file removed since). */
  readonly after: string;
  readonly label: string;
}

export default function FileDiff({ path, before, after, label }: FileDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: after,
        extensions: [
          lineNumbers(),
          syntaxHighlighting(highlightStyle),
          EditorView.lineWrapping,
          EditorState.readOnly.of(true),
          EditorState.lineSeparator.of(lineSeparatorOf(after)),
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          unifiedMergeView({
            original: before,
            mergeControls: false,
            collapseUnchanged: { margin: 3, minSize: 4 },
          }),
        ],
      }),
    });
    let live = true;
    void languages[languageFor(path)]().then((grammar) => {
      if (live) view.dispatch({ effects: StateEffect.appendConfig.of(grammar) });
    });
    return () => {
      live = false;
      view.destroy();
    };
  }, [path, before, after, label]);
  return <div ref={host} className="code-editor max-h-96 overflow-auto rounded border text-sm" />;
}
