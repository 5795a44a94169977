/**
 * The open state of a button's popup (a menu, a short list of actions), and the handlers for the
 * element that holds the button and the popup: focus leaving it (a click or Tab elsewhere) closes
 * the popup, and so does Escape while it is open, which goes no further (a dialog around it stays).
 */
import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/** `onKey` hears each key pressed while the popup is open, Escape included (after it closed it). */
export function usePopup(onKey?: (event: KeyboardEvent<HTMLElement>) => void) {
  const [open, setOpen] = useState(false);
  const holder = {
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!open) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
      onKey?.(event);
    },
  };
  return { open, setOpen, holder };
}
