/**
 * An expanded skill card: what it does and when to use it, its web name under "Advanced", the
 * optional details under "More details", its text in the writing editor, and its files. Each
 * problem is shown where it is about: under its field, under the editor, or above them all.
 */
import { errorId } from '../forms/rjsf-parts';
import { ChevronRight } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import { listSkill } from '../../model/skill-operations';
import type { Diagnostic } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { Emphasis } from '../../ui/emphasis';
import { PROBLEM_ATTRIBUTE, problemKey, fieldId } from '../forms/field-id';
import { WritingField } from '../forms/writing-field';
import { isWithin } from '../forms/problems';
import { RefusalNotice } from '../../ui/refusal-notice';
import { SchemaForm } from '../forms/schema-form';
import { helpClass, labelClass } from '../../ui/field-classes';
import { useOperation } from '../forms/use-operation';
import { FixableProblems } from '../forms/fixable-problems';
import { applySkillBody } from './skill-edits';
import { descriptionForm, MORE_DETAILS, moreDetailsForm } from './skill-fields';
import { skillText, type SkillSlice } from './skill-slices';
import { SupportingFiles } from './supporting-files';
import { Notice } from '../../ui/notice';
import type { TextAt } from '../editor/text-at';

export interface SkillEditorProps {
  readonly store: WorkspaceStore;
  readonly slice: SkillSlice;
  readonly title: string;
  readonly onRename: () => void;
  readonly focusLine?: { readonly line: number; readonly seq: number };
}

const UNLISTED = 'solution.skill-unlisted';

export function SkillEditor({ store, slice, title, onRename, focusLine }: SkillEditorProps) {
  const { run, runTyped, refusal } = useOperation(store);
  const { name, path } = slice;
  const { parsed, frontmatter } = skillText(slice.entry);
  const readable = frontmatter !== undefined;
  const bodyOffset = parsed.bodyStartLine - 1;

  const own = slice.problems.filter((d) => d.file === path);
  const within = (members: readonly string[]) =>
    readable
      ? own.filter((d) => d.pointer !== undefined && members.some((m) => isWithin(d.pointer!, m)))
      : [];
  const descriptionProblems = within(['/description']);
  const nameProblems = within(['/name']);
  const detailProblems = within(MORE_DETAILS);
  const textProblems = own.filter(
    (d) => d.pointer === undefined && d.range !== undefined && d.range.startLine > bodyOffset,
  );
  const placed = new Set([...descriptionProblems, ...nameProblems, ...detailProblems, ...textProblems]);
  const offerList = slice.listed === false;
  const unlisted = own.find((d) => d.code === UNLISTED);
  const other = own.filter((d) => !placed.has(d) && !(offerList && d.code === UNLISTED));

  const onBody = useCallback(
    (body: string, at: TextAt) =>
      runTyped((tree) => applySkillBody(tree, path, body), {
        group: `${path}#body`,
        place: { file: path, ...at },
      }),
    [runTyped, path],
  );
  const pick = (keys: readonly string[]) =>
    Object.fromEntries(
      keys
        .filter((key) => frontmatter && Object.hasOwn(frontmatter, key))
        .map((key) => [key, frontmatter![key]]),
    );
  const nameId = fieldId(path, '/name');

  return (
    <>
      {refusal && <RefusalNotice refusal={refusal} />}
      {offerList && (
        <Notice
          as="div"
          // The Problems panel's "not listed" lands here, on its message and the button that fixes it.
          {...{ [PROBLEM_ATTRIBUTE]: problemKey(path, unlisted?.pointer) }}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-3"
        >
          <p className="min-w-0 flex-1">
            {unlisted ? (
              <Emphasis text={unlisted.message} />
            ) : (
              'This skill is not part of the assistant yet, so Bailey would not load it.'
            )}
          </p>
          <Button onClick={() => run((tree) => listSkill(tree, name))}>List it</Button>
        </Notice>
      )}
      <FixableProblems problems={other} run={run} />
      {readable ? (
        <SchemaForm
          form={descriptionForm}
          file={path}
          data={pick(['description'])}
          problems={descriptionProblems}
          store={store}
        />
      ) : (
        <p className={helpClass}>
          The details at the top of this skill have a writing mistake, so the form cannot show them. Fix them
          in the Files view; the Problems panel shows where.
        </p>
      )}
      {readable && (
        <Disclosure label="Advanced" problems={nameProblems}>
          <div className="flex flex-col gap-1.5">
            <span className={labelClass}>Web name</span>
            <p className={helpClass}>
              Apps know the skill by this name:{' '}
              <span className="font-medium text-neutral-900 dark:text-neutral-100">{name}</span>. It follows
              the skill’s name when you rename it.
            </p>
            <Button
              id={nameId}
              className="self-start"
              aria-describedby={nameProblems.length > 0 ? errorId(nameId) : undefined}
              onClick={onRename}
            >
              Rename skill…
            </Button>
            <FixableProblems id={errorId(nameId)} problems={nameProblems} run={run} />
          </div>
        </Disclosure>
      )}
      {readable && (
        <Disclosure
          label="More details"
          hint="License, what it needs, extra details, tools"
          problems={detailProblems}
        >
          <SchemaForm
            form={moreDetailsForm}
            file={path}
            data={pick(MORE_DETAILS.map((pointer) => pointer.slice(1)))}
            problems={detailProblems}
            store={store}
          />
        </Disclosure>
      )}
      <WritingField
        id={fieldId(path, '')}
        label="What the assistant does with this skill"
        name={`What the assistant does with this skill (“${title}”)`}
        measures="this skill’s text"
        help="The steps, rules and examples it follows once it uses the skill. Longer material can go into the files below."
        text={editorText(parsed.body)}
        onChange={onBody}
        problems={textProblems}
        lineOffset={bodyOffset}
        focusLine={focusLine}
        onImprove={() => store.askImprovement(path)}
      />
      <SupportingFiles
        store={store}
        run={run}
        skill={name}
        title={title}
        files={slice.files}
        problems={slice.problems.filter((d) => d.file !== path)}
      />
    </>
  );
}

/**
 * The body as the editor holds it: CodeMirror hands back "\n" line breaks, and `setSkillBody`
 * restores the file's own, so a CRLF file must reach the editor as "\n" too or every keystroke
 * would look like an outside change and move the cursor.
 */
function editorText(body: string): string {
  return body.replace(/\r\n?/g, '\n');
}

interface DisclosureProps {
  readonly label: string;
  readonly hint?: string;
  readonly problems: readonly Diagnostic[];
  readonly children: ReactNode;
}

/** A closed section that opens on click, and by itself when a focus request lands inside it. */
function Disclosure({ label, hint, problems, children }: DisclosureProps) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-1 rounded-lg py-1 text-sm font-medium text-neutral-700 select-none dark:text-neutral-300 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        {label}
        {problems.length > 0 && (
          <span
            className={`ml-1 rounded-full px-1.5 text-xs ${
              problems.some((d) => d.severity === 'error')
                ? 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
            }`}
          >
            {problems.length} {problems.length === 1 ? 'problem' : 'problems'}
          </span>
        )}
        {hint && (
          <span className="basis-full pl-5 text-xs font-normal text-neutral-500 dark:text-neutral-400">
            {hint}
          </span>
        )}
      </summary>
      <div className="mt-3 flex flex-col gap-5 border-l-2 border-neutral-200 pl-4 dark:border-neutral-800">
        {children}
      </div>
    </details>
  );
}
