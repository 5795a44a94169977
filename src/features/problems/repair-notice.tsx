import { useState } from 'react';
import { Wrench } from 'lucide-react';
import type { Diagnostic } from '../../validate/diagnostic';
import { isRepairable } from '../../validate/repair';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';

export interface RepairNoticeProps {
  /** The problems as checked; `undefined` while the first check of a large plugin is prepared. */
  readonly diagnostics: readonly Diagnostic[] | undefined;
  /** Applies every fix that needs no choice, as one change. */
  readonly onRepair: () => void;
}

/**
 * The one offer to repair a plugin someone sent: the problems whose fix needs no choice
 * (validate/repair.ts), counted and settled together. It is made only for what the plugin opened
 * with: a problem made while working is fixed where it shows. It stays while such problems are
 * there, so an Undo of the repair brings it back, until the person puts it aside.
 */
export function RepairNotice({ diagnostics, onRepair }: RepairNoticeProps) {
  const repairable = diagnostics?.filter(isRepairable) ?? [];
  const [offered, setOffered] = useState<boolean | undefined>();
  const [putAside, setPutAside] = useState(false);
  // Decided once, on the first check: a render-time update, so the notice never flickers in.
  if (offered === undefined && diagnostics !== undefined) setOffered(repairable.length > 0);
  if (!offered || putAside || repairable.length === 0) return null;
  const things = repairable.length === 1 ? 'one thing' : `${repairable.length} things`;
  return (
    <div className="px-4 py-2 text-sm">
      <Notice
        as="div"
        role="status"
        className="flex flex-wrap items-center gap-3"
        details={repairable.map(
          (d) => `${d.code} in ${d.file}${d.pointer !== undefined ? ` at ${d.pointer}` : ''}`,
        )}
      >
        <span className="min-w-64 flex-1">
          Repair {things} so Bailey can use it. Each has one right repair that keeps what is written; you can
          undo it.
        </span>
        <Button variant="primary" className="py-0.5" onClick={onRepair}>
          <Wrench aria-hidden className="size-4" /> Repair
        </Button>
        <Button variant="ghost" className="py-0.5" onClick={() => setPutAside(true)}>
          Not now
        </Button>
      </Notice>
    </div>
  );
}
