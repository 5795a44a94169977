/**
 * The pointers of the fields a form renders for a schema, a uiSchema and the data: the places a
 * diagnostic can be shown. Mirrors what RJSF renders: an object shows its properties, a list its
 * items, and a field with its own `ui:field` (tags, ordered lists) shows its items itself.
 */
import { findSchemaDefinition, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { isJsonObject } from '../../model/json-document';
import { pointerBelow } from './field-id';

/** Every rendered field's pointer, `base` first. */
export function fieldPointers(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  data: unknown,
  base: string,
): string[] {
  const pointers: string[] = [];
  const visit = (node: RJSFSchema, ui: UiSchema | undefined, value: unknown, path: (string | number)[]) => {
    const resolved = resolvedSchema(node, schema);
    if (ui?.['ui:widget'] === 'hidden') return;
    pointers.push(pointerBelow(base, path));
    if (ui?.['ui:field'] !== undefined) return;
    if (isJsonObject(resolved.properties)) {
      for (const [key, child] of Object.entries(resolved.properties)) {
        if (typeof child !== 'object') continue;
        const childValue = isJsonObject(value) ? value[key] : undefined;
        visit(child, ui?.[key] as UiSchema | undefined, childValue, [...path, key]);
      }
    }
    const items = resolved.items;
    if (items && typeof items === 'object' && !Array.isArray(items) && Array.isArray(value)) {
      value.forEach((item, index) => visit(items, ui?.items as UiSchema | undefined, item, [...path, index]));
    }
  };
  visit(schema, uiSchema, data, []);
  return pointers;
}

/**
 * `node` with its `$ref` followed through `root` by RJSF's own lookup (which follows a chain of
 * them), the members written beside the `$ref` kept over the definition's; a node whose `$ref`
 * names nothing in `root` is taken as it is.
 */
export function resolvedSchema(node: RJSFSchema, root: RJSFSchema): RJSFSchema {
  if (typeof node.$ref !== 'string') return node;
  const { $ref, ...beside } = node;
  try {
    return { ...findSchemaDefinition<RJSFSchema>($ref, root), ...beside };
  } catch {
    return node;
  }
}
