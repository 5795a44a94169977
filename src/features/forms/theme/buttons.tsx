/**
 * RJSF's buttons in the app's look: verbs for labels, icons always with an accessible name. theme.ts
 * hands every export of this file to RJSF as a button template, so it exports nothing else.
 */
import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '../../../ui/button';
import { iconButtonClass } from '../../../ui/field-classes';

function iconButton(Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>, fallback: string) {
  return function IconButton({
    registry: _registry,
    uiSchema: _ui,
    iconType: _type,
    icon: _icon,
    title,
    className: _c,
    ...rest
  }: IconButtonProps) {
    const name = title ?? fallback;
    return (
      <button type="button" className={iconButtonClass} aria-label={name} title={name} {...rest}>
        <Icon aria-hidden className="size-4" />
      </button>
    );
  };
}

export const MoveUpButton = iconButton(ArrowUp, 'Move up');
export const MoveDownButton = iconButton(ArrowDown, 'Move down');
export const RemoveButton = iconButton(Trash2, 'Remove');
export const CopyButton = iconButton(Copy, 'Duplicate');
export const ClearButton = iconButton(X, 'Clear');

/** "Add …": the uiSchema's `addLabel` names what is added ("Add starter"). */
export function AddButton({
  registry: _registry,
  uiSchema,
  iconType: _type,
  icon: _icon,
  className: _c,
  ...rest
}: IconButtonProps) {
  const label = getUiOptions(uiSchema).addLabel;
  return (
    <Button variant="secondary" className="self-start" {...rest}>
      <Plus aria-hidden className="size-4" />
      {typeof label === 'string' ? label : 'Add'}
    </Button>
  );
}

/** Our forms save as the person types: there is nothing to submit. */
export function SubmitButton(_props: SubmitButtonProps) {
  return null;
}
