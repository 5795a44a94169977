/**
 * What the writing editor reads and how it looks: the page's own font, wrapped lines, headings larger, bold and
 * italic as such, links underlined, and the Markdown marks (`#`, `**`, the link's address), where
 * they show (prose-marks.ts hides them away from the cursor), in a fainter grey that still reads at
 * AA contrast on the editor's background in both themes.
 */
import { defineLanguageFacet, HighlightStyle, Language, LanguageSupport } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { GFM, parser } from '@lezer/markdown';

/**
 * Markdown with GitHub's additions (tables, task lists, strikethrough), and nothing inside code
 * blocks or HTML: a prose editor needs no other grammar.
 */
export const prose = new LanguageSupport(
  new Language(defineLanguageFacet(), parser.configure(GFM), [], 'markdown'),
);

export const proseHighlight = HighlightStyle.define([
  { tag: t.heading1, fontSize: '1.35em', fontWeight: '700' },
  { tag: t.heading2, fontSize: '1.2em', fontWeight: '650' },
  { tag: t.heading3, fontSize: '1.08em', fontWeight: '650' },
  { tag: [t.heading4, t.heading5, t.heading6], fontWeight: '650' },
  { tag: t.strong, fontWeight: '700' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.strikethrough, textDecoration: 'line-through' },
  { tag: t.link, color: 'var(--prose-link)', textDecoration: 'underline' },
  { tag: t.quote, fontStyle: 'italic' },
  { tag: t.monospace, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9em' },
  // The marks last, so they keep their faded colour inside a heading or a link.
  {
    tag: [t.processingInstruction, t.url, t.labelName, t.contentSeparator],
    color: 'var(--prose-mark)',
    textDecoration: 'none',
    fontWeight: '400',
    fontStyle: 'normal',
  },
]);

export const proseTheme = EditorView.theme({
  '&': { fontSize: '0.9375rem', backgroundColor: 'transparent' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.6', overflow: 'visible' },
  '.cm-content': { padding: '0.75rem 1rem', minHeight: '7rem', caretColor: 'currentColor' },
  '.cm-line': { padding: '0' },
  '.cm-cursor': { borderLeftColor: 'currentColor' },
});
