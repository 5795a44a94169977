/**
 * A switch for the end-to-end tests to make storage fail on purpose, since a real full disk or a
 * private window cannot be arranged from Playwright. Harmless in production: nothing sets it.
 *
 *   globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ = 'quota'        // every write fails as if full
 *   globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ = 'unavailable'  // opening the database fails
 *   globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ = 'no-answer'    // writes wait, unanswered, until it is deleted
 *   delete globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__           // storage works again
 *
 * It is read at every write and every open, so a test can turn it on and off while the page runs.
 */

/** The failures the hook can inject. */
export type InjectedFailure = 'quota' | 'unavailable' | 'no-answer';

declare global {
  var __SOLUTION_BUILDER_FAIL_STORAGE__: InjectedFailure | undefined;
}

/** Throws a QuotaExceededError-like error when the hook asks writes to fail. */
export function failWriteIfInjected(): void {
  if (globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ === 'quota') {
    throw new DOMException('Injected by __SOLUTION_BUILDER_FAIL_STORAGE__', 'QuotaExceededError');
  }
}

/** Throws like a blocked `indexedDB.open` when the hook asks storage to be unavailable. */
export function failOpenIfInjected(): void {
  if (globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ === 'unavailable') {
    throw new DOMException('Injected by __SOLUTION_BUILDER_FAIL_STORAGE__', 'SecurityError');
  }
}

/** Holds a write, unanswered, for as long as the hook says storage does not answer. */
export async function holdWriteIfInjected(): Promise<void> {
  while (globalThis.__SOLUTION_BUILDER_FAIL_STORAGE__ === 'no-answer')
    await new Promise((resolve) => setTimeout(resolve, 100));
}
