/**
 * What every field of our forms can read from RJSF's `registry.formContext`: the file being edited
 * and our validator's problems placed under the fields they are about.
 */
import type { Registry } from '@rjsf/utils';
import { errorId, helpId } from '@rjsf/utils';
import type { Diagnostic } from '../../validate/diagnostic';
import { pointerOfFieldId } from './field-id';
import type { ProblemsByField } from './problems';

export interface FormContext {
  readonly file: string;
  readonly problems: ProblemsByField;
}

const none: readonly Diagnostic[] = [];

/** The problems shown under the field with DOM id `id`. */
export function problemsOf(registry: Registry, id: string): readonly Diagnostic[] {
  const context = registry.formContext as FormContext | undefined;
  return context?.problems[pointerOfFieldId(id)] ?? none;
}

/** Whether the field has an error (for `aria-invalid`; warnings do not make a value invalid). */
export function isInvalid(registry: Registry, id: string): boolean {
  return problemsOf(registry, id).some((d) => d.severity === 'error');
}

/**
 * `aria-describedby` for an input: its help line and its problems, naming only elements that
 * exist (RJSF would name three ids whether or not they are rendered).
 */
export function describedBy(registry: Registry, id: string, help: unknown): string | undefined {
  const ids = [...(problemsOf(registry, id).length > 0 ? [errorId(id)] : []), ...(help ? [helpId(id)] : [])];
  return ids.length > 0 ? ids.join(' ') : undefined;
}
