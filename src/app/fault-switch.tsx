/**
 * A switch for the end-to-end tests to make one part of the workspace fail while drawing, since no
 * input is known to break a view once the known faults are fixed, and the error boundaries still
 * need proving. Harmless in production: nothing sets it.
 *
 *   globalThis.__SOLUTION_BUILDER_FAIL_PART__ = 'files'   // a view's name, 'preview' or 'problems'
 */
declare global {
  var __SOLUTION_BUILDER_FAIL_PART__: string | undefined;
}

/** Throws while drawing when the switch names `part`; draws nothing otherwise. */
export function FaultSwitch({ part }: { readonly part: string }) {
  if (globalThis.__SOLUTION_BUILDER_FAIL_PART__ === part) throw new Error(`Injected fault in ${part}`);
  return null;
}
