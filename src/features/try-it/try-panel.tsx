/**
 * "Try it" beside the views: a frame holding the conversation's own document (try.html), which
 * is the only part of the builder allowed to send anything outside the site, and then only to the
 * model service the person chooses. This side hands it the brief of the solution as the solution
 * changes, and makes the changes it asks for (keep a turn as an example, an answer as an ideal),
 * each one change that Undo takes back.
 */
import { useEffect, useRef, useState } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { assistantBrief } from '../../conversation/brief';
import { readFromConversation, type FromConversation, type ToConversation } from '../../conversation/bridge';
import { appendItem, setExampleText } from '../../model/solution-lists';
import { readSolution } from '../../model/solution-document';
import type { FileTree } from '../../model/file-tree';
import type { OperationResult } from '../../model/operation-support';
import { isJsonObject } from '../../model/json-document';
import { applyDraft, draftParts, type DraftPart } from './draft-parts';
import { DraftReview } from './draft-review';
import { SuggestionReview } from './suggestion-review';
import { improvableText, withImprovement, type Suggestion } from './improvable-text';
import { SidePanel } from '../../ui/side-panel';

export interface TryPanelProps {
  readonly store: WorkspaceStore;
  /** Show the drafting tab (the person asked for a draft). */
  readonly drafting: boolean;
}

/** How long typing may go on before the conversation hears of the new text. */
const BRIEF_PAUSE_MS = 300;

/** The solution's list of examples, `[]` when it has none. */
function examplesOf(tree: FileTree): readonly unknown[] {
  const object = readSolution(tree)?.object;
  const examples = object && Object.hasOwn(object, 'examples') ? object.examples : undefined;
  return Array.isArray(examples) ? examples : [];
}

/** The index of the example asking `question`, `index` first. */
function exampleAsking(tree: FileTree, index: number, question: string): number | undefined {
  const examples = examplesOf(tree);
  const asks = (at: number) => {
    const example: unknown = examples[at];
    return isJsonObject(example) && example.input === question;
  };
  if (asks(index)) return index;
  const found = examples.findIndex((_, at) => asks(at));
  return found === -1 ? undefined : found;
}

/** The change a message from the conversation asks for, and what to tell the person once made. */
function requested(
  message: FromConversation,
  tree: FileTree,
): { change: (tree: FileTree) => OperationResult; said: string } | undefined {
  if (message.type === 'keep-example') {
    const count = examplesOf(tree).length;
    return {
      change: (current) => appendItem(current, 'examples', { input: message.input, output: message.output }),
      said: `Kept as example ${count + 1}, in the Assistant view. Undo takes it back.`,
    };
  }
  if (message.type === 'keep-ideal') {
    const index = exampleAsking(tree, message.index, message.question);
    if (index === undefined) return undefined;
    return {
      change: (current) => setExampleText(current, index, 'output', message.output),
      said: `Example ${index + 1} has this answer as its ideal now. Undo takes it back.`,
    };
  }
  return undefined;
}

export default function TryPanel({ store, drafting }: TryPanelProps) {
  const tree = useWorkspace(store, (state) => state.history.present);
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState('');
  const [draft, setDraft] = useState<readonly DraftPart[] | undefined>();
  const [suggestion, setSuggestion] = useState<Suggestion | undefined>();
  const improving = useWorkspace(store, (state) => state.improving);
  const revision = useRef(0);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readFromConversation(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        setReady(true);
        return;
      }
      if (message.type === 'improvement') {
        const text = improvableText(store.getState().history.present, message.file);
        if (text) setSuggestion({ ...text, file: message.file, after: message.text });
        return;
      }
      if (message.type === 'draft') {
        setSaid('');
        setDraft(draftParts(store.getState().history.present, message.proposal));
        return;
      }
      const asked = requested(message, store.getState().history.present);
      if (!asked) {
        setSaid('That example is no longer in the solution, so nothing was changed.');
        return;
      }
      const refused = store.run(asked.change);
      setSaid(refused ? refused.message : asked.said);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [store]);

  useEffect(() => {
    if (!ready || !improving) return;
    const text = improvableText(store.getState().history.present, improving.file);
    if (!text) return;
    const message: ToConversation = {
      type: 'improve',
      file: improving.file,
      label: text.label,
      text: text.before,
    };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, improving, store]);

  useEffect(() => {
    if (ready && drafting)
      frame.current?.contentWindow?.postMessage({ type: 'show-draft' }, window.location.origin);
  }, [ready, drafting]);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(
      () => {
        revision.current += 1;
        const message: ToConversation = {
          type: 'brief',
          brief: assistantBrief(tree),
          revision: revision.current,
        };
        frame.current?.contentWindow?.postMessage(message, window.location.origin);
      },
      revision.current === 0 ? 0 : BRIEF_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [ready, tree]);

  return (
    <SidePanel
      title="Try it"
      subtitle="A conversation as Bailey would hold it"
      closeLabel="Close “Try it”"
      onClose={() => store.togglePanel('try', false)}
    >
      <p
        role="status"
        className={said ? 'border-b border-neutral-200 px-4 py-2 text-sm dark:border-neutral-800' : 'sr-only'}
      >
        {said}
      </p>
      {suggestion && (
        <SuggestionReview
          suggestion={suggestion}
          onAccept={() => {
            const refused = store.run((tree) => withImprovement(tree, suggestion.file, suggestion.after));
            setSaid(
              refused
                ? refused.message
                : `The new wording of ${suggestion.label.toLowerCase()} is in. Undo takes it back.`,
            );
            setSuggestion(undefined);
          }}
          onClose={() => setSuggestion(undefined)}
        />
      )}
      {draft && (
        <DraftReview
          parts={draft}
          onAccept={(parts) => {
            const refused = store.run((tree) => applyDraft(tree, parts));
            if (!refused)
              setSaid(
                parts.length === 1
                  ? `Accepted: ${parts[0]!.part.label}. Undo takes it back.`
                  : `Accepted ${parts.length} parts. Undo takes them back.`,
              );
            return refused?.message;
          }}
          onClose={() => setDraft(undefined)}
        />
      )}
      <iframe
        ref={frame}
        src="./try.html"
        title="Conversation with your assistant"
        className={draft || suggestion ? 'hidden' : 'min-h-0 w-full flex-1'}
      />
    </SidePanel>
  );
}
