/**
 * A check for uiSchemas: every field a form renders has a plain-language label (`ui:title`) and
 * a one-line help (`ui:help`), so no field falls back to a schema member name or description.
 * Views call it from their tests.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isJsonObject } from '../../model/json-document';
import { resolvedSchema } from './field-pointers';

/** The pointers of the fields of `schema` that lack a `ui:title` or a `ui:help` in `uiSchema`. */
export function fieldsWithoutWords(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const missing: string[] = [];
  const visit = (node: RJSFSchema, ui: UiSchema | undefined, pointer: string) => {
    const resolved = resolvedSchema(node, schema);
    if (pointer !== '' && (typeof ui?.['ui:title'] !== 'string' || typeof ui?.['ui:help'] !== 'string')) {
      missing.push(pointer);
    }
    if (ui?.['ui:field'] !== undefined || !isJsonObject(resolved.properties)) return;
    for (const [key, child] of Object.entries(resolved.properties)) {
      if (typeof child === 'object') visit(child, ui?.[key] as UiSchema | undefined, `${pointer}/${key}`);
    }
  };
  visit(schema, uiSchema, '');
  return missing;
}
