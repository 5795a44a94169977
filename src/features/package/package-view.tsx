/**
 * The Package view: plugin.json's details (description, version, author, addresses, licence,
 * keywords) as one small form, and other apps' settings listed as kept. The solution's own entry in `extensions`
 * and the name are the builder's (the name is the Assistant view's web name), so they are not here.
 */
import { memo, useMemo } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { ViewProps } from '../../workspace/react/view-entry';
import { useWorkspace } from '../../workspace/react/use-workspace';
import { PLUGIN_MANIFEST_PATH, readManifest } from '../../model/plugin-manifest';
import type { Diagnostic } from '../../validate/diagnostic';
import { fieldId, focusField } from '../forms/field-id';
import { isWithin } from '../forms/problems';
import { propsEqualByValue } from '../forms/props-equal';
import { SchemaForm, type FormSpec } from '../forms/schema-form';
import { helpClass } from '../../ui/field-classes';
import { MissingPackage } from '../forms/missing-package';
import { ProblemList } from '../forms/theme/problem-list';
import { useFocusRequest } from '../forms/use-focus-request';
import {
  applyPackage,
  mistypedMembers,
  otherExtensions,
  PACKAGE_MEMBERS,
  packageDetailsOf,
  packageHints,
} from './package-edits';
import { packageUi } from './package-ui-schema';
import { setAskBeforeDownload, useAskBeforeDownload } from './ask-before-download';

const FILE = PLUGIN_MANIFEST_PATH;
const MEMBERS = PACKAGE_MEMBERS.map((key) => `/${key}`);
const DETAILS_FORM: FormSpec = { name: 'packageDetails', uiSchema: packageUi, apply: applyPackage };

/** `diagnostics` are every file's, from `validate`: the view picks those about plugin.json. */
export default function PackageView({ name, store, diagnostics }: ViewProps) {
  const tree = useWorkspace(store, (state) => state.history.present);
  const object = readManifest(tree)?.object;
  const mine = useMemo(() => diagnostics.filter((d) => d.file === FILE), [diagnostics]);
  useFocusRequest(store, name, (request) => {
    if (focusField(FILE, request.pointer ?? '')) return true;
    const heading = document.getElementById('package-view-title');
    heading?.focus();
    return heading !== null;
  });
  const inForm = (d: Diagnostic) =>
    d.pointer !== undefined && MEMBERS.some((member) => isWithin(d.pointer!, member));
  const extensionProblem = (d: Diagnostic) => d.pointer !== undefined && isWithin(d.pointer, '/extensions');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <h1 id="package-view-title" tabIndex={-1} className="text-2xl font-semibold outline-none">
        Package
      </h1>
      {!object ? (
        readManifest(tree) ? (
          <p className={`rounded-lg bg-neutral-100 p-4 dark:bg-neutral-900 ${helpClass}`}>
            The package details have a writing mistake, so this page cannot show them. Fix it in the Files
            view; the Problems panel shows where.
          </p>
        ) : (
          // With no package details at all, the problem says why, and its fix (converting a Claude
          // Code plugin) is offered here as well as in the Problems panel.
          <MissingPackage store={store} diagnostics={diagnostics} />
        )
      ) : (
        <>
          <div id={fieldId(FILE, '')} tabIndex={-1} className="outline-none empty:hidden">
            <ProblemList problems={mine.filter((d) => !inForm(d) && !extensionProblem(d))} />
          </div>
          <p className={helpClass}>
            Details that travel with the download: what apps list it as, which edition it is, who made it and
            where to learn more.
          </p>
          <DetailsForm
            store={store}
            details={packageDetailsOf(object)}
            mistyped={mistypedMembers(object)}
            problems={mine.filter(inForm)}
          />
          <AskBeforeDownload />
          <OtherApps namespaces={otherExtensions(object)} problems={mine.filter(extensionProblem)} />
        </>
      )}
    </div>
  );
}

interface DetailsFormProps {
  readonly store: WorkspaceStore;
  readonly details: Record<string, unknown>;
  readonly mistyped: readonly string[];
  readonly problems: readonly Diagnostic[];
}

const DetailsForm = memo(function DetailsForm({ store, details, mistyped, problems }: DetailsFormProps) {
  // Hints are notes, not problems: they show under their field but never count as errors.
  const withHints = useMemo(
    () => [
      ...problems,
      ...packageHints(details).map((hint): Diagnostic => ({
        code: 'form.hint',
        severity: 'info',
        message: hint.message,
        file: FILE,
        pointer: hint.pointer,
      })),
    ],
    [problems, details],
  );
  return (
    <>
      {mistyped.length > 0 && (
        <p className={helpClass}>
          Some details hold a kind of value this page cannot show. They are left as they are until you type a
          new value; the Problems panel says what is wrong with them.
        </p>
      )}
      <SchemaForm form={DETAILS_FORM} file={FILE} data={details} problems={withHints} store={store} />
    </>
  );
}, propsEqualByValue);

/** The choice to be asked about the changes and the version before each download. */
function AskBeforeDownload() {
  const ask = useAskBeforeDownload();
  return (
    <label className="flex items-start gap-2 text-sm text-neutral-800 dark:text-neutral-200">
      <input
        type="checkbox"
        className="mt-1"
        checked={ask}
        onChange={(event) => setAskBeforeDownload(event.target.checked)}
      />
      Ask me before each download what changed and which version to give it
    </label>
  );
}

function OtherApps({
  namespaces,
  problems,
}: {
  namespaces: readonly string[];
  problems: readonly Diagnostic[];
}) {
  if (namespaces.length === 0 && problems.length === 0) return null;
  return (
    <section
      aria-labelledby="package-other-apps"
      className="flex flex-col gap-3 border-t border-neutral-200 pt-6 dark:border-neutral-800"
    >
      <h2 id="package-other-apps" className="text-lg font-semibold">
        Settings for other apps
      </h2>
      <p className={helpClass}>
        Other apps that read this solution keep settings of their own here. They are kept as they are and go
        into the download unchanged.
      </p>
      <ul id={fieldId(FILE, '/extensions')} tabIndex={-1} className="flex flex-wrap gap-2 outline-none">
        {namespaces.map((namespace) => (
          <li
            key={namespace}
            id={fieldId(FILE, `/extensions/${namespace.replace(/~/g, '~0').replace(/\//g, '~1')}`)}
            tabIndex={-1}
            className="rounded-full bg-neutral-100 px-3 py-1 font-mono text-xs text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
          >
            {namespace}
          </li>
        ))}
      </ul>
      <ProblemList problems={problems} />
    </section>
  );
}
