/**
 * Examples as short conversations: the question in a bubble on the right, the ideal answer on
 * the left. A solution may hold hundreds, so each row is a light component of its own, memoised
 * on its two texts and problems: typing in one answer re-renders that row only, and rows off
 * screen skip layout and painting (`content-visibility`), as does the whole list while all of it is.
 */
import { Trash2 } from 'lucide-react';
import { memo, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Diagnostic } from '../../validate/diagnostic';
import { useListPage } from '../../ui/list-page';
import { fieldId } from '../forms/field-id';
import { FreshRowsContext } from '../forms/fresh-rows';
import { isWithin, problemsByItem } from '../forms/problems';
import { propsEqualByValue } from '../forms/props-equal';
import { helpClass, iconButtonClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import { removeItem } from './assistant-edits';
import { appendItem, setExampleText } from '../../model/solution-lists';
import { useSectionEdits } from './assistant-scope';
import { ListEnd, Section } from './section';

/** One example as read from the document (texts that are not strings read as empty). */
export interface ExampleText {
  readonly input: string;
  readonly output: string;
}

export interface ExamplesSectionProps {
  readonly examples: readonly ExampleText[];
  readonly problems: readonly Diagnostic[];
}

const noProblems: readonly Diagnostic[] = [];
// A row's height until it is first drawn (its `contain-intrinsic-size`), and the gap between rows.
const ROW_REM = 11;
const GAP_REM = 0.75;
const rowSize = { containIntrinsicSize: `auto ${ROW_REM}rem` };

export const ExamplesSection = memo(function ExamplesSection({ examples, problems }: ExamplesSectionProps) {
  const { file, run, runTyped, refusal } = useSectionEdits();
  const fresh = useContext(FreshRowsContext);
  const focusNew = useRef<number | undefined>(undefined);
  const onEdit = useCallback(
    (index: number, part: Part, text: string, done: () => void) =>
      runTyped(
        (tree) => setExampleText(tree, index, part, text),
        {
          group: `${file}#/examples/${index}/${part}`,
          place: { file, pointer: `/examples/${index}/${part}` },
        },
        done,
      ),
    [runTyped, file],
  );
  const onRemove = useCallback(
    (index: number) => {
      fresh.settle(file, '/examples');
      run((tree) => removeItem(tree, 'examples', index));
    },
    [run, file, fresh],
  );
  const page = useListPage(examples.length);
  const { byIndex } = problemsByItem(problems, '/examples', examples.length);
  const onAdd = () => {
    focusNew.current = examples.length;
    page.reveal(examples.length);
    fresh.mark(file, `/examples/${examples.length}`);
    run((tree) => appendItem(tree, 'examples', { input: '' }));
  };
  useEffect(() => {
    if (focusNew.current === undefined) return;
    document.getElementById(fieldId(file, `/examples/${focusNew.current}/input`))?.focus();
    focusNew.current = undefined;
  }, [examples.length, file]);

  return (
    <Section id="assistant-examples" title="Examples" count={examples.length} refusal={refusal}>
      <p className={helpClass}>
        Questions people might ask, each with the answer you would like. They show what a good answer looks
        like and can be used to check the assistant after it is installed.
      </p>
      {examples.length === 0 ? (
        <p className={helpClass}>
          No examples yet. An example is a question with the answer you would like, for example “Can I return
          a gift?” — “Yes, within 30 days, with the receipt.”
        </p>
      ) : (
        <ol
          className="flex flex-col gap-3 [content-visibility:auto]"
          // The list as a whole is skipped too while none of it is on screen (typing in the title):
          // its hundreds of rows then cost the frame nothing, not even the check of each for being
          // on screen. Sized as its rows are until first drawn.
          style={{ containIntrinsicSize: `auto ${page.shown * (ROW_REM + GAP_REM) - GAP_REM}rem` }}
        >
          {examples.slice(0, page.shown).map((example, index) => (
            <ExampleRow
              key={index}
              file={file}
              index={index}
              input={example.input}
              output={example.output}
              problems={byIndex.get(index) ?? noProblems}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </ol>
      )}
      <ListEnd page={page} add="Add example" onAdd={onAdd} />
    </Section>
  );
}, propsEqualByValue);

type Part = 'input' | 'output';

interface ExampleRowProps {
  readonly file: string;
  readonly index: number;
  readonly input: string;
  readonly output: string;
  readonly problems: readonly Diagnostic[];
  /** Writes a text typed into the row; `done` once the row's texts show it, or it was refused. */
  readonly onEdit: (index: number, part: Part, text: string, done: () => void) => void;
  readonly onRemove: (index: number) => void;
}

/** What a bubble shows while its text is typed but the row's texts do not show it yet. */
interface Draft {
  readonly part: Part;
  readonly text: string;
}

const bubble =
  'field-sizing-content min-h-11 w-full resize-none rounded-2xl px-3 py-2 text-base outline-offset-2 sm:text-sm aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600 dark:aria-[invalid=true]:ring-red-400';

const ExampleRow = memo(function ExampleRow({
  file,
  index,
  input,
  output,
  problems,
  onEdit,
  onRemove,
}: ExampleRowProps) {
  const fresh = useContext(FreshRowsContext);
  // The document takes a key at once, but the row's texts follow only after the frame that draws
  // it (`runTyped`); until then the bubble shows what was typed, so a key never flickers back.
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  const edit = (name: Part, text: string) => {
    const typed: Draft = { part: name, text };
    setDraft(typed);
    onEdit(index, name, text, () => setDraft((current) => (current === typed ? undefined : current)));
  };
  const textOf = (name: Part) => (draft?.part === name ? draft.text : name === 'input' ? input : output);
  const base = `/examples/${index}`;
  const part = (name: Part) =>
    problems.filter((d) => d.pointer !== undefined && isWithin(d.pointer, `${base}/${name}`));
  const rest = problems.filter((d) => !part('input').includes(d) && !part('output').includes(d));
  const ids = { input: fieldId(file, `${base}/input`), output: fieldId(file, `${base}/output`) };
  const describe = (name: Part) => (part(name).length > 0 ? `${ids[name]}__error` : undefined);
  /** One side of the exchange: its label, its bubble (placed and coloured by `look`) and its problems. */
  const field = (
    name: Part,
    words: { place: string; label: string; rows: number; placeholder: string; look: string },
  ) => (
    <div className={`${words.place} flex w-[88%] flex-col gap-1`}>
      <label htmlFor={ids[name]} className="text-xs text-neutral-600 dark:text-neutral-400">
        {words.label}
      </label>
      <textarea
        id={ids[name]}
        rows={words.rows}
        value={textOf(name)}
        placeholder={words.placeholder}
        onChange={(event) => edit(name, event.target.value)}
        aria-invalid={part(name).some((d) => d.severity === 'error') || undefined}
        aria-describedby={describe(name)}
        className={`${bubble} ${words.look}`}
      />
      <ProblemList id={`${ids[name]}__error`} problems={part(name)} />
    </div>
  );
  return (
    <li
      id={fieldId(file, base)}
      onBlur={fresh.settleOnLeave(file, base)}
      className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-3 [content-visibility:auto] dark:border-neutral-800"
      style={rowSize}
    >
      <div className="flex items-center justify-between">
        <span className="text-xs font-medium text-neutral-500 dark:text-neutral-400">
          Example {index + 1}
        </span>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={`Remove example ${index + 1}`}
          title="Remove example"
          onClick={() => onRemove(index)}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      {field('input', {
        place: 'ml-auto items-end',
        label: 'Someone asks',
        rows: 1,
        placeholder: 'A question people might ask',
        look: 'rounded-br-sm bg-accent-600 text-white placeholder:text-accent-100',
      })}
      {field('output', {
        place: '',
        label: 'The assistant answers',
        rows: 2,
        placeholder: 'The answer you would like (optional)',
        look: 'rounded-bl-sm bg-neutral-100 text-neutral-900 placeholder:text-neutral-500 dark:bg-neutral-800 dark:text-neutral-100',
      })}
      <ProblemList problems={rest} />
    </li>
  );
}, propsEqualByValue);
