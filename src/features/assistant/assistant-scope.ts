/**
 * What every section of the Assistant view edits: the workspace and the solution document's path.
 * The view gives it once; each section reads it, so a section's props are its slice and problems.
 */
import { createContext, useContext } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { Diagnostic } from '../../validate/diagnostic';
import type { TextFocus } from '../editor/text-at';
import { useOperation, type Operations } from '../forms/use-operation';

export interface AssistantScope {
  readonly store: WorkspaceStore;
  /** The solution document (assistant.json) the sections edit. */
  readonly file: string;
}

export const AssistantScopeContext = createContext<AssistantScope | undefined>(undefined);

export function useAssistantScope(): AssistantScope {
  const scope = useContext(AssistantScopeContext);
  if (!scope) throw new Error('An Assistant section is drawn outside the Assistant view.');
  return scope;
}

/** A section's edits: its scope, and the operations it runs with why the last one was refused. */
export function useSectionEdits(): AssistantScope & Operations {
  const scope = useAssistantScope();
  return { ...scope, ...useOperation(scope.store) };
}

/** What a section with a writing editor (the instructions, the voice) is given besides its slice. */
export interface WritingSectionProps {
  /** Problems about the section's member and about the file its editor shows. */
  readonly problems: readonly Diagnostic[];
  /** Where to put the editor's cursor, when a problem or an undo asks for it. */
  readonly focusLine?: TextFocus;
}
