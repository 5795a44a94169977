/** Tailwind classes shared by the form controls, so every input looks and behaves alike. */

/** A text input or text area; red border when `aria-invalid`. */
export const inputClass =
  'w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-xs placeholder:text-neutral-400 disabled:bg-neutral-100 disabled:text-neutral-500 aria-[invalid=true]:border-red-600 sm:text-sm dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-500 dark:disabled:bg-neutral-800 dark:aria-[invalid=true]:border-red-400';

/** A field's visible label. */
export const labelClass = 'text-sm font-medium text-neutral-800 dark:text-neutral-200';

/** A field's one-line help. */
export const helpClass = 'text-sm text-neutral-600 dark:text-neutral-400';

/** A small icon-only button (move, remove); it always carries an accessible name. */
export const iconButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-200/70 hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-40 dark:text-neutral-400 dark:hover:bg-neutral-800 dark:hover:text-neutral-100';
