/**
 * The app's RJSF theme: every template, widget and custom field our forms use, drawn with
 * Tailwind in the app's look instead of RJSF's Bootstrap markup. `SchemaForm` passes it to every
 * form; a view adds nothing of its own here, it chooses through its uiSchema.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
// Every export of these four files is one of RJSF's templates, under the name RJSF gives it
// (buttons.tsx's are its button templates).
import * as ArrayTemplates from './array-templates';
import * as ButtonTemplates from './buttons';
import * as FieldTemplates from './field-templates';
import * as ObjectTemplates from './object-templates';
import { BaseInputTemplate, SelectWidget, SwitchWidget, TextareaWidget } from './inputs';
import { OrderedListField } from './ordered-list-field';
import { TagsField } from './tags-field';

export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  ...ArrayTemplates,
  ...FieldTemplates,
  ...ObjectTemplates,
  BaseInputTemplate,
  ButtonTemplates,
};

export const widgets: RegistryWidgetsType = {
  CheckboxWidget: SwitchWidget,
  SelectWidget,
  TextareaWidget,
};

/** Custom fields chosen with `ui:field`: `tags` (chips) and `orderedList` (reorderable texts). */
export const fields: RegistryFieldsType = {
  tags: TagsField,
  orderedList: OrderedListField,
};
