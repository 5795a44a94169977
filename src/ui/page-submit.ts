/** Forms whose work is done on the page: Enter or the submit button runs it, and nothing loads. */
import type { FormEvent } from 'react';

/** A form's submit handler that holds back the browser's own submission and runs `run`. */
export function onPageSubmit(run: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    run();
  };
}
