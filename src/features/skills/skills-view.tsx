/**
 * The Skills view: a card per skill (the instructions skill lives in the Assistant view), add,
 * rename and delete as single changes, and a one-click "List it" for a skill the assistant does
 * not list. With more than a handful of skills the cards start collapsed, so a plugin with 200
 * skills stays quick: only an expanded card mounts its forms and editor.
 */
import { Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewProps } from '../../workspace/react/view-entry';
import type { FocusRequest } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { sentenceTitle } from '../../model/display-names';
import { skillNameFromTitle, uniqueName } from '../../model/names';
import { skillPath } from '../../model/skill-files';
import { addSkill, deleteSkill, renameSkill } from '../../model/skill-operations';
import { Button } from '../../ui/button';
import { ShowMore, useListPage } from '../../ui/list-page';
import { fieldId, focusField, focusProblem } from '../forms/field-id';
import { RefusalNotice } from '../../ui/refusal-notice';
import { helpClass, inputClass } from '../../ui/field-classes';
import { editorFocusOf, useFocusRequest } from '../forms/use-focus-request';
import { useOperation } from '../forms/use-operation';
import { FixableProblems } from '../forms/fixable-problems';
import { cardButtonId, SkillCard } from './skill-card';
import { RenameOrDelete, type ItemQuestion } from '../forms/rename-or-delete';
import { SKILL_WORDS } from './skill-fields';
import { AddSkillDialog } from './skill-dialogs';
import { deleteQuestion, matchesSearch, skillFolderNames, skillsSlices, skillText } from './skill-slices';
import type { FileTextFocus } from '../editor/text-at';

/** Up to this many skills, every card starts open; beyond it, cards start collapsed. */
const OPEN_UP_TO = 4;
/** Beyond this many skills, a search box helps find one. */
const SEARCH_FROM = 8;
const ADD_BUTTON = 'skills-add';

type Asking = { kind: 'add' } | ItemQuestion;

