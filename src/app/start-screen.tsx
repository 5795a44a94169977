import { useId, type FormEvent, type ReactNode } from 'react';
import { FileArchive, FolderOpen, Plus, Sparkles } from 'lucide-react';
import { templateList } from './template-list';
import { usePluginPickers } from './plugin-pickers';
import { detailsOf, Notice } from '../ui/notice';
import { ProgressLine } from '../ui/progress-line';
import type { NoticeText } from '../flows/notice-text';
import { Logo } from '../ui/logo';

export interface StartScreenProps {
  /** Create a solution from a title, blank or from a template. */
  readonly onCreate: (title: string, template?: string) => void;
  /** Create a blank solution and open "Try it" on its drafting tab ("Describe it and get a draft"). */
  readonly onDraft: (title: string) => void;
  readonly onOpenZip: (file: File) => void;
  readonly onOpenFolder: (files: File[]) => void;
  /** The person asked to open a zip or a folder: what showing it takes may load while they choose. */
  readonly onChoosing?: () => void;
  /** A sentence about the last attempt that failed (a refused zip), shown until the next try. */
  readonly message?: NoticeText;
  /** Progress of an opening zip, 0–1, or undefined when nothing is opening. */
  readonly progress?: { readonly label: string; readonly ratio: number };
  /** The start under way, whose button shows it is busy: from a template, or `{}` for "New solution". */
  readonly starting?: { readonly template?: string } | undefined;
  /** The solutions kept in this browser, when there are any. */
  readonly library?: ReactNode;
}

// Start buttons carry `data-start`: pressed before the app's script has run, they have the page's
// inline script (src/early-input.js) fetch what a start loads (scripts/vite-start-scripts.ts).

/**
 * How a start button looks once pressed, until its solution is drawn: the same whether the app set
 * it or, before the app's script ran, the inline script of index.html (src/early-input.js).
 */
const busyLook = 'aria-busy:cursor-progress motion-safe:aria-busy:animate-pulse';

/** The first screen: start a new solution, start from a template, or open a zip or a folder. */
export function StartScreen({
  onCreate,
  onDraft,
  onOpenZip,
  onOpenFolder,
  onChoosing,
  message,
  progress,
  starting,
  library,
}: StartScreenProps) {
  const newId = useId();
  const templatesId = useId();
  const { pickZip, pickFolder, inputs } = usePluginPickers(onOpenZip, onOpenFolder);

  // The title is read from the field, not kept in state: what was typed before the page's script
  // ran (the field is in index.html already) counts too.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = new FormData(event.currentTarget).get('title');
    const named = (typeof title === 'string' && title.trim()) || 'My assistant';
    // The button pressed says which start: a blank solution, or one drafted from a description.
    const drafted = (event.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-draft');
    if (drafted) onDraft(named);
    else onCreate(named);
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-4xl flex-col gap-8 px-5 py-10 sm:px-8">
      <header className="flex items-center gap-3">
        <Logo className="size-8" />
        <h1 className="text-2xl font-semibold tracking-tight">Solution Builder</h1>
      </header>
      <p className="max-w-prose text-neutral-600 dark:text-neutral-400">
        Bailey is an assistant app people chat with. A solution teaches it one job — what to do, what to know,
        which tools it may use — and comes as one file that Bailey installs. Everything you build here stays
        in this browser.
      </p>

      {message && (
        <Notice tone="error" role="alert" details={detailsOf([message])}>
          {message.message}
        </Notice>
      )}
      {progress && <ProgressLine label={progress.label} ratio={progress.ratio} layout="under" />}

      <section
        aria-labelledby={newId}
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800"
      >
        <h2 id={newId} className="text-lg font-medium">
          Start a new solution
        </h2>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">Title</span>
            <input
              name="title"
              placeholder="Shop Support"
              className="rounded-lg border border-neutral-300 bg-transparent px-3 py-2 text-base dark:border-neutral-700"
            />
          </label>
          <button
            type="submit"
            data-start
            aria-busy={(starting && !starting.template) || undefined}
            className={`inline-flex items-center justify-center gap-2 rounded-lg bg-accent-600 px-4 py-2 font-medium text-white hover:bg-accent-700 aria-busy:bg-accent-700 aria-busy:ring-2 aria-busy:ring-accent-500 aria-busy:ring-offset-2 dark:aria-busy:ring-offset-neutral-900 ${busyLook}`}
          >
            <Plus aria-hidden className="size-4" /> New solution
          </button>
          <button
            type="submit"
            data-draft
            className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-100 dark:text-neutral-100 dark:ring-neutral-700 dark:hover:bg-neutral-800"
          >
            <Sparkles aria-hidden className="size-4" /> Describe it and get a draft
          </button>
        </form>
        <p className="mt-2 text-xs text-neutral-500 dark:text-neutral-400">
          The title is what people see in Bailey. You can change it later.
        </p>
      </section>

      <section aria-labelledby={templatesId} className="flex flex-col gap-3">
        <h2 id={templatesId} className="text-lg font-medium">
          Or start from an example
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {templateList.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                data-start
                aria-busy={starting?.template === template.id || undefined}
                onClick={() => onCreate(template.title, template.id)}
                className={`flex h-full w-full flex-col gap-1 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-neutral-200 hover:ring-accent-500 dark:bg-neutral-900 dark:ring-neutral-800 aria-busy:ring-2 aria-busy:ring-accent-500 ${busyLook}`}
              >
                <span className="font-medium">{template.title}</span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">{template.summary}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Open" className="flex flex-col gap-3 sm:flex-row">
        {(
          [
            [FileArchive, 'Open a zip', pickZip],
            [FolderOpen, 'Open a folder', pickFolder],
          ] as const
        ).map(([Icon, label, pick]) => (
          <button
            key={label}
            type="button"
            onClick={() => {
              onChoosing?.();
              pick();
            }}
            className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium ring-1 ring-neutral-300 hover:bg-neutral-100 dark:ring-neutral-700 dark:hover:bg-neutral-800"
          >
            <Icon aria-hidden className="size-4" /> {label}
          </button>
        ))}
        <p className="self-center text-sm text-neutral-500 dark:text-neutral-400">
          You can also drop a zip or a folder anywhere on this page.
        </p>
        {inputs}
      </section>
      {library}
    </main>
  );
}
