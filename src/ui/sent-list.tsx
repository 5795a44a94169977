/**
 * Every request a document of the builder sent outside the site (the conversation's, the lookup's),
 * for the person to see: where, when, how large.
 */
import type { SentRequest } from '../conversation/recording-fetch';
import { groupDigits } from '../model/digits';

export function SentList({ sent }: { readonly sent: readonly SentRequest[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-neutral-700 dark:text-neutral-300">
        Sent ({groupDigits(sent.length)})
      </summary>
      {sent.length === 0 ? (
        <p className="mt-2 text-neutral-600 dark:text-neutral-400">Nothing has been sent.</p>
      ) : (
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="font-medium">
                To
              </th>
              <th scope="col" className="font-medium">
                When
              </th>
              <th scope="col" className="text-right font-medium">
                Size
              </th>
            </tr>
          </thead>
          <tbody>
            {sent.map((request, index) => (
              <tr key={index}>
                <td className="break-all">{request.host}</td>
                <td>{new Date(request.at).toLocaleTimeString()}</td>
                <td className="text-right">
                  {groupDigits(Math.max(1, Math.round(request.bytes / 1024)))} KB
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
