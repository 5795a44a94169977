/**
 * How a field is laid out: label, one-line help, the control, then our validator's problems.
 * Schema descriptions and RJSF's own error messages are never shown: the help text comes from the
 * uiSchema (`ui:help`) and the problems from `validate()` through the form context.
 */
import type {
  DescriptionFieldProps,
  ErrorListProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  MultiSchemaFieldTemplateProps,
  TitleFieldProps,
  UnsupportedFieldProps,
} from '@rjsf/utils';
import { errorId, getUiOptions, helpId } from '@rjsf/utils';
import { problemsOf } from '../form-context';
import { ProblemList } from './problem-list';
import { helpClass, labelClass } from '../../../ui/field-classes';

/** Label above, help under the label, the control, problems below (linked by `aria-describedby`). */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, displayLabel, hidden, uiSchema, registry, classNames } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const options = getUiOptions(uiSchema);
  const help = typeof options.help === 'string' ? options.help : undefined;
  // Custom fields (`ui:field`: tags, ordered lists) draw their own parts and place their own problems.
  const ownProblems = uiSchema?.['ui:field'] !== undefined || options.ownProblems === true;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${classNames ?? ''}`}>
      {displayLabel && label && (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {displayLabel && help && (
        <p id={helpId(id)} className={helpClass}>
          {help}
        </p>
      )}
      {children}
      {!ownProblems && <ProblemList id={errorId(id)} problems={problemsOf(registry, id)} />}
    </div>
  );
}

/** Problems are drawn by `FieldTemplate` from our validator, never from RJSF's error schema. */
export function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

/** Help is drawn by `FieldTemplate` (and by fields that draw their own label). */
export function FieldHelpTemplate(_props: FieldHelpProps) {
  return null;
}

/** Schema descriptions are a writer's contract, not help for people: never shown. */
export function DescriptionFieldTemplate(_props: DescriptionFieldProps) {
  return null;
}

/** RJSF's list of all errors at the top of the form is never shown. */
export function ErrorListTemplate(_props: ErrorListProps) {
  return null;
}

/** A group's heading (objects and lists), only when the uiSchema gives one in plain words. */
export function TitleFieldTemplate({ id, title, uiSchema }: TitleFieldProps) {
  const explicit = getUiOptions(uiSchema).title;
  if (!explicit) return null;
  return (
    <legend id={id} className="mb-1 text-base font-semibold">
      {title}
    </legend>
  );
}

/** A schema the forms cannot draw: say where to edit it instead of showing a schema keyword. */
export function UnsupportedFieldTemplate({ fieldPathId }: UnsupportedFieldProps) {
  return (
    <p id={fieldPathId.$id} className={helpClass}>
      This part can be edited in the Files view.
    </p>
  );
}

/** A choice between shapes (`oneOf`): the choice, then the chosen shape's fields. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {selector}
      {optionSchemaField}
    </div>
  );
}
