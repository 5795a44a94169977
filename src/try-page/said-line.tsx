/** What the last step said, in one line: a problem as an alert (in red), anything else as a status. */

/** A sentence to show after a step, and whether it is a problem. */
export interface Said {
  readonly text: string;
  readonly problem: boolean;
}

export function SaidLine({ said }: { readonly said: Said }) {
  return (
    <p
      role={said.problem ? 'alert' : 'status'}
      className={said.problem ? 'text-red-800 dark:text-red-300' : ''}
    >
      {said.text}
    </p>
  );
}
