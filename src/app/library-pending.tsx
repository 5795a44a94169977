/**
 * What the library list says while it waits: for its own code (it loads after the start screen is
 * drawn) and then for the browser's storage. Its own file, so the start screen's bundle can show it
 * without carrying the list.
 */
export function LibraryPending({ slow = false }: { readonly slow?: boolean }) {
  return (
    <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
      {slow
        ? "Your saved solutions have not arrived yet: this browser's storage is not answering. You can start a new solution or open a zip meanwhile; they will show here once the browser hands them over."
        : 'Looking for your saved solutions…'}
    </p>
  );
}
