import { useEffect, useState } from 'react';
import { convertClaudePlugin, isClaudePlugin } from '../model/claude-conversion';
import { readText } from '../model/file-tree';
import { PLUGIN_MANIFEST_PATH } from '../model/plugin-manifest';
import type { NoticeText } from '../flows/notice-text';
import type { WorkspaceStore } from '../workspace/store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * The offer to make a Claude Code plugin portable, made once when one opens. However the conversion
 * is made (the offer, the problem's fix, the Package view), what it could not carry over is said
 * (`onNotes`), and the offer goes away.
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

  useEffect(() => {
    let before = store.getState().history.present;
    return store.subscribe(() => {
      const after = store.getState().history.present;
      const converted = after !== before && isClaudePlugin(before) && !isClaudePlugin(after);
      const result = converted ? convertClaudePlugin(before) : undefined;
      before = after;
      if (
        !result?.ok ||
        readText(result.tree, PLUGIN_MANIFEST_PATH) !== readText(after, PLUGIN_MANIFEST_PATH)
      )
        return;
      setOffer(false);
      onNotes(
        result.notCarried.length > 0
          ? [{ message: 'These parts could not be carried over:' }, ...result.notCarried]
          : [],
      );
    });
  }, [store, onNotes]);

  const convert = () => {
    setOffer(false);
    const result = convertClaudePlugin(store.getState().history.present);
    if (!result.ok) return onNotes([{ message: result.error.message }]);
    store.change(() => result.tree);
  };

  if (!offer) return null;
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
