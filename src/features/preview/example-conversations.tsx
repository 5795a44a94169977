/** The examples as conversations: the question as the person's message, the ideal answer as the reply. */
import { ShowMore, useListPage } from '../../ui/list-page';
import type { PreviewData } from './preview-data';

export function ExampleConversations({ data }: { data: PreviewData }) {
  const page = useListPage(data.examples.length);
  if (data.examples.length === 0) {
    return (
      <p className="text-sm text-neutral-500 dark:text-neutral-400">
        No examples yet. Add questions with the answers you expect in the Assistant view.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {data.examples.slice(0, page.shown).map((example, index) => (
          <li
            key={index}
            aria-label={`Example ${index + 1}`}
            className="flex flex-col gap-2 rounded-2xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-950"
          >
            <p className="ml-8 self-end rounded-2xl rounded-br-sm bg-accent-600 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
              <span className="sr-only">Person: </span>
              {example.input}
            </p>
            {example.output.trim() !== '' ? (
              <p className="mr-8 self-start rounded-2xl rounded-bl-sm bg-neutral-100 px-3 py-2 text-sm break-words whitespace-pre-wrap dark:bg-neutral-800">
                <span className="sr-only">{data.title}: </span>
                {example.output}
              </p>
            ) : (
              <p className="mr-8 self-start text-sm text-neutral-500 italic dark:text-neutral-400">
                No ideal answer written yet.
              </p>
            )}
          </li>
        ))}
      </ol>
      <ShowMore page={page} what="examples" />
    </div>
  );
}
