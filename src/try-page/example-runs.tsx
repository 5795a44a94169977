/** "Run the examples": each answer beside its ideal, with the tools called and the skills read. */
import { Button } from '../ui/button';
import type { ExampleRun } from '../conversation/run-examples';
import { Answer } from './conversation-log';

export interface ExampleRunsProps {
  readonly runs: readonly ExampleRun[];
  readonly total: number;
  readonly running: boolean;
  readonly describe: (error: unknown) => string;
  readonly onKeepIdeal: (run: ExampleRun) => void;
}

export function ExampleRuns({ runs, total, running, describe, onKeepIdeal }: ExampleRunsProps) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
        {running
          ? `Running example ${Math.min(runs.length + 1, total)} of ${total}…`
          : `Ran ${runs.length} of ${total} examples.`}
      </p>
      <ol className="flex flex-col gap-4">
        {runs.map((run) => (
          <li key={run.index}>
            <article
              aria-label={`Example ${run.index + 1}`}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 text-sm ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-700"
            >
              <h3 className="font-medium">
                Example {run.index + 1}: <span className="font-normal">{run.question}</span>
              </h3>
              <div className="grid gap-3 md:grid-cols-2">
                <section aria-label="Its answer" className="flex flex-col gap-1">
                  <h4 className="text-xs font-semibold text-neutral-600 uppercase dark:text-neutral-400">
                    Its answer
                  </h4>
                  {typeof run.end === 'object' ? (
                    <p role="alert" className="text-red-800 dark:text-red-300">
                      {describe(run.end.failed)}
                    </p>
                  ) : (
                    <Answer text={run.answer || '(no answer)'} />
                  )}
                  {run.end === 'cut-off' && (
                    <p className="text-red-800 dark:text-red-300">The reply was cut off.</p>
                  )}
                </section>
                <section aria-label="The ideal answer" className="flex flex-col gap-1">
                  <h4 className="text-xs font-semibold text-neutral-600 uppercase dark:text-neutral-400">
                    Ideal answer
                  </h4>
                  {run.ideal ? (
                    <Answer text={run.ideal} />
                  ) : (
                    <p className="text-neutral-600 dark:text-neutral-400">None yet.</p>
                  )}
                </section>
              </div>
              {run.skillsRead.length > 0 && <p>Read the skills: {run.skillsRead.join(', ')}.</p>}
              {run.tools.length > 0 && (
                <ul className="list-disc pl-5">
                  {run.tools.map((use, index) => (
                    <li key={index}>
                      Used <strong>{use.title}</strong>
                      {use.asksFirst
                        ? use.announced
                          ? ': a change, and it said what it would do first.'
                          : ': a change, and it did not say what it would do first.'
                        : '.'}
                    </li>
                  ))}
                </ul>
              )}
              {typeof run.end === 'string' && run.answer.trim() !== '' && run.answer !== run.ideal && (
                <Button className="self-start" onClick={() => onKeepIdeal(run)}>
                  Keep this answer as the ideal
                </Button>
              )}
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
