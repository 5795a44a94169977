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

/**
 * Puts the keyboard focus on the input for `pointer` in `file`, or on the nearest enclosing one
 * that exists (a problem about a list item that is not shown focuses the list). Returns whether
 * something took the focus.
 */
export function focusField(file: string, pointer: string): boolean {
  for (let at: string | undefined = pointer; at !== undefined; at = parentPointer(at)) {
    const element = document.getElementById(fieldId(file, at));
    if (!element) continue;
    const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) continue;
    // A field tucked under a closed "Advanced" disclosure cannot take the focus until it opens.
    for (
      let details = target.closest('details');
      details;
      details = details.parentElement?.closest('details') ?? null
    ) {
      details.open = true;
    }
    target.focus({ preventScroll: true });
    // A hidden element (an empty problem list) does not take the focus: try further up.
    if (document.activeElement !== target) continue;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return true;
  }
  return false;
}
