/**
 * Markdown text edited in the code editor with its rendered preview under it (beside it on wide
 * screens). Used for the instructions, the persona and skill bodies.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { MarkdownPreview } from '../markdown/markdown-preview';
import { ProblemList } from './theme/problem-list';
import { helpClass, labelClass } from './theme/classes';

const CodeEditor = lazy(() => import('../editor/code-editor'));

export interface MarkdownEditorProps {
  /** The id of the wrapper, so a focus request for the text finds it (see `fieldId`). */
  readonly id: string;
  readonly label: string;
  readonly help?: string;
  readonly text: string;
  readonly onChange: (text: string) => void;
  /** Problems about the text; those with a line range are also marked in the editor. */
  readonly problems?: readonly Diagnostic[];
  /** Lines of the file before the edited text (a SKILL.md's details block), to place marks. */
  readonly lineOffset?: number;
  readonly focusLine?: { readonly line: number; readonly seq: number };
}

export function MarkdownEditor({
  id,
  label,
  help,
  text,
  onChange,
  problems = [],
  lineOffset = 0,
  focusLine,
}: MarkdownEditorProps) {
  const [preview, setPreview] = useState(true);
  const marks = useMemo(
    () =>
      problems.flatMap((d) =>
        d.range && d.range.startLine > lineOffset
          ? [
              {
                ...d,
                range: {
                  ...d.range,
                  startLine: d.range.startLine - lineOffset,
                  endLine: d.range.endLine - lineOffset,
                },
              },
            ]
          : [],
      ),
    [problems, lineOffset],
  );
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-end justify-between gap-2">
        <span id={`${id}__label`} className={labelClass}>
          {label}
        </span>
        <Button
          variant="ghost"
          className="py-1 text-xs"
          aria-pressed={preview}
          onClick={() => setPreview(!preview)}
        >
          {preview ? 'Hide preview' : 'Show preview'}
        </Button>
      </div>
      {help && <p className={helpClass}>{help}</p>}
      <div className={`grid min-w-0 gap-3 ${preview ? '2xl:grid-cols-2' : ''}`}>
        <div
          id={id}
          className="h-72 min-w-0 resize-y overflow-hidden rounded-lg border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900"
        >
          <Suspense fallback={<p className={`p-3 ${helpClass}`}>Opening the editor…</p>}>
            <CodeEditor
              text={text}
              language="markdown"
              label={label}
              diagnostics={marks}
              onChange={onChange}
              focusLine={focusLine}
            />
          </Suspense>
        </div>
        {preview && (
          <MarkdownPreview
            source={text}
            label={`${label}, formatted`}
            className="max-h-96 min-w-0 overflow-auto rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-sm dark:border-neutral-800 dark:bg-neutral-900/50"
          />
        )}
      </div>
      <ProblemList problems={problems.filter((d) => !d.range || d.range.startLine > lineOffset)} />
    </div>
  );
}
