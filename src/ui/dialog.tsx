import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useReadOnly } from './read-only';

export interface DialogProps {
  readonly title: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons, right-aligned at the bottom. */
  readonly actions: ReactNode;
}

/** The kinds of `<input>` a person types a line of text in. */
const TEXT_INPUTS = new Set(['text', 'search', 'url', 'email', 'tel', 'password', 'number']);

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it, and
 * focus returns to where it was when it closes. Enter in one of its text fields presses its
 * primary button (when that can be pressed), as Enter in a form would.
 */
export function Dialog({ title, open, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  // A view's dialog changes the solution: when another tab takes it over, the dialog goes away
  // (its buttons would be disabled and the notice with "Take over" hidden behind it).
  const readOnly = useReadOnly();
  useEffect(() => {
    if (open && readOnly) onClose();
  }, [open, readOnly, onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal focuses the first control; a dialog whose first box is not where typing starts
      // marks the one that is (React's autoFocus runs before showModal and is overridden).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus(returnTo.current);
    }
  }, [open]);
  // Most dialogs are removed rather than closed, and a removed <dialog> gives no focus back.
  useEffect(() => () => restoreFocus(returnTo.current), []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        const field = event.target;
        if (
          event.key !== 'Enter' ||
          event.defaultPrevented ||
          event.altKey ||
          event.ctrlKey ||
          event.metaKey ||
          event.shiftKey ||
          event.nativeEvent.isComposing ||
          !(field instanceof HTMLInputElement) ||
          field.readOnly ||
          !TEXT_INPUTS.has(field.type)
        )
          return;
        event.preventDefault();
        const primary = actionsRef.current?.querySelectorAll<HTMLButtonElement>(
          'button[data-variant="primary"]',
        );
        const main = primary?.[primary.length - 1];
        if (main && !main.disabled) main.click();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-neutral-950/40 dark:bg-neutral-900 dark:text-neutral-100"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="text-sm text-neutral-700 dark:text-neutral-300">{children}</div>
          <div ref={actionsRef} className="flex flex-wrap justify-end gap-2">
            {actions}
          </div>
        </div>
      )}
    </dialog>
  );
}

/** Puts the focus back where it was, unless that element is gone or focus was already moved on. */
function restoreFocus(element: HTMLElement | null): void {
  const active = document.activeElement;
  if (element?.isConnected && (active === null || active === document.body || active.closest('dialog')))
    element.focus();
}
