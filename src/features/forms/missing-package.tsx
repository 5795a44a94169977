/**
 * What the Package and Assistant views show when the plugin has no package details (no
 * plugin.json at its top): the problem that says why, with its fix as a button (a Claude Code
 * plugin is converted to the portable layout in one click, even after "Not now" on the offer).
 */
import type { WorkspaceStore } from '../../workspace/store';
import type { Diagnostic } from '../../validate/diagnostic';
import { PLUGIN_MANIFEST_PATH } from '../../model/plugin-manifest';
import { helpClass } from '../../ui/field-classes';
import { RefusalNotice } from '../../ui/refusal-notice';
import { FixableProblems } from './fixable-problems';
import { useOperation } from './use-operation';

export interface MissingPackageProps {
  readonly store: WorkspaceStore;
  /** The view's diagnostics: those about the package details file (the missing file's, once checked) show. */
  readonly diagnostics: readonly Diagnostic[];
}

export function MissingPackage({ store, diagnostics }: MissingPackageProps) {
  const { run, refusal } = useOperation(store);
  const problems = diagnostics.filter((d) => d.file === PLUGIN_MANIFEST_PATH);
  return (
    <div className="flex flex-col gap-2">
      {problems.length > 0 ? (
        <FixableProblems problems={problems} run={run} />
      ) : (
        <p className={`rounded-lg bg-neutral-100 p-4 dark:bg-neutral-900 ${helpClass}`}>
          This plugin has no package details file yet. Add one in the Files view.
        </p>
      )}
      {refusal && <RefusalNotice refusal={refusal} />}
    </div>
  );
}
