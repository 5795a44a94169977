import { HighlightStyle } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

/**
 * Syntax colours for the editor, read from CSS variables (index.css) so they follow the light and
 * dark themes and keep WCAG AA contrast in both; CodeMirror's default style is made for a white
 * background only.
 */
export const highlightStyle = HighlightStyle.define([
  { tag: t.meta, color: 'var(--cm-meta)' },
  { tag: t.link, textDecoration: 'underline' },
  { tag: t.heading, textDecoration: 'underline', fontWeight: 'bold' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strong, fontWeight: 'bold' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.keyword, color: 'var(--cm-keyword)' },
  { tag: [t.atom, t.bool, t.url, t.contentSeparator, t.labelName], color: 'var(--cm-atom)' },
  { tag: [t.literal, t.inserted], color: 'var(--cm-literal)' },
  { tag: [t.string, t.deleted], color: 'var(--cm-string)' },
  { tag: [t.regexp, t.escape, t.special(t.string)], color: 'var(--cm-escape)' },
  { tag: t.definition(t.variableName), color: 'var(--cm-definition)' },
  { tag: t.local(t.variableName), color: 'var(--cm-local)' },
  { tag: [t.typeName, t.namespace], color: 'var(--cm-type)' },
  { tag: t.className, color: 'var(--cm-class)' },
  { tag: [t.special(t.variableName), t.macroName], color: 'var(--cm-macro)' },
  { tag: t.definition(t.propertyName), color: 'var(--cm-property)' },
  { tag: t.comment, color: 'var(--cm-comment)' },
  { tag: t.invalid, color: 'var(--cm-invalid)' },
]);
