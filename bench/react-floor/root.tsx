/**
 * React's floor for the first screen: the one-button reference page (bench/reference-page) as a
 * React tree. The bench builds it as the app is built: pre-rendered into index.html by the app's own
 * plugin (with its inline early-input script), hydrated by main.tsx, the entry marked for eager
 * compiling; so the page's "usable" time is what React alone costs on top of a static page.
 */
export function Root() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        Title <input />
      </label>{' '}
      <button type="submit">New solution</button>
    </form>
  );
}
