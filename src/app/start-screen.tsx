import { useId, useState, type FormEvent } from 'react';

/** The first screen: start a new solution, or open one from a zip or a folder. */
export function StartScreen() {
  const titleId = useId();
  const [title, setTitle] = useState('');

  function onCreate(event: FormEvent) {
    event.preventDefault();
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-10 px-6 py-12">
      <header className="flex items-center gap-3">
        <img src="./favicon.svg" alt="" className="size-8" />
        <h1 className="text-2xl font-semibold tracking-tight">Solution Builder</h1>
      </header>
      <p className="text-neutral-600 dark:text-neutral-400">
        Build an assistant for Bailey: give it a name, tell it what to do, add what it should know, and
        download it as a file that Bailey installs.
      </p>
      <section
        aria-labelledby={titleId}
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800"
      >
        <h2 id={titleId} className="text-lg font-medium">
          New solution
        </h2>
        <form onSubmit={onCreate} className="mt-4 flex flex-col gap-3 sm:flex-row">
          <label className="sr-only" htmlFor="new-title">
            Title
          </label>
          <input
            id="new-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Shop Support"
            className="min-w-0 flex-1 rounded-lg border border-neutral-300 bg-transparent px-3 py-2 dark:border-neutral-700"
          />
          <button
            type="submit"
            className="rounded-lg bg-accent-600 px-4 py-2 font-medium text-white hover:bg-accent-700"
          >
            New solution
          </button>
        </form>
      </section>
    </main>
  );
}
