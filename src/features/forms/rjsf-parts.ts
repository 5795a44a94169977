/**
 * The few pieces of react-jsonschema-form that views use beside a form (the ids RJSF gives a
 * field's help and error text, and the ui-schema types), so that @rjsf/* stays inside forms/.
 */
export { errorId, helpId } from '@rjsf/utils';
export type { UiSchema, WidgetProps } from '@rjsf/utils';
