/**
 * Why a change could not be made, in words for people (the model's fallback messages name
 * files, which only the Files view and the Problems panel show), and the notice that says it.
 */
import type { OperationError, OperationErrorCode } from '../model/operation-support';
import { Notice } from './notice';

/** The refusals a person can act on, in her words; any other is said in the model's own. */
const REFUSAL_WORDS: Partial<Record<OperationErrorCode, string>> = {
  'file-unreadable':
    'this part has a writing mistake that stops the form from changing it. Fix it in the Files view first; the Problems panel shows where.',
  'member-wrong-type':
    'this part holds a different kind of value than the form expects. Fix it in the Files view first; the Problems panel shows where.',
  'file-missing': 'a file it needs is missing. Look in the Problems panel for what to add.',
  'not-a-solution': 'this is not a solution yet. Make it one first.',
};

export function refusalText(error: OperationError): string {
  return REFUSAL_WORDS[error.code] ?? error.message;
}

/** "That change could not be made: …", where the change was asked for. */
export function RefusalNotice({ refusal }: { readonly refusal: OperationError }) {
  return <Notice role="alert">That change could not be made: {refusalText(refusal)}</Notice>;
}
