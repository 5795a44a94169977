/**
 * Lists RJSF draws item by item (lists of objects, such as a server's arguments): a titled group,
 * each item with Move up, Move down and Remove buttons that name the item they act on. Lists of
 * short texts that should also reorder by drag use the `orderedList` field instead.
 */
import type {
  ArrayFieldDescriptionProps,
  ArrayFieldItemButtonsTemplateProps,
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  ArrayFieldTitleProps,
} from '@rjsf/utils';
import { buttonId, getUiOptions, helpId } from '@rjsf/utils';
import { helpClass, labelClass } from '../../../ui/field-classes';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, onAddClick, registry, title } = props;
  const options = getUiOptions(uiSchema);
  const help = typeof options.help === 'string' ? options.help : undefined;
  const empty = typeof options.emptyText === 'string' ? options.emptyText : undefined;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset
      id={fieldPathId.$id}
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={help ? helpId(fieldPathId.$id) : undefined}
    >
      <legend className={labelClass}>{options.title ?? title}</legend>
      {help && (
        <p id={helpId(fieldPathId.$id)} className={helpClass}>
          {help}
        </p>
      )}
      {items.length === 0 && empty && <p className={helpClass}>{empty}</p>}
      {items.length > 0 && <ol className="flex flex-col gap-2">{items}</ol>}
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <li className="flex min-w-0 items-start gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar && (
        <div className="flex shrink-0 items-center">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} uiSchema={uiSchema} />
        </div>
      )}
    </li>
  );
}

/** Move and remove buttons whose names say which item they act on ("Move item 2 up"). */
export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasMoveUp, hasMoveDown, hasRemove, index, fieldPathId, registry, uiSchema } =
    props;
  const { MoveUpButton, MoveDownButton, RemoveButton } = registry.templates.ButtonTemplates;
  const itemLabel = getUiOptions(uiSchema).itemLabel;
  const item = `${typeof itemLabel === 'string' ? itemLabel : 'item'} ${index + 1}`;
  const off = disabled || readonly;
  const moves = hasMoveUp || hasMoveDown;
  const buttons = [
    { kind: 'moveUp', Button: MoveUpButton, shown: moves, title: `Move ${item} up`, on: hasMoveUp },
    { kind: 'moveDown', Button: MoveDownButton, shown: moves, title: `Move ${item} down`, on: hasMoveDown },
    { kind: 'remove', Button: RemoveButton, shown: hasRemove, title: `Remove ${item}`, on: true },
  ] as const;
  const clicks = { moveUp: props.onMoveUpItem, moveDown: props.onMoveDownItem, remove: props.onRemoveItem };
  return (
    <>
      {buttons.map(
        ({ kind, Button, shown, title, on }) =>
          shown && (
            <Button
              key={kind}
              id={buttonId(fieldPathId, kind)}
              title={title}
              disabled={off || !on}
              onClick={clicks[kind]}
              registry={registry}
            />
          ),
      )}
    </>
  );
}

/** The list's title is drawn by `ArrayFieldTemplate` as its legend. */
export function ArrayFieldTitleTemplate(_props: ArrayFieldTitleProps) {
  return null;
}

/** Schema descriptions are never shown; help comes from the uiSchema. */
export function ArrayFieldDescriptionTemplate(_props: ArrayFieldDescriptionProps) {
  return null;
}
