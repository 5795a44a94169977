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

/** Where a person's edit was made: the form's file and root (`base`), and the field they edited. */
export interface EditedField {
  readonly file: string;
  readonly base: string;
  readonly pointer: string;
}

/** One form of a view: which compiled schema it draws, its words, and what a person's edit does. */
export interface FormSpec {
  /** Which compiled form schema to render (see scripts/compile-form-validators.mjs). */
  readonly name: FormName;
  /** Labels, help and widgets: every field needs `ui:title` and `ui:help`. */
  readonly uiSchema: UiSchema;
  /**
   * The operation a person's edit makes: `next` is the slice's whole new value, `edited` the place
   * of the field they edited (never called on first render).
   */
  readonly apply: (tree: FileTree, next: unknown, edited: EditedField) => OperationResult;
}

export interface SchemaFormProps {
  /** The form; keep it a stable (module-level) object. */
  readonly form: FormSpec;
  /** The file the form edits, and the pointer of the form's root in it (`''` for the whole file). */
  readonly file: string;
  readonly base?: string;
  /** The current value of the slice, read from the file. */
  readonly data: unknown;
  /** Our validator's diagnostics within this slice; each is shown under the deepest field holding it. */
  readonly problems: readonly Diagnostic[];
  /** The workspace the edit is made in; why it could not be made is said above the form. */
  readonly store: WorkspaceStore;
}

/**
 * What every form of ours is, whatever it edits: the app's theme, no RJSF validation shown (no
 * error list, no browser checks), a `div` rather than a `form` (there is nothing to submit), ids
 * as `field:<file>#<pointer>`, and no invented data: no defaults, no `const` values, no padding
 * of lists to `minItems`.
 */
const EVERY_FORM = {
  templates,
  widgets,
  fields,
  idSeparator: '/',
  tagName: 'div',
  showErrorList: false,
  noHtml5Validate: true,
  experimental_defaultFormStateBehavior: {
    arrayMinItems: { populate: 'never' },
    emptyObjectFields: 'skipDefaults',
    constAsDefaults: 'never',
  },
} as const;

function SchemaFormInner({ form, file, base = '', data, problems, store }: SchemaFormProps) {
  const { runTyped, refusal } = useOperation(store);
  const { uiSchema, apply } = form;
  const { schema, validator } = compiledForm(form.name);
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
      runTyped((tree) => apply(tree, event.formData, { file, base, pointer }), {
        group: `${file}#${pointer}`,
        place: { file, pointer },
      });
    },
    [apply, runTyped, file, base],
  );
  return (
    <>
      {refusal && <RefusalNotice refusal={refusal} />}
      <Form
        {...EVERY_FORM}
        schema={schema}
        validator={validator}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        idPrefix={fieldId(file, base)}
        onChange={handleChange}
      />
    </>
  );
}

/** Re-renders only when its slice, its problems or its callbacks change by value. */
export const SchemaForm = memo(SchemaFormInner, propsEqualByValue);
