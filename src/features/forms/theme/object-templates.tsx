/**
 * Objects: one column of fields, with the ones marked `ui:options.advanced` tucked under an
 * "Advanced" disclosure (the web name, a slot's short name). A nested object is a titled group.
 */
import type { ObjectFieldTemplateProps, UiSchema, WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, buttonId, getUiOptions, helpId } from '@rjsf/utils';
import { ChevronRight } from 'lucide-react';
import { isWithin } from '../problems';
import type { FormContext } from '../form-context';
import { pointerOfFieldId } from '../field-id';
import { helpClass, inputClass, labelClass } from '../../../ui/field-classes';

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId, registry, title } = props;
  const options = getUiOptions(uiSchema);
  const shown = properties.filter((property) => !property.hidden);
  const advanced = (name: string) => getUiOptions(uiSchema?.[name] as UiSchema | undefined).advanced === true;
  const basic = shown.filter((property) => !advanced(property.name));
  const tucked = shown.filter((property) => advanced(property.name));
  const context = registry.formContext as FormContext | undefined;
  const pointer = pointerOfFieldId(fieldPathId.$id);
  const tuckedProblems = tucked.reduce((count, property) => {
    const at = `${pointer}/${property.name}`;
    return (
      count +
      Object.entries(context?.problems ?? {})
        .filter(([key]) => isWithin(key, at))
        .reduce((sum, [, list]) => sum + list.length, 0)
    );
  }, 0);

  const body = (
    <>
      {basic.map((property) => property.content)}
      {tucked.length > 0 && (
        <details className="group rounded-lg">
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg py-1 text-sm font-medium text-neutral-700 select-none dark:text-neutral-300 [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
            Advanced
            {tuckedProblems > 0 && (
              <span className="ml-1 rounded-full bg-red-100 px-1.5 text-xs text-red-800 dark:bg-red-900/50 dark:text-red-200">
                {tuckedProblems} {tuckedProblems === 1 ? 'problem' : 'problems'}
              </span>
            )}
          </summary>
          <div className="mt-3 flex flex-col gap-5 border-l-2 border-neutral-200 pl-4 dark:border-neutral-800">
            {tucked.map((property) => property.content)}
          </div>
        </details>
      )}
    </>
  );

  if (!options.title) {
    // A form over a whole file shares the file's root pointer with its sibling forms: no id then,
    // so ids stay unique (the view gives the root's id to its own list of general problems).
    return (
      <div id={pointer === '' ? undefined : fieldPathId.$id} className="flex flex-col gap-5">
        {body}
      </div>
    );
  }
  const help = typeof options.help === 'string' ? options.help : undefined;
  return (
    <fieldset
      id={fieldPathId.$id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
      aria-describedby={help ? helpId(fieldPathId.$id) : undefined}
    >
      <legend className={`px-1 ${labelClass}`}>{title}</legend>
      {help && (
        <p id={helpId(fieldPathId.$id)} className={`-mt-2 ${helpClass}`}>
          {help}
        </p>
      )}
      {body}
    </fieldset>
  );
}

/**
 * A member of an open-ended map (environment variables, headers, metadata): its name and its value
 * side by side, with a remove button. The name is committed when the input loses focus.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, schema, onKeyRenameBlur, onRemoveProperty, disabled, readonly, registry } =
    props;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const itemLabel = getUiOptions(props.uiSchema).keyLabel;
  return (
    <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-key`} className={labelClass}>
          {typeof itemLabel === 'string' ? itemLabel : 'Name'}
        </label>
        <input
          key={label}
          id={`${id}-key`}
          type="text"
          className={inputClass}
          defaultValue={label}
          onBlur={onKeyRenameBlur}
          disabled={disabled || readonly}
        />
      </div>
      <div className="min-w-0 flex-1">{children}</div>
      <RemoveButton
        id={buttonId(id, 'remove')}
        title={`Remove ${label}`}
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        registry={registry}
      />
    </div>
  );
}
