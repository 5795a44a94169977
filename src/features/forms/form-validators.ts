/**
 * The forms' schemas and their validators, compiled at build time (scripts/compile-form-validators.mjs):
 * nothing here generates code at run time, so the page keeps its CSP without 'unsafe-eval'.
 * Only `createPrecompiledValidator` is imported (by path), so ajv itself stays out of the bundle.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { formSchemas, formValidators, type FormName } from './generated/form-validators.js';

export type { FormName };

/** A form's root schema and the validator compiled for exactly that object. */
export interface CompiledForm {
  readonly schema: RJSFSchema;
  readonly validator: ValidatorType;
}

const cache = new Map<FormName, CompiledForm>();

/**
 * The schema and validator of form `name`. The schema is the very object the validator was
 * compiled from: RJSF refuses any other root schema, so pass this one to the form unchanged.
 */
export function compiledForm(name: FormName): CompiledForm {
  let form = cache.get(name);
  if (!form) {
    const schema = formSchemas[name];
    form = { schema, validator: createPrecompiledValidator(formValidators[name], schema) };
    cache.set(name, form);
  }
  return form;
}
