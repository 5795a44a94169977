/**
 * Starting text marked to be replaced (`[Replace: …]`, model/templates.ts) is taken whole, as a
 * form's placeholder is: a click into it selects it, so what the person types replaces it instead
 * of landing in the middle of the builder's words.
 */
import { EditorSelection, EditorState, type Text } from '@codemirror/state';
import { REPLACE_MARK } from '../../model/templates';

/** The mark around `pos` (its ends included), as a range of `doc`, if there is one. */
export function replaceMarkAt(doc: Text, pos: number): { from: number; to: number } | undefined {
  // A mark never spans lines: the line is all that needs reading.
  const line = doc.lineAt(pos);
  for (const match of line.text.matchAll(new RegExp(REPLACE_MARK.source, 'gi'))) {
    const from = line.from + match.index;
    const to = from + match[0].length;
    if (from <= pos && pos <= to) return { from, to };
  }
  return undefined;
}

/** A click that puts the cursor inside a mark selects the whole mark. */
export const selectReplaceMarks = EditorState.transactionFilter.of((tr) => {
  const { selection } = tr;
  if (!selection || !tr.isUserEvent('select.pointer') || selection.ranges.length > 1) return tr;
  const { main } = selection;
  if (!main.empty) return tr;
  const mark = replaceMarkAt(tr.newDoc, main.head);
  return mark ? [tr, { selection: EditorSelection.single(mark.from, mark.to), sequential: true }] : tr;
});
