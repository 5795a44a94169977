/**
 * `ui:field: 'tags'`: a list of short texts as chips. Enter or a comma adds what was typed,
 * Backspace in the empty box removes the last chip, duplicates are ignored, and each kind of list
 * cleans its chips (`ui:options.chipKind`: `extension` turns ".PDF" into `pdf`).
 */
import type { FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions, helpId } from '@rjsf/utils';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { addChips, chipText, endsChip, parseChips, type ChipKind } from '../chips';
import { describedBy, isInvalid, problemsOf } from '../form-context';
import { pointerOfFieldId } from '../field-id';
import { problemsByItem } from '../problems';
import { ShowMore, useListPage } from '../../../ui/list-page';
import { ProblemList } from './problem-list';
import { helpClass, labelClass } from '../../../ui/field-classes';

export function TagsField(props: FieldProps) {
  const { fieldPathId, formData, uiSchema, registry, disabled, readonly, onChange } = props;
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const chips = Array.isArray(formData) ? formData.map((chip) => (typeof chip === 'string' ? chip : '')) : [];
  const kind = (typeof options.chipKind === 'string' ? options.chipKind : 'text') as ChipKind;
  const title = typeof options.title === 'string' ? options.title : props.name;
  const help = typeof options.help === 'string' ? options.help : undefined;
  const [draft, setDraft] = useState('');
  const problems = problemsOf(registry, id);
  const pointer = pointerOfFieldId(id);
  const { byIndex } = problemsByItem(problems, pointer, chips.length);
  const page = useListPage(chips.length);

  const commit = (next: string[]) => {
    const value = next.length === 0 && options.removeWhenEmpty === true ? undefined : next;
    onChange(value, fieldPathId.path, undefined, id);
  };
  const add = (text: string) => {
    const added = parseChips(text, kind);
    setDraft('');
    if (added.length > 0) commit(addChips(chips, added));
  };
  const remove = (index: number) => commit(chips.filter((_, i) => i !== index));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && chips.length > 0 && page.shown === chips.length) {
      // Only a chip that is drawn: removing one the person cannot see would go unnoticed.
      event.preventDefault();
      remove(chips.length - 1);
    }
  };
  const off = disabled || readonly;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={options.labelHidden === true ? 'sr-only' : labelClass}>
        {title}
      </label>
      {help && (
        <p id={helpId(id)} className={helpClass}>
          {help}
        </p>
      )}
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-2 py-1.5 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent-500 has-[[aria-invalid=true]]:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:has-[[aria-invalid=true]]:border-red-400">
        {chips.length > 0 && (
          <ul aria-label={`Chosen ${title.charAt(0).toLowerCase()}${title.slice(1)}`} className="contents">
            {chips.slice(0, page.shown).map((chip, index) => {
              const problem = byIndex.get(index)?.[0];
              const ring =
                problem?.severity === 'error'
                  ? 'ring-1 ring-red-600 dark:ring-red-400'
                  : problem?.severity === 'warning'
                    ? 'ring-1 ring-amber-500'
                    : '';
              return (
                <li
                  key={`${chip}-${index}`}
                  className={`inline-flex max-w-full items-center gap-0.5 rounded-full bg-neutral-100 py-0.5 pr-0.5 pl-2.5 text-sm text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100 ${ring}`}
                >
                  <span className="truncate">{chipText(chip, kind)}</span>
                  <button
                    type="button"
                    disabled={off}
                    onClick={() => remove(index)}
                    aria-label={`Remove ${chipText(chip, kind)}`}
                    title={`Remove ${chipText(chip, kind)}`}
                    className="inline-flex size-6 items-center justify-center rounded-full hover:bg-neutral-200 dark:hover:bg-neutral-700"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          id={id}
          type="text"
          value={draft}
          disabled={off}
          placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
          autoComplete="off"
          className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base outline-none sm:text-sm"
          onChange={(event) =>
            endsChip(event.target.value) ? add(event.target.value) : setDraft(event.target.value)
          }
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() !== '' && add(draft)}
          aria-invalid={isInvalid(registry, id) || undefined}
          aria-describedby={describedBy(registry, id, help)}
        />
      </div>
      <ShowMore page={page} what={title.toLowerCase()} />
      <ProblemList id={errorId(id)} problems={problems} />
    </div>
  );
}
