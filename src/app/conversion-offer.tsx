import { useState } from 'react';
import { convertClaudePlugin, isClaudePlugin } from '../model/claude-conversion';
import type { NoticeText } from '../flows/notice-text';
import type { WorkspaceStore } from '../workspace/store';
import { useWorkspace } from '../workspace/react/use-workspace';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * The offer to make a Claude Code plugin portable, made once when one opens, while it still is one.
 * However the conversion is made (the offer, the problem's fix, the Package view), what it could
 * not carry over comes with the change (`WorkspaceState.noticed`), which the session says
 * (`workspace-session.tsx`): nothing is converted twice to find it. `onNotes` hears a conversion
 * that could not be made.
 */
export function ConversionOffer({
  store,
  offered,
  onNotes,
}: {
  readonly store: WorkspaceStore;
  readonly offered: boolean;
  readonly onNotes: (notes: readonly NoticeText[]) => void;
}) {
  const [offer, setOffer] = useState(offered);
  const claude = useWorkspace(store, (state) => isClaudePlugin(state.history.present));

  const convert = () => {
    setOffer(false);
    const error = store.run(convertClaudePlugin);
    if (error) onNotes([{ message: error.message }]);
  };

  if (!offer || !claude) return null;
  return (
    <Dialog
      title="Make this Claude Code plugin portable?"
      open
      onClose={() => setOffer(false)}
      actions={
        <>
          <Button onClick={() => setOffer(false)}>Not now</Button>
          <Button variant="primary" onClick={convert}>
            Convert
          </Button>
        </>
      }
    >
      This plugin is made for Claude Code. Bailey reads the portable layout: converting adds it beside what is
      there (Claude Code keeps working), and lists anything that cannot be carried over. You can undo it. With
      Not now, you can convert it later from the Problems panel or the Package view.
    </Dialog>
  );
}
