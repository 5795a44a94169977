/**
 * The Assistant view: the solution document (assistant.json) as a page of small forms, one per
 * section, each memoised on its slice so typing in one never re-renders the others. When the
 * plugin is not a solution yet, it offers to make it one.
 */
import { useMemo, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '../../ui/button';
import type { FocusRequest, WorkspaceStore } from '../../workspace/store';
import type { ViewName } from '../../workspace/views';
import type { ViewProps } from '../../workspace/react/view-entry';
import { useWorkspace } from '../../workspace/react/use-workspace';
import type { FileTree } from '../../model/file-tree';
import { PLUGIN_MANIFEST_PATH, readManifest } from '../../model/plugin-manifest';
import { listSkillFolders } from '../../model/skill-files';
import { readSolution, type SolutionFile } from '../../model/solution-document';
import type { Diagnostic } from '../../validate/diagnostic';
import { fieldId, focusField } from '../forms/field-id';
import { isWithin, problemsWithin } from '../forms/problems';
import { helpClass } from '../../ui/field-classes';
import { ProblemList } from '../forms/theme/problem-list';
import { editorFocusOf, useFocusRequest } from '../forms/use-focus-request';
import {
  basicsOf,
  examplesOf,
  instructionsSkillOf,
  OTHER_VIEWS_MEMBERS,
  personaOf,
  SECTION_MEMBERS,
  slotsOf,
  textsOf,
} from './assistant-slices';
import { ExamplesSection } from './examples-section';
import { InstructionsSection } from './instructions-section';
import { KnowledgeSection } from './knowledge-section';
import { SoldSeparatelySection } from './lists-section';
import { MakeSolutionOffer } from './make-solution-offer';
import { MissingPackage } from '../forms/missing-package';
import { PersonaSection } from './persona-section';
import { aboutForm, listData, startersForm } from './assistant-forms';
import { AssistantScopeContext } from './assistant-scope';
import { FormSection } from './section';
import type { FileTextFocus } from '../editor/text-at';

/** `diagnostics` are every file's, from `validate`: the view picks those about its files. */
export default function AssistantView({ name, store, diagnostics }: ViewProps) {
  const tree = useWorkspace(store, (state) => state.history.present);
  const solution = readSolution(tree);
  let content;
  if (!readManifest(tree)) {
    // Why it cannot be an assistant yet, and the way on (converting a Claude Code plugin), as the
    // Package view says it.
    content = <MissingPackage store={store} diagnostics={diagnostics} />;
  } else if (!solution) {
    content = <MakeSolutionOffer store={store} tree={tree} />;
  } else if (!solution.object) {
    content = (
      <Notice>
        The assistant’s settings have a writing mistake, so this page cannot show them. Fix it in the Files
        view; the Problems panel shows where. Nothing is lost.
      </Notice>
    );
  } else if (solution.formatVersion !== undefined && !solution.formatVersion.startsWith('0.')) {
    content = (
      <Notice>
        The assistant’s settings are written in format {solution.formatVersion}, which this builder does not
        know. They are kept exactly as they are; you can still edit them in the Files view.
      </Notice>
    );
  } else {
    content = (
      <AssistantForm name={name} store={store} tree={tree} solution={solution} diagnostics={diagnostics} />
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="assistant-view-title" tabIndex={-1} className="text-2xl font-semibold outline-none">
          Assistant
        </h1>
        {solution && (
          <Button onClick={() => store.togglePanel('draft', true)}>
            <Sparkles aria-hidden className="size-4" />
            Describe it and get a draft
          </Button>
        )}
      </div>
      {content}
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <p className={`rounded-lg bg-neutral-100 p-4 dark:bg-neutral-900 ${helpClass}`}>{children}</p>;
}

interface AssistantFormProps {
  readonly name: ViewName;
  readonly store: WorkspaceStore;
  readonly tree: FileTree;
  readonly solution: SolutionFile;
  readonly diagnostics: readonly Diagnostic[];
}

function AssistantForm({ name, store, tree, solution, diagnostics }: AssistantFormProps) {
  const file = solution.path;
  const object = solution.object!;
  const instructions = instructionsSkillOf(tree, solution);
  const persona = personaOf(tree, solution);
  const [editorFocus, setEditorFocus] = useState<FileTextFocus>();
  const scope = useMemo(() => ({ store, file }), [store, file]);

  const within = (members: readonly string[]) => problemsWithin(diagnostics, file, members);
  const forFile = (path: string | undefined) =>
    path === undefined ? [] : diagnostics.filter((d) => d.file === path);
  const unplaced = useMemo(() => {
    const placed = [...Object.values(SECTION_MEMBERS).flat(), ...OTHER_VIEWS_MEMBERS];
    return diagnostics.filter(
      (d) =>
        d.file === file &&
        (d.pointer === undefined || !placed.some((member) => isWithin(d.pointer!, member))),
    );
  }, [diagnostics, file]);

  // The web name is one field for both files: plugin.json's problems about it show under it too.
  const manifestNameProblems = diagnostics.filter(
    (d) => d.file === PLUGIN_MANIFEST_PATH && d.pointer === '/name',
  );
  useFocusRequest(store, name, (request) =>
    request.file === PLUGIN_MANIFEST_PATH
      ? focusField(file, request.pointer === '/name' ? '/name' : '')
      : focusRequest(request, instructions, setEditorFocus),
  );

  return (
    <AssistantScopeContext value={scope}>
      <div id={fieldId(file, '')} tabIndex={-1} className="outline-none empty:hidden">
        <ProblemList problems={unplaced} />
      </div>
      <FormSection
        id="assistant-about"
        title="About"
        form={aboutForm}
        data={basicsOf(solution)}
        problems={[...within(SECTION_MEMBERS.about), ...manifestNameProblems]}
      />
      <InstructionsSection
        skillNames={listSkillFolders(tree)}
        skill={instructions}
        problems={[...within(SECTION_MEMBERS.instructions), ...forFile(instructions?.path)]}
        focusLine={editorFocus?.file === instructions?.path ? editorFocus : undefined}
      />
      <PersonaSection
        personaPath={persona.path}
        text={persona.text}
        problems={[...within(SECTION_MEMBERS.persona), ...forFile(persona.path)]}
        focusLine={editorFocus?.file === persona.path ? editorFocus : undefined}
      />
      <FormSection
        id="assistant-starters"
        title="Conversation starters"
        form={startersForm}
        data={listData('starters', textsOf(object, 'starters'))}
        problems={within(SECTION_MEMBERS.starters)}
      />
      <ExamplesSection examples={examplesOf(object)} problems={within(SECTION_MEMBERS.examples)} />
      <KnowledgeSection slots={slotsOf(object)} problems={within(SECTION_MEMBERS.knowledge)} />
      <SoldSeparatelySection
        items={textsOf(object, 'skills_sold_separately')}
        carried={listSkillFolders(tree)}
        problems={within(SECTION_MEMBERS.soldSeparately)}
      />
    </AssistantScopeContext>
  );
}

/**
 * A line in a Markdown text goes to its editor (the body of the instructions starts after its
 * details block); a member goes to its field, or the nearest one shown; else the view's heading.
 */
function focusRequest(
  request: FocusRequest,
  instructions: { path: string; bodyOffset: number } | undefined,
  setEditorFocus: (focus: FileTextFocus) => void,
): boolean {
  const inEditor = editorFocusOf(request, request.file === instructions?.path ? instructions.bodyOffset : 0);
  if (inEditor) {
    setEditorFocus(inEditor);
    return true;
  }
  if (focusField(request.file, request.pointer ?? '')) return true;
  const heading = document.getElementById('assistant-view-title');
  heading?.focus();
  return heading !== null;
}
