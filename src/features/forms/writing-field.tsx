/**
 * A piece of prose the assistant reads (the instructions, the voice, a skill's text): its label
 * and help, the writing editor, how long it is against the guidance, and its problems. The
 * editor's code is its own chunk, loaded when the first such field is shown, or ahead of it with
 * the code of a view that shows one at once (`loadWritingEditor`).
 */
import { Suspense, useMemo } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../ui/button';
import type { Diagnostic } from '../../validate/diagnostic';
import { TokenMeter } from '../../ui/token-meter';
import { ProblemList } from './theme/problem-list';
import { helpClass, labelClass } from '../../ui/field-classes';
import { lazyChunk } from '../../workspace/react/lazy-chunk';
import type { TextAt, TextFocus } from '../editor/text-at';

const writingEditor = lazyChunk(() => import('../editor/writing-editor'));
const WritingEditor = writingEditor.Component;
export const loadWritingEditor = writingEditor.load;

export interface WritingFieldProps {
  /** The id of the text box, so a focus request for the text finds it (see `fieldId`). */
  readonly id: string;
  readonly label: string;
  /**
   * The text box's accessible name when the label alone is shared by several boxes on the page
   * (every skill's text): it starts with the label and adds whose text it is.
   */
  readonly name?: string;
  readonly help?: string;
  /** What the text is, for the length meter's name: "the instructions". */
  readonly measures: string;
  readonly text: string;
  /** Hears the whole text after each change, and where the change begins (its line in the file). */
  readonly onChange: (text: string, at: TextAt) => void;
  /** Problems about the text; those with a line range are also underlined in the editor. */
  readonly problems?: readonly Diagnostic[];
  /** Lines of the file before the edited text (a SKILL.md's details block), to place marks. */
  readonly lineOffset?: number;
  readonly focusLine?: TextFocus;
  /** Asks for a reworded suggestion of the text ("Try it"'s model), shown as a button by the label. */
  readonly onImprove?: () => void;
}

export function WritingField({
  id,
  label,
  name,
  help,
  measures,
  text,
  onChange,
  problems = [],
  lineOffset = 0,
  focusLine,
  onImprove,
}: WritingFieldProps) {
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
  const listed = problems.filter((d) => !d.range || d.range.startLine > lineOffset);
  const helpId = `${id}__help`;
  const problemsId = `${id}__problems`;
  const describedBy = [help ? helpId : '', listed.length > 0 ? problemsId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}__label`} className={labelClass}>
          {label}
        </span>
        {onImprove && (
          <Button
            variant="ghost"
            className="text-xs"
            aria-label={`Suggest improvements: ${name ?? label}`}
            onClick={onImprove}
          >
            <Sparkles aria-hidden className="size-3.5" />
            Suggest improvements
          </Button>
        )}
      </div>
      {help && (
        <p id={helpId} className={helpClass}>
          {help}
        </p>
      )}
      <Suspense
        fallback={
          <p
            className={`min-h-40 rounded-lg border border-neutral-300 p-3 dark:border-neutral-700 ${helpClass}`}
          >
            Opening the editor…
          </p>
        }
      >
        <WritingEditor
          id={id}
          label={name ?? label}
          describedBy={describedBy || undefined}
          text={text}
          onChange={(next, at) => onChange(next, { line: at.line + lineOffset, column: at.column })}
          marks={marks}
          focusLine={focusLine}
        />
      </Suspense>
      <TokenMeter text={text} of={measures} />
      <ProblemList id={problemsId} problems={listed} />
    </div>
  );
}
