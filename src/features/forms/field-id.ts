/**
 * Every form input's DOM id is derived from the file and JSON Pointer it edits, so a focus
 * request from the Problems panel (file + pointer) finds its input without asking the view.
 */
import { parsePointer, toPointer } from '../../model/json-document';

const PREFIX = 'field:';

/** The DOM id of the input that edits `pointer` in `file`, e.g. `field:assistant.json#/title`. */
export function fieldId(file: string, pointer: string): string {
  return `${PREFIX}${file}#${pointer}`;
}

/** The pointer part of a field id (`''` for anything that is not one). */
export function pointerOfFieldId(id: string): string {
  const hash = id.indexOf('#');
  return id.startsWith(PREFIX) && hash >= 0 ? id.slice(hash + 1) : '';
}

/** The pointer of `path` below `base`: RJSF gives a field's path, we need the file's pointer. */
export function pointerBelow(base: string, path: readonly (string | number)[]): string {
  return base + toPointer(path);
}

/** The pointer one level up, or `undefined` at the root. */
export function parentPointer(pointer: string): string | undefined {
  const segments = parsePointer(pointer);
  if (!segments || segments.length === 0) return undefined;
  return toPointer(segments.slice(0, -1));
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [contenteditable=true], [tabindex]';
/** What a person types in or presses: a field of its own, not a card or section around fields. */
const CONTROL = 'input:not([type=hidden]), textarea, select, button, [contenteditable=true], [role=switch]';

/** The attribute a listed problem carries (`<file>#<pointer>`), so it can take the focus itself. */
export const PROBLEM_ATTRIBUTE = 'data-problem';

/** The value of `PROBLEM_ATTRIBUTE` for a problem at `pointer` (none: about the whole file). */
export function problemKey(file: string, pointer: string | undefined): string {
  return `${file}#${pointer ?? ''}`;
}

/**
 * Puts the keyboard focus on the input for `pointer` in `file`, or on the nearest enclosing one
 * that exists (a problem about a list item that is not shown focuses the list). When the nearest
 * is a card or section rather than an input, the problem's own message is focused instead, so the
 * person lands on what is wrong, not on the first control of a block. Returns whether something
 * took the focus.
 */
export function focusField(file: string, pointer: string): boolean {
  const message = listedProblem(file, pointer);
  for (let at: string | undefined = pointer; at !== undefined; at = parentPointer(at)) {
    const element = document.getElementById(fieldId(file, at));
    if (!element) continue;
    if (!element.matches(CONTROL) && message) return focusElement(message);
    const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
    // A hidden element (an empty problem list) does not take the focus: try further up.
    if (target && focusElement(target)) return true;
  }
  return message !== null && focusElement(message);
}

/** Focuses the listed message of a problem at `pointer` of `file` (none: the whole file). */
export function focusProblem(file: string, pointer: string | undefined): boolean {
  const message = listedProblem(file, pointer);
  return message !== null && focusElement(message);
}

function listedProblem(file: string, pointer: string | undefined): HTMLElement | null {
  const key = problemKey(file, pointer).replace(/["\\]/g, '\\$&');
  return document.querySelector<HTMLElement>(`[${PROBLEM_ATTRIBUTE}="${key}"]`);
}

function focusElement(target: HTMLElement): boolean {
  // A field tucked under a closed "Advanced" disclosure cannot take the focus until it opens.
  for (
    let details = target.closest('details');
    details;
    details = details.parentElement?.closest('details') ?? null
  ) {
    details.open = true;
  }
  target.focus({ preventScroll: true });
  if (document.activeElement !== target) return false;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  return true;
}
