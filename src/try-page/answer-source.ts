/**
 * Where Try it's answers come from, as each part that asks the model needs it: whether a model
 * is ready, where a request goes, what was sent there, and how a failure is told.
 */
import type { SentRequest } from '../conversation/services';

export interface AnswerSource {
  /** A model is ready to answer. */
  readonly ready: boolean;
  /** The service's host; `undefined` for the model in this browser. */
  readonly host: string | undefined;
  /** What this page has sent to the service so far. */
  readonly sent: readonly SentRequest[];
  /** A failure in one sentence for the person. */
  readonly describe: (error: unknown) => string;
}
