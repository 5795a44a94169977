/**
 * `ui:field: 'orderedList'`: a list of short texts whose order matters (conversation starters).
 * Each item is a text box with Move up, Move down and Remove; Alt+Arrow keys move the item being
 * typed in, and Enter in an item that has words adds the next one after it, the keyboard in it;
 * items can be dragged by their handle. The focus follows a moved item, and a live
 * region says where it went. Item ids follow the pointer (`…#/starters/2`) for focus requests.
 */
import type { FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions, helpId } from '@rjsf/utils';
import { GripVertical, Plus } from 'lucide-react';
import { useContext, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/button';
import { ShowMore, useListPage } from '../../../ui/list-page';
import { problemsOf, type FormContext } from '../form-context';
import { FreshRowsContext } from '../fresh-rows';
import { pointerOfFieldId } from '../field-id';
import { problemsByItem } from '../problems';
import { moveItem } from '../list-moves';
import { ProblemList } from './problem-list';
import { helpClass, iconButtonClass, inputClass, labelClass } from '../../../ui/field-classes';
import { MoveDownButton, MoveUpButton, RemoveButton } from './buttons';

type Control = 'input' | 'up' | 'down';

export function OrderedListField(props: FieldProps) {
  const { fieldPathId, formData, uiSchema, registry, disabled, readonly, onChange } = props;
  const fresh = useContext(FreshRowsContext);
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const items: string[] = Array.isArray(formData)
    ? formData.map((item) => (typeof item === 'string' ? item : ''))
    : [];
  const title = typeof options.title === 'string' ? options.title : props.name;
  const help = typeof options.help === 'string' ? options.help : undefined;
  const itemLabel = typeof options.itemLabel === 'string' ? options.itemLabel : 'Item';
  const pointer = pointerOfFieldId(id);
  const file = (registry.formContext as FormContext | undefined)?.file ?? '';
  const problems = problemsOf(registry, id);
  const { byIndex, rest: listProblems } = problemsByItem(problems, pointer, items.length);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | undefined>(undefined);
  // Where the focus goes once the moved or added item is drawn at its new place.
  const pendingFocus = useRef<{ index: number; control: Control } | undefined>(undefined);
  const itemId = (index: number) => `${id}/${index}`;
  const page = useListPage(items.length);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = undefined;
    const suffix = pending.control === 'input' ? '' : `__${pending.control}`;
    const target = document.getElementById(`${itemId(pending.index)}${suffix}`) as HTMLButtonElement | null;
    const usable = target && !target.disabled ? target : document.getElementById(itemId(pending.index));
    usable?.focus();
  });

  // Typing names its item (so the view groups keystrokes per starter); moves name the list.
  const commit = (next: string[], changed = id) => onChange(next, fieldPathId.path, undefined, changed);
  const move = (from: number, to: number, control: Control) => {
    if (to < 0 || to >= items.length || from === to) return;
    pendingFocus.current = { index: to, control };
    setAnnouncement(`${itemLabel} moved to position ${to + 1} of ${items.length}.`);
    fresh.settle(file, pointer);
    commit(moveItem(items, from, to));
  };
  /** Adds an empty item at `at` (the end unless said), the keyboard in it. */
  const add = (at = items.length) => {
    pendingFocus.current = { index: at, control: 'input' };
    page.reveal(at);
    // Items after it move: their fresh rows no longer name them.
    if (at < items.length) fresh.settle(file, pointer);
    fresh.mark(file, `${pointer}/${at}`);
    commit([...items.slice(0, at), '', ...items.slice(at)]);
  };
  const remove = (index: number) => {
    pendingFocus.current =
      items.length > 1 ? { index: Math.min(index, items.length - 2), control: 'input' } : undefined;
    setAnnouncement(`${itemLabel} ${index + 1} removed.`);
    fresh.settle(file, pointer);
    commit(items.filter((_, i) => i !== index));
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const plainEnter =
      event.key === 'Enter' &&
      !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.nativeEvent.isComposing);
    if (plainEnter) {
      event.preventDefault();
      // An empty item is where the next one would be typed already.
      if (items[index]?.trim()) add(index + 1);
      return;
    }
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'input');
  };
  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragging !== undefined) move(dragging, to, 'input');
    setDragging(undefined);
  };
  const off = disabled || readonly;

  return (
    <fieldset
      id={id}
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={help ? helpId(id) : undefined}
    >
      <legend className={options.labelHidden === true ? 'sr-only' : labelClass}>{title}</legend>
      {help && (
        <p id={helpId(id)} className={`-mt-1 ${helpClass}`}>
          {help}
        </p>
      )}
      {items.length === 0 && typeof options.emptyText === 'string' && (
        <p className={helpClass}>{options.emptyText}</p>
      )}
      {items.length > 0 && (
        <ol className="flex flex-col gap-2">
          {items.slice(0, page.shown).map((text, index) => {
            const label = `${itemLabel} ${index + 1}`;
            const mine = byIndex.get(index) ?? [];
            return (
              <li
                key={index}
                onDragOver={(event) => dragging !== undefined && event.preventDefault()}
                onDrop={onDrop(index)}
                onBlur={fresh.settleOnLeave(file, `${pointer}/${index}`)}
                className={`flex flex-col gap-1 rounded-lg ${dragging === index ? 'opacity-50' : ''}`}
              >
                <div className="flex min-w-0 items-center gap-1">
                  <span
                    aria-hidden
                    draggable={!off}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', text);
                      const row = event.currentTarget.closest('li');
                      if (row) event.dataTransfer.setDragImage(row, 16, 16);
                      setDragging(index);
                    }}
                    onDragEnd={() => setDragging(undefined)}
                    title="Drag to reorder"
                    className={`${iconButtonClass} cursor-grab active:cursor-grabbing`}
                  >
                    <GripVertical aria-hidden className="size-4" />
                  </span>
                  <input
                    id={itemId(index)}
                    type="text"
                    className={inputClass}
                    value={text}
                    disabled={off}
                    aria-label={label}
                    aria-invalid={mine.some((d) => d.severity === 'error') || undefined}
                    aria-describedby={
                      [mine.length > 0 ? errorId(itemId(index)) : '', help ? helpId(id) : '']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    onChange={(event) =>
                      commit(
                        items.map((item, i) => (i === index ? event.target.value : item)),
                        itemId(index),
                      )
                    }
                    onKeyDown={onKeyDown(index)}
                  />
                  <MoveUpButton
                    id={`${itemId(index)}__up`}
                    title={`Move ${label} up`}
                    disabled={off || index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                    registry={registry}
                  />
                  <MoveDownButton
                    id={`${itemId(index)}__down`}
                    title={`Move ${label} down`}
                    disabled={off || index === items.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                    registry={registry}
                  />
                  <RemoveButton
                    title={`Remove ${label}`}
                    disabled={off}
                    onClick={() => remove(index)}
                    registry={registry}
                  />
                </div>
                <ProblemList id={errorId(itemId(index))} problems={mine} className="pl-10" />
              </li>
            );
          })}
        </ol>
      )}
      <ShowMore page={page} />
      <ProblemList id={errorId(id)} problems={listProblems} />
      <Button variant="secondary" className="self-start" disabled={off} onClick={() => add()}>
        <Plus aria-hidden className="size-4" />
        {typeof options.addLabel === 'string' ? options.addLabel : 'Add'}
      </Button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
