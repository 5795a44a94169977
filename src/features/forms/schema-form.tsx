/**
 * One small RJSF form over a slice of a file: the app's theme, a validator compiled at build time,
 * input ids derived from the file and pointer, and our validator's problems under each field.
 * RJSF's own validation is never shown (no error list, no live validation, nothing to submit).
 * A person's edit becomes one typed change of the workspace, grouped by the field's place
 * (`<file>#<pointer>`), so typing in one field is one undo step and undo finds that field; an
 * edit that cannot apply is said above the form. Every form of the views is wired this way.
 */
import Form, { type IChangeEvent } from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { memo, useCallback, useMemo } from 'react';
import type { FileTree } from '../../model/file-tree';
import type { OperationResult } from '../../model/operation-support';
import type { Diagnostic } from '../../validate/diagnostic';
import { fieldId, pointerOfFieldId } from './field-id';
import { fieldPointers } from './field-pointers';
import type { FormContext } from './form-context';
import { compiledForm, type FormName } from './form-validators';
import { placeProblems } from './problems';
import { propsEqualByValue } from './props-equal';
import { useOperation } from './use-operation';
import type { WorkspaceStore } from '../../workspace/store';
import { RefusalNotice } from '../../ui/refusal-notice';
import { fields, templates, widgets } from './theme/theme';

export interface SchemaFormProps {
  /** Which compiled form schema to render (see scripts/compile-form-validators.mjs). */
  readonly form: FormName;
  /** The file the form edits, and the pointer of the form's root in it (`''` for the whole file). */
  readonly file: string;
  readonly base?: string;
  /** The current value of the slice, read from the file. */
  readonly data: unknown;
  /** Labels, help and widgets: every field needs `ui:title` and `ui:help`. Keep it a stable object. */
  readonly uiSchema: UiSchema;
  /** Our validator's diagnostics within this slice; each is shown under the deepest field holding it. */
  readonly problems: readonly Diagnostic[];
  /**
   * The operation a person's edit makes: `next` is the slice's whole new value, `pointer` the
   * place in `file` of the field they edited (never called on first render).
   */
  readonly apply: (tree: FileTree, next: unknown, pointer: string) => OperationResult;
  /** The workspace the edit is made in; why it could not be made is said above the form. */
  readonly store: WorkspaceStore;
  readonly disabled?: boolean;
}

// The form never invents data: no defaults, no `const` values, no padding of lists to `minItems`.
const NO_DEFAULTS = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipDefaults',
  constAsDefaults: 'never',
} as const;

function SchemaFormInner({
  form,
  file,
  base = '',
  data,
  uiSchema,
  problems,
  apply,
  store,
  disabled,
}: SchemaFormProps) {
  const { runTyped, refusal } = useOperation(store);
  const { schema, validator } = compiledForm(form);
  const pointers = useMemo(() => fieldPointers(schema, uiSchema, data, base), [schema, uiSchema, data, base]);
  const formContext = useMemo<FormContext>(
    () => ({ file, problems: placeProblems(problems, pointers).byField }),
    [file, problems, pointers],
  );
  const handleChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      // Without an id the change came from RJSF itself (defaults on mount), not from a person.
      if (id === undefined) return;
      const pointer = pointerOfFieldId(id);
      runTyped((tree) => apply(tree, event.formData, pointer), {
        group: `${file}#${pointer}`,
        place: { file, pointer },
      });
    },
    [apply, runTyped, file],
  );
  return (
    <>
      {refusal && <RefusalNotice refusal={refusal} />}
      <Form
        schema={schema}
        validator={validator}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        templates={templates}
        widgets={widgets}
        fields={fields}
        idPrefix={fieldId(file, base)}
        idSeparator="/"
        tagName="div"
        showErrorList={false}
        noHtml5Validate
        disabled={disabled}
        experimental_defaultFormStateBehavior={NO_DEFAULTS}
        onChange={handleChange}
      />
    </>
  );
}

/** Re-renders only when its slice, its problems or its callbacks change by value. */
export const SchemaForm = memo(SchemaFormInner, propsEqualByValue);
