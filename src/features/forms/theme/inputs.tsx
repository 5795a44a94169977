/**
 * The controls: text inputs (with suggestions from `ui:options.suggestions` as a datalist), text
 * areas that grow with their text, selects and switches. Each links its help and problems with
 * `aria-describedby` and says `aria-invalid` when our validator found an error in it.
 */
import type { BaseInputTemplateProps, WidgetProps } from '@rjsf/utils';
import { getInputProps, helpId } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { describedBy, isInvalid, problemsOf } from '../form-context';
import { Switch } from '../switch';
import { helpClass, inputClass } from '../../../ui/field-classes';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride } =
    props;
  const { options, schema, type, registry, placeholder } = props;
  const inputProps = getInputProps(schema, type, options);
  const suggestions = Array.isArray(options.suggestions) ? (options.suggestions as string[]) : undefined;
  const listId = suggestions ? `${id}__suggestions` : undefined;
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        className={inputClass}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        placeholder={placeholder}
        value={value ?? ''}
        {...inputProps}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
        spellCheck={options.spellcheck === false ? false : undefined}
        list={listId}
        onChange={onChangeOverride ?? change}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={isInvalid(registry, id) || undefined}
        aria-describedby={describedBy(registry, id, options.help)}
      />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** A text area that grows with its text (`ui:options.rows` is its smallest height). */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, registry } =
    props;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className={`${inputClass} field-sizing-content`}
      style={{ minHeight: `${(typeof options.rows === 'number' ? options.rows : 3) * 1.5 + 1}rem` }}
      value={typeof value === 'string' ? value : ''}
      placeholder={props.placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      aria-invalid={isInvalid(registry, id) || undefined}
      aria-describedby={describedBy(registry, id, options.help)}
    />
  );
}

/** A native select over the schema's choices (labels from `ui:enumNames` or the uiSchema). */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, registry } = props;
  const choices = options.enumOptions ?? [];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <select
      id={id}
      className={inputClass}
      value={index < 0 ? '' : String(index)}
      disabled={disabled || readonly}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : choices[Number(event.target.value)]?.value)
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      aria-invalid={isInvalid(registry, id) || undefined}
      aria-describedby={describedBy(registry, id, options.help)}
    >
      {index < 0 && <option value="">Choose…</option>}
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A yes/no member as a switch, with its label beside it and its help under it. */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, label, options, registry } = props;
  const help = typeof options.help === 'string' ? options.help : undefined;
  return (
    <div className="flex flex-col gap-1">
      <Switch
        id={id}
        checked={value === true}
        onChange={(checked) => onChange(checked ? true : options.emptyValue)}
        label={typeof options.title === 'string' ? options.title : label}
        disabled={disabled || readonly}
        invalid={problemsOf(registry, id).some((d) => d.severity === 'error')}
        describedBy={describedBy(registry, id, help)}
      />
      {help && (
        <p id={helpId(id)} className={`pl-14 ${helpClass}`}>
          {help}
        </p>
      )}
    </div>
  );
}
