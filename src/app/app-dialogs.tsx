import { useState } from 'react';
import { FormDialog } from '../ui/form-dialog';
import type { PluginRootCandidate } from '../model/plugin-root';

const kindWords = {
  solution: 'Bailey solution',
  'agent-plugin': 'plugin',
  'claude-code-plugin': 'Claude Code plugin',
} as const;

/**
 * Where a candidate is, in words: its folder by its bare name, never a path (the person may never
 * have looked inside the zip). Two candidates in folders of one name are told apart by the folder
 * above, still as names.
 */
function placeWords(root: string, roots: readonly string[]): string {
  if (root === '') return 'in the top folder';
  const parts = root.split('/');
  const name = parts.at(-1)!;
  const shared = roots.filter((other) => other.split('/').at(-1) === name).length > 1;
  const parent = parts.at(-2);
  return shared && parent ? `in the folder "${name}" inside "${parent}"` : `in the folder "${name}"`;
}

/** Asks which of several plugins (a zip or folder holds) to open; `onDone` hears its root, or none. */
export function ChoosePluginDialog({
  candidates,
  onDone,
}: {
  readonly candidates: readonly PluginRootCandidate[];
  readonly onDone: (root: string | undefined) => void;
}) {
  const [root, setRoot] = useState(candidates[0]?.root ?? '');
  const roots = candidates.map((candidate) => candidate.root);
  return (
    <FormDialog
      title="Which plugin do you want to open?"
      confirm="Open"
      onConfirm={() => onDone(root)}
      onCancel={() => onDone(undefined)}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2">This holds {candidates.length} plugins.</legend>
        {candidates.map((candidate) => (
          <label key={candidate.root} className="flex items-center gap-2">
            <input
              type="radio"
              name="plugin-root"
              checked={root === candidate.root}
              onChange={() => setRoot(candidate.root)}
            />
            <span>
              <span className="font-medium">{candidate.name ?? candidate.root.split('/').at(-1)}</span>{' '}
              <span className="text-neutral-500">
                ({kindWords[candidate.kind]}, {placeWords(candidate.root, roots)})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
