/**
 * zod, which the AI SDK's providers read a service's answers with, compiles checking code at run
 * time when it can, and finds out whether it can with `new Function`. The conversation's document
 * allows no 'unsafe-eval' (and the builder runs no generated code), so it is told not to try.
 */
import { config } from 'zod/v4/core';

/** Call once, before the first answer is read. */
export function forbidRuntimeCode(): void {
  config({ jitless: true });
}
