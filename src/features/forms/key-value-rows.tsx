/**
 * Name/value rows for a map of texts: environment variables, headers, a skill's extra details.
 * A custom control rather than RJSF's open-ended objects, so a person adds a row, types its name
 * and value, and never sees braces. The Skills view uses it too: it belongs with the shared form
 * pieces, and lives here until the forms feature offers one.
 */
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { escapePointerSegment } from '../../model/json-document';
import { jsonEqual } from '../../model/json-sync';
import type { Diagnostic } from '../../validate/diagnostic';
import { Button } from '../../ui/button';
import { fieldId, pointerOfFieldId } from './field-id';
import { problemsOf, type FormContext } from './form-context';
import { isWithin } from './problems';
import { helpClass, iconButtonClass, inputClass, labelClass } from '../../ui/field-classes';
import { ProblemList } from './theme/problem-list';
import { objectFromRows, repeatedRows, rowsFromObject, type KeyValueRow } from './key-value';

/** The words of one kind of map. */
export interface KeyValueWords {
  readonly title: string;
  readonly help?: string;
  readonly keyLabel: string;
  readonly valueLabel: string;
  readonly addLabel: string;
  readonly emptyText?: string;
  readonly keyPlaceholder?: string;
  readonly valuePlaceholder?: string;
}

export interface KeyValueRowsProps {
  /** The map's id (a field id: the file and the map's pointer). */
  readonly id: string;
  readonly file: string;
  readonly pointer: string;
  readonly words: KeyValueWords;
  /** The map as the file holds it (anything that is not an object reads as empty). */
  readonly value: unknown;
  /** The new map; `undefined` once the last row is removed, so the member goes away. */
  readonly onChange: (next: Record<string, string> | undefined) => void;
  /** Our validator's problems within the map; each is shown under its row. */
  readonly problems: readonly Diagnostic[];
  /** Names differing only in case are the same name (HTTP headers). */
  readonly ignoreCase?: boolean;
  readonly disabled?: boolean;
}

