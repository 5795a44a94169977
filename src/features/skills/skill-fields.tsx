/**
 * The labels, help and custom controls of a skill's forms, written for Maya: the schema's own
 * descriptions are a writer's contract and are never shown. The description gets a counter to
 * Agent Skills' 1,024-character limit.
 */
import type { UiSchema, WidgetProps } from '../forms/rjsf-parts';
import { describedBy, isInvalid } from '../forms/form-context';
import { inputClass } from '../../ui/field-classes';
import { KeyValueField } from '../forms/key-value-rows';
import { groupDigits } from '../../model/digits';
import type { FormSpec } from '../forms/schema-form';
import type { ItemWords } from '../forms/rename-or-delete';
import { applySkillFields } from './skill-edits';

/** Agent Skills' limit on a description, in characters (code points). */
export const DESCRIPTION_LIMIT = 1024;

/** Characters as JSON Schema counts them: code points, so an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** "412 of 1,024 characters", or how many too many. */
export function counterText(count: number, limit = DESCRIPTION_LIMIT): string {
  const of = `${groupDigits(count)} of ${groupDigits(limit)} characters`;
  return count > limit ? `${of} — ${groupDigits(count - limit)} too many` : of;
}

/** A text area with a character counter under it, linked to it by `aria-describedby`. */
export function CountedTextarea(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, registry, placeholder } = props;
  const text = typeof value === 'string' ? value : '';
  const count = characterCount(text);
  const counterId = `${id}__counter`;
  const described = [describedBy(registry, id, options.help), counterId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <textarea
        id={id}
        className={`${inputClass} field-sizing-content min-h-20`}
        value={text}
        placeholder={placeholder}
        readOnly={readonly}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-invalid={isInvalid(registry, id) || count > DESCRIPTION_LIMIT || undefined}
        aria-describedby={described}
      />
      <p
        id={counterId}
        className={`self-end text-xs tabular-nums ${
          count > DESCRIPTION_LIMIT
            ? 'font-medium text-red-700 dark:text-red-300'
            : 'text-neutral-500 dark:text-neutral-400'
        }`}
      >
        {counterText(count)}
      </p>
    </div>
  );
}

/** "What it does and when to use it" (the `instructionsDetails` form: the description alone). */
export const descriptionUi: UiSchema = {
  description: {
    'ui:title': 'What it does and when to use it',
    'ui:help':
      'The assistant reads this to decide when to use the skill. Say what it does, then when — for example “Use when a customer asks about a refund.”',
    'ui:widget': CountedTextarea,
    'ui:emptyValue': '',
  },
};

/** License, what it needs, extra details and tools it may use (the `skillFrontmatter` form). */
export const moreDetailsUi: UiSchema = {
  'ui:order': ['license', 'compatibility', 'metadata', 'allowed-tools', '*'],
  name: { 'ui:widget': 'hidden' },
  description: { 'ui:widget': 'hidden' },
  license: {
    'ui:title': 'License',
    'ui:help':
      'The terms others may use this skill under, such as MIT, or the name of a license file it carries.',
    'ui:options': { spellcheck: false },
  },
  compatibility: {
    'ui:title': 'What it needs to work',
    'ui:help':
      'Only if it needs something special, such as a program on the computer or internet access. Up to 500 characters.',
    'ui:widget': 'textarea',
    'ui:options': { rows: 2 },
  },
  metadata: {
    'ui:field': KeyValueField,
    'ui:title': 'Extra details',
    'ui:help': 'Labels and values that other apps may read, such as an author or a version.',
    'ui:options': {
      keyLabel: 'Label',
      valueLabel: 'Value',
      addLabel: 'Add detail',
      keyPlaceholder: 'author',
      valuePlaceholder: 'Maya',
    },
  },
  'allowed-tools': {
    'ui:title': 'Tools it may use without asking',
    'ui:help':
      'Tool names separated by spaces, such as Read or Grep. Not every app supports this, so most skills leave it empty.',
    'ui:options': { spellcheck: false },
  },
};

/** The pointers the "More details" form shows; its problems are those within these. */
export const MORE_DETAILS = ['/license', '/compatibility', '/metadata', '/allowed-tools'] as const;

/** Both forms edit the fields of the SKILL.md they are drawn for (the form's file). */
const applyFields: FormSpec['apply'] = (tree, next, { file }) =>
  applySkillFields(tree, file, next as Record<string, unknown>);

export const descriptionForm: FormSpec = {
  name: 'instructionsDetails',
  uiSchema: descriptionUi,
  apply: applyFields,
};
export const moreDetailsForm: FormSpec = {
  name: 'skillFrontmatter',
  uiSchema: moreDetailsUi,
  apply: applyFields,
};

/** How the questions about a skill (rename, delete) speak of it. */
export const SKILL_WORDS: ItemWords = {
  noun: 'skill',
  followers: 'Its files and the assistant’s list of skills follow the new name.',
};
