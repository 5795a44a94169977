/**
 * Why a change could not be made, in words for people (the model's fallback messages name
 * files, which only the Files view and the Problems panel show), and the notice that says it.
 */
import type { OperationError } from '../model/operation-support';
import { Notice } from './notice';

export function refusalText(error: OperationError): string {
  switch (error.code) {
    case 'file-unreadable':
      return 'this part has a writing mistake that stops the form from changing it. Fix it in the Files view first; the Problems panel shows where.';
    case 'member-wrong-type':
      return 'this part holds a different kind of value than the form expects. Fix it in the Files view first; the Problems panel shows where.';
    case 'file-missing':
      return 'a file it needs is missing. Look in the Problems panel for what to add.';
    case 'not-a-solution':
      return 'this is not a solution yet. Make it one first.';
    default:
      return error.message;
  }
}

/** "That change could not be made: …", where the change was asked for. */
export function RefusalNotice({ refusal }: { readonly refusal: OperationError }) {
  return <Notice role="alert">That change could not be made: {refusalText(refusal)}</Notice>;
}
