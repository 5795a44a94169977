import { useState } from 'react';
import { Dialog } from '../ui/dialog';
import { Button } from '../ui/button';
import type { PluginRootCandidate } from '../model/plugin-root';

/** A zip or folder with several plugins, and how to open the one the person picks. */
export interface Choice {
  readonly candidates: readonly PluginRootCandidate[];
  readonly open: (root: string) => Promise<void>;
}

const kindWords = {
  solution: 'Bailey solution',
  'agent-plugin': 'plugin',
  'claude-code-plugin': 'Claude Code plugin',
} as const;

/** Asks which of several plugins to open. */
export function ChoosePluginDialog({ choice, onDone }: { choice: Choice; onDone: () => void }) {
  const [root, setRoot] = useState(choice.candidates[0]?.root ?? '');
  return (
    <Dialog
      title="Which plugin do you want to open?"
      open
      onClose={onDone}
      actions={
        <>
          <Button onClick={onDone}>Cancel</Button>
          <Button
            variant="primary"
            onClick={() => {
              onDone();
              void choice.open(root);
            }}
          >
            Open
          </Button>
        </>
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2">This holds {choice.candidates.length} plugins.</legend>
        {choice.candidates.map((candidate) => (
          <label key={candidate.root} className="flex items-center gap-2">
            <input
              type="radio"
              name="plugin-root"
              checked={root === candidate.root}
              onChange={() => setRoot(candidate.root)}
            />
            <span>
              <span className="font-medium">{candidate.name ?? candidate.root}</span>{' '}
              <span className="text-neutral-500">
                ({kindWords[candidate.kind]}, in {candidate.root || 'the top folder'})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