export default function SkillsView({ name, store, diagnostics }: ViewProps) {
  const tree = useWorkspace(store, (state) => state.history.present);
  const slices = useMemo(() => skillsSlices(tree, diagnostics), [tree, diagnostics]);
  const { run, refusal } = useOperation(store);
  const many = slices.skills.length > OPEN_UP_TO;
  const [search, setSearch] = useState('');
  const shown =
    search.trim() === '' ? slices.skills : slices.skills.filter((skill) => matchesSearch(skill, search));
  const page = useListPage(shown.length);
  const [open, setOpen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [asking, setAsking] = useState<Asking | undefined>();
  const [editorFocus, setEditorFocus] = useState<FileTextFocus>();
  const focusAfter = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (focusAfter.current === undefined) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = undefined;
  });

  const onToggle = useCallback(
    (name: string) => setOpen((previous) => new Map(previous).set(name, !(previous.get(name) ?? !many))),
    [many],
  );
  const onRename = useCallback((name: string) => setAsking({ kind: 'rename', name }), []);
  const onDelete = useCallback((name: string) => setAsking({ kind: 'delete', name }), []);
  const expand = (name: string) =>
    setOpen((previous) => (previous.get(name) === true ? previous : new Map(previous).set(name, true)));

  // Opens the card first; the request is retried each frame until the field exists.
  const focusRequest = (request: FocusRequest): boolean => {
    // The assistant's list of skills: its problems are listed above the cards.
    if (request.file === slices.solutionPath)
      return focusProblem(request.file, request.pointer) || focusField(request.file, request.pointer ?? '');
    const skill = slices.skills.find((s) => request.file.startsWith(`skills/${s.name}/`));
    if (!skill) return false;
    expand(skill.name);
    page.reveal(shown.indexOf(skill));
    const card = document.getElementById(cardButtonId(skill.path));
    // Until the card is drawn open, its fields do not exist yet: try again next frame.
    if (!card || card.getAttribute('aria-expanded') !== 'true') return false;
    const inEditor =
      request.file === skill.path && editorFocusOf(request, skillText(skill.entry).parsed.bodyStartLine - 1);
    if (inEditor) {
      setEditorFocus(inEditor);
      return true;
    }
    const onField = request.file === skill.path && request.pointer !== undefined;
    if (onField && focusField(skill.path, request.pointer!)) return true;
    if (request.file === skill.path && focusProblem(skill.path, request.pointer)) return true;
    card.focus();
    card.scrollIntoView({ block: 'start' });
    return true;
  };

  useFocusRequest(store, name, focusRequest);

  // A card added or renamed may fall beyond the drawn page (the cards are in name order).
  const revealSkill = (name: string) =>
    page.reveal(skillsSlices(store.getState().history.present, []).skills.findIndex((s) => s.name === name));
  const add = (title: string, description: string) => {
    const name = uniqueName(skillNameFromTitle(title), skillFolderNames(store.getState().history.present));
    if (!run((current) => addSkill(current, { name, description }))) return;
    expand(name);
    revealSkill(name);
    focusAfter.current = fieldId(skillPath(name), '/description');
  };
  const rename = (from: string, title: string) => {
    const current = store.getState().history.present;
    const base = skillNameFromTitle(title);
    if (base === from) return;
    const to = uniqueName(
      base,
      skillFolderNames(current).filter((name) => name !== from),
    );
    if (!run((t) => renameSkill(t, from, to))) return;
    setOpen((previous) => new Map(previous).set(to, true));
    revealSkill(to);
    focusAfter.current = cardButtonId(skillPath(to));
  };
  const remove = (name: string) => {
    if (run((t) => deleteSkill(t, name))) focusAfter.current = ADD_BUTTON;
  };
  const itemActions = { rename, remove, close: () => setAsking(undefined) };

  const asked =
    asking && asking.kind !== 'add' ? slices.skills.find((s) => s.name === asking.name) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Skills</h1>
        {slices.skills.length > 0 && (
          <Button id={ADD_BUTTON} variant="primary" onClick={() => setAsking({ kind: 'add' })}>
            <Plus aria-hidden className="size-4" /> Add a skill
          </Button>
        )}
      </div>
      <p className={helpClass}>
        A skill is a set of instructions the assistant loads when a conversation needs it. It reads what each
        skill does and when to use it, and opens the rest only then.
      </p>
      {slices.instructions !== undefined && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-neutral-100 px-3 py-2 dark:bg-neutral-900">
          <p className={`min-w-0 flex-1 ${helpClass}`}>
            The assistant’s own instructions are a skill too; you edit them in the Assistant view.
          </p>
          <Button variant="ghost" onClick={() => store.show('assistant')} data-browse>
            Open the Assistant view
          </Button>
        </div>
      )}
      {refusal && <RefusalNotice refusal={refusal} />}
      <FixableProblems problems={slices.listProblems} run={run} />
      {slices.skills.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-neutral-300 p-6 dark:border-neutral-700">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            No skills yet. A skill is a set of instructions the assistant loads when a conversation needs it —
            for example <em>Returns</em>.
          </p>
          <Button id={ADD_BUTTON} variant="primary" onClick={() => setAsking({ kind: 'add' })}>
            <Plus aria-hidden className="size-4" /> Add a skill
          </Button>
        </div>
      ) : (
        <>
          {slices.skills.length > SEARCH_FROM && (
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-2.5 left-3 size-4 text-neutral-500"
              />
              <input
                type="search"
                aria-label="Find a skill"
                placeholder={`Find a skill among ${slices.skills.length}`}
                className={`${inputClass} pl-9`}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          )}
          {shown.length === 0 && <p className={helpClass}>No skill matches “{search.trim()}”.</p>}
          <ul className="flex flex-col gap-4" aria-label="Skills">
            {shown.slice(0, page.shown).map((slice) => (
              <li key={slice.name}>
                <SkillCard
                  store={store}
                  slice={slice}
                  expanded={open.get(slice.name) ?? !many}
                  onToggle={onToggle}
                  onRename={onRename}
                  onDelete={onDelete}
                  focusLine={editorFocus?.file === slice.path ? editorFocus : undefined}
                />
              </li>
            ))}
          </ul>
          <ShowMore page={page} what="skills" />
        </>
      )}
      {asking?.kind === 'add' && (
        <AddSkillDialog
          onDone={(skill) => {
            setAsking(undefined);
            if (skill) add(skill.title, skill.description);
          }}
        />
      )}
      {asking && asking.kind !== 'add' && asked && (
        <RenameOrDelete question={asking} words={SKILL_WORDS} actions={itemActions}>
          {deleteQuestion(sentenceTitle(asked.name), asked.files.length)}
        </RenameOrDelete>
      )}
    </div>
  );
}
