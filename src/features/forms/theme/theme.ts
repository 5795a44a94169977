/**
 * The app's RJSF theme: every template, widget and custom field our forms use, drawn with
 * Tailwind in the app's look instead of RJSF's Bootstrap markup. `SchemaForm` passes it to every
 * form; a view adds nothing of its own here, it chooses through its uiSchema.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import {
  ArrayFieldDescriptionTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
} from './array-templates';
// Every export of buttons.tsx is one of RJSF's button templates, under the name RJSF gives it.
import * as ButtonTemplates from './buttons';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  TitleFieldTemplate,
  UnsupportedFieldTemplate,
} from './field-templates';
import { BaseInputTemplate, SelectWidget, SwitchWidget, TextareaWidget } from './inputs';
import { ObjectFieldTemplate, WrapIfAdditionalTemplate } from './object-templates';
import { OrderedListField } from './ordered-list-field';
import { TagsField } from './tags-field';

export const templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
} = {
  ArrayFieldDescriptionTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  UnsupportedFieldTemplate,
  WrapIfAdditionalTemplate,
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