export function KeyValueRows({
  id,
  file,
  pointer,
  words,
  value,
  onChange,
  problems,
  ignoreCase,
  disabled,
}: KeyValueRowsProps) {
  const external = objectFromRows(rowsFromObject(value), ignoreCase);
  const [draft, setDraft] = useState(() => {
    const rows = rowsFromObject(value);
    return { rows, nextId: rows.length };
  });
  // The rows are a draft of the file's map; when the map changed elsewhere (undo, the Files view),
  // the file wins. Order is ignored here, so a renamed member moving in the file keeps its row.
  if (!jsonEqual(objectFromRows(draft.rows, ignoreCase), external)) {
    const rows = rowsFromObject(value, draft.nextId);
    setDraft({ rows, nextId: draft.nextId + rows.length });
  }
  const focusRow = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (focusRow.current === undefined) return;
    document.getElementById(`${id}__row${focusRow.current}__name`)?.focus();
    focusRow.current = undefined;
  });

  const update = (rows: KeyValueRow[], nextId = draft.nextId) => {
    setDraft({ rows, nextId });
    const next = objectFromRows(rows, ignoreCase);
    if (!jsonEqual(next, external)) onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  const edit = (rowId: number, change: Partial<KeyValueRow>) =>
    update(draft.rows.map((row) => (row.id === rowId ? { ...row, ...change } : row)));
  const add = () => {
    focusRow.current = draft.nextId;
    update([...draft.rows, { id: draft.nextId, key: '', value: '' }], draft.nextId + 1);
  };
  const repeated = repeatedRows(draft.rows, ignoreCase);
  const rowPointer = (key: string) => `${pointer}/${escapePointerSegment(key.trim())}`;
  const rowProblems = (row: KeyValueRow) =>
    row.key.trim() === '' || repeated.has(row.id)
      ? []
      : problems.filter((d) => d.pointer !== undefined && isWithin(d.pointer, rowPointer(row.key)));
  const placed = new Set(draft.rows.flatMap(rowProblems));
  const helpId = `${id}__help`;

  return (
    <fieldset
      id={id}
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={words.help ? helpId : undefined}
    >
      <legend className={`mb-1 ${labelClass}`}>{words.title}</legend>
      {words.help && (
        <p id={helpId} className={helpClass}>
          {words.help}
        </p>
      )}
      {draft.rows.length === 0 && words.emptyText && <p className={helpClass}>{words.emptyText}</p>}
      {draft.rows.length > 0 && (
        <div
          aria-hidden
          className="grid grid-cols-[1fr_1fr_2.25rem] gap-2 text-xs font-medium text-neutral-600 dark:text-neutral-400"
        >
          <span>{words.keyLabel}</span>
          <span>{words.valueLabel}</span>
        </div>
      )}
      <ul className="flex flex-col gap-2">
        {draft.rows.map((row, index) => {
          const own = rowProblems(row);
          const key = row.key.trim();
          const named = key !== '' && !repeated.has(row.id);
          const valueId = named ? fieldId(file, rowPointer(key)) : `${id}__row${row.id}__value`;
          const noteId = `${id}__row${row.id}__note`;
          const rowName = key || `${words.keyLabel.toLowerCase()} ${index + 1}`;
          return (
            <li key={row.id} className="flex flex-col gap-1">
              <div className="grid grid-cols-[1fr_1fr_2.25rem] items-center gap-2">
                <input
                  id={`${id}__row${row.id}__name`}
                  className={inputClass}
                  value={row.key}
                  placeholder={words.keyPlaceholder}
                  aria-label={`${words.keyLabel} ${index + 1}`}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={disabled}
                  aria-invalid={repeated.has(row.id) || undefined}
                  aria-describedby={repeated.has(row.id) ? noteId : undefined}
                  onChange={(event) => edit(row.id, { key: event.target.value })}
                />
                <input
                  id={valueId}
                  className={inputClass}
                  value={row.value}
                  placeholder={words.valuePlaceholder}
                  aria-label={`${words.valueLabel} of ${rowName}`}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={disabled}
                  aria-invalid={own.some((d) => d.severity === 'error') || undefined}
                  aria-describedby={own.length > 0 ? noteId : undefined}
                  onChange={(event) => edit(row.id, { value: event.target.value })}
                />
                <button
                  type="button"
                  className={iconButtonClass}
                  aria-label={`Remove ${rowName}`}
                  title={`Remove ${rowName}`}
                  disabled={disabled}
                  onClick={() => update(draft.rows.filter((other) => other.id !== row.id))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
              {repeated.has(row.id) ? (
                <p id={noteId} className="text-sm text-amber-800 dark:text-amber-300">
                  “{key}” is already used above, so this row is not saved. Give it another name.
                </p>
              ) : (
                <ProblemList id={noteId} problems={own} />
              )}
            </li>
          );
        })}
      </ul>
      <ProblemList problems={problems.filter((d) => !placed.has(d))} />
      <Button className="self-start" onClick={add} disabled={disabled}>
        <Plus aria-hidden className="size-4" /> {words.addLabel}
      </Button>
    </fieldset>
  );
}

/**
 * The rows as an RJSF field (`'ui:field': KeyValueField`), with its words in `ui:options`
 * (`title`, `help`, `keyLabel`, `valueLabel`, `addLabel`, `emptyText`, placeholders, `ignoreCase`).
 */
export function KeyValueField(props: FieldProps) {
  const { fieldPathId, formData, uiSchema, registry, disabled, readonly, onChange } = props;
  const options = getUiOptions(uiSchema);
  const text = (key: string) => (typeof options[key] === 'string' ? (options[key] as string) : undefined);
  const id = fieldPathId.$id;
  const words: KeyValueWords = {
    title: text('title') ?? props.name,
    help: text('help'),
    keyLabel: text('keyLabel') ?? 'Name',
    valueLabel: text('valueLabel') ?? 'Value',
    addLabel: text('addLabel') ?? 'Add',
    emptyText: text('emptyText'),
    keyPlaceholder: text('keyPlaceholder'),
    valuePlaceholder: text('valuePlaceholder'),
  };
  return (
    <KeyValueRows
      id={id}
      file={(registry.formContext as FormContext | undefined)?.file ?? ''}
      pointer={pointerOfFieldId(id)}
      words={words}
      value={formData}
      onChange={(next) => onChange(next, fieldPathId.path, undefined, id)}
      problems={problemsOf(registry, id)}
      ignoreCase={options.ignoreCase === true}
      disabled={disabled || readonly}
    />
  );
}
