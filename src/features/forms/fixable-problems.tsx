/**
 * Problems that no single field shows (about a whole list or file), each with its quick fix as a
 * button when the validator offers one. The Skills view uses it too.
 */
import type { Diagnostic } from '../../validate/diagnostic';
import { tryFix } from '../../validate/fixes';
import { Button } from '../../ui/button';
import { ProblemList } from './theme/problem-list';
import type { Operation } from './use-operation';

export interface FixableProblemsProps {
  /** The id inputs name in `aria-describedby`, when the problems are about one. */
  readonly id?: string;
  readonly problems: readonly Diagnostic[];
  readonly run: (operation: Operation) => boolean;
}

export function FixableProblems({ id, problems, run }: FixableProblemsProps) {
  if (problems.length === 0) return null;
  const fixes = problems.flatMap((d, index) => (d.fixes ?? []).map((fix) => ({ d, index, fix })));
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-neutral-100 p-3 dark:bg-neutral-900">
      <ProblemList id={id} problems={problems} />
      {fixes.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {fixes.map(({ d, index, fix }) => (
            <Button
              key={`${d.code}-${index}-${fix.label}`}
              onClick={() => run((tree) => tryFix(tree, fix.action))}
            >
              {fix.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
