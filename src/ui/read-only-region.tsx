import { useEffect, useRef, type ReactNode } from 'react';
import { ReadOnlyContext } from './read-only';

/**
 * Where the open solution is read-only (another tab owns it), the views sit in this region: it
 * blocks what changes the solution and leaves browsing alone. Text fields become read-only (their
 * text can still be selected, copied and scrolled), choices and buttons are disabled, except the
 * controls that only show things: anything with `aria-expanded` (a card, a folder), tabs, tree
 * rows, and whatever is marked `data-browse` (a list's "Show more"). A disabled `<fieldset>`
 * would block those too. The store refuses every change anyway; this makes it plain on screen.
 * The writing and code editors read the context and stop being editable themselves.
 */
export function ReadOnlyRegion({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = region.current;
    if (!readOnly || !root) return;
    lockWithin(root);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') lock(record.target as Element);
        else for (const node of record.addedNodes) if (node instanceof Element) lockWithin(node);
      }
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'readonly'],
    });
    return () => {
      observer.disconnect();
      for (const element of root.querySelectorAll(`[${MARK}]`)) unlock(element);
    };
  }, [readOnly]);
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <div ref={region} className="h-full min-w-0" data-read-only={readOnly || undefined}>
        {children}
      </div>
    </ReadOnlyContext.Provider>
  );
}

const MARK = 'data-read-only-locked';
const CONTROLS = 'input, textarea, select, button';
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password', '']);

function lockWithin(root: Element): void {
  if (root.matches(CONTROLS)) lock(root);
  for (const element of root.querySelectorAll(CONTROLS)) lock(element);
}

function browses(element: Element): boolean {
  if (element.hasAttribute('aria-expanded')) return true;
  const role = element.getAttribute('role');
  if (role === 'tab' || role === 'treeitem') return true;
  return element.closest('[data-browse]') !== null;
}

function lock(element: Element): void {
  if (!element.matches(CONTROLS)) return;
  const isText =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TEXT_INPUTS.has(element.getAttribute('type') ?? ''));
  if (isText) {
    if ((element as HTMLInputElement | HTMLTextAreaElement).readOnly) return;
    (element as HTMLInputElement | HTMLTextAreaElement).readOnly = true;
    element.setAttribute(MARK, 'readonly');
    return;
  }
  if (element instanceof HTMLButtonElement && browses(element)) return;
  const control = element as HTMLButtonElement | HTMLInputElement | HTMLSelectElement;
  if (control.disabled) return;
  control.disabled = true;
  element.setAttribute(MARK, 'disabled');
}

function unlock(element: Element): void {
  const what = element.getAttribute(MARK);
  element.removeAttribute(MARK);
  if (what === 'readonly') (element as HTMLInputElement).readOnly = false;
  else if (what === 'disabled') (element as HTMLButtonElement).disabled = false;
}
