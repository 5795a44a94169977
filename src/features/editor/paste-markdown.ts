/**
 * Rich text pasted into the writing editor, from a web page or a word processor, keeps its
 * headings, lists, bold, italic and links, written as the Markdown a person would type; the rest
 * becomes plain text. Turndown does the conversion (the HTML is parsed by the browser's DOMParser,
 * into a document that runs no script and loads nothing), with rules for what word processors
 * put on the clipboard: Google Docs' styled spans and the bold wrapper around everything, Word's
 * list paragraphs. Nothing of the HTML itself reaches the text: no tag is kept, a `<` that could
 * open one is escaped, images are left out, and a link keeps its address only when it is a web
 * or mail address (never javascript: or data:).
 */
import TurndownService from 'turndown';
import { EditorView } from '@codemirror/view';

/** Past this much HTML (about a hundred pages), the plain text is pasted instead: quicker, and as good. */
export const MAX_PASTED_HTML = 1_000_000;

/**
 * Elements open inside one another past which the plain text is pasted instead: the converter
 * recurses once per level and reads each element's whole text, so deep nesting costs it time
 * that grows with the square of the HTML's size (and then its stack). Real pages nest far less.
 */
const MAX_NESTING = 400;

const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)$/i;

/** Whether the HTML's tags open more than `MAX_NESTING` levels at some point (a count of tags, not a parse). */
function tagsNestTooDeep(html: string): boolean {
  let depth = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (VOID.test(name!) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_NESTING) return true;
  }
  return false;
}

/** HTML that holds something Markdown keeps; other HTML (a code editor's coloured lines) is pasted as its plain text. */
const FORMATTED = /<(h[1-6]|ul|ol|li|b|strong|i|em|a)[\s>]|font-weight|font-style|mso-list/i;

/** Left out with their contents. */
const LEFT_OUT = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'HEAD',
  'TITLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'CANVAS',
  'AUDIO',
  'VIDEO',
  'IMG',
  'PICTURE',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
]);

type Node = TurndownService.Node;

function styleOf(node: Node): string {
  return (node as HTMLElement).getAttribute?.('style') ?? '';
}

const BOLD_STYLE = /font-weight\s*:\s*(bold|bolder|[6-9]00)/i;
const NOT_BOLD_STYLE = /font-weight\s*:\s*(normal|lighter|[1-5]00)/i;
const ITALIC_STYLE = /font-style\s*:\s*(italic|oblique)/i;

/** Whether the browser would draw `node` bold; a bold mark on it writes `**`. */
function boldMark(node: Node): boolean {
  const name = node.nodeName;
  if (name === 'B' || name === 'STRONG') return !NOT_BOLD_STYLE.test(styleOf(node));
  return name === 'SPAN' && BOLD_STYLE.test(styleOf(node));
}

function italicMark(node: Node): boolean {
  const name = node.nodeName;
  return name === 'I' || name === 'EM' || (name === 'SPAN' && ITALIC_STYLE.test(styleOf(node)));
}

/** Whether a node around `node` already writes this mark (`**` inside `**` would end it). */
function insideOf(node: Node, marked: (node: Node) => boolean): boolean {
  for (let parent = node.parentNode; parent; parent = parent.parentNode)
    if (marked(parent as Node)) return true;
  return false;
}

/** A link's address when it is one worth keeping: an absolute web or mail address, made safe for Markdown. */
function safeAddress(href: string | null): string | undefined {
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return undefined;
  return url.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A Word list paragraph's level (1 for the outermost), from its `mso-list: l0 level2 lfo1` style. */
function wordListLevel(node: Node): number | undefined {
  const found = /mso-list\s*:\s*l\d+\s+level(\d+)/i.exec(styleOf(node));
  return found ? Number(found[1]) : undefined;
}

/** The number or bullet Word wrote before a list paragraph's text (in a span it marks to be ignored). */
function wordListLabel(node: Node): string {
  const element = node as HTMLElement;
  for (const span of Array.from(element.getElementsByTagName?.('span') ?? []))
    if (/mso-list\s*:\s*ignore/i.test(span.getAttribute('style') ?? '')) return span.textContent ?? '';
  return '';
}

/** Indents every line after the first of a list item's text by its marker's width; blank lines stay empty. */
function itemText(marker: string, content: string): string {
  const lines = content.replace(/^\n+/, '').replace(/\n+$/, '').split('\n');
  return (
    marker +
    lines
      .map((line, index) => (index === 0 || line.trim() === '' ? line : ' '.repeat(marker.length) + line))
      .join('\n')
  );
}

function converter(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
  });
  const escape = service.escape.bind(service);
  // Turndown escapes Markdown's marks; a `<` that could open a tag and an `&` that could spell a
  // character are escaped too, so pasted text never becomes HTML.
  service.escape = (text) =>
    escape(text)
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
      .replace(/&(?=#?\w+;)/g, '\\&');
  // Rules added later are tried first, and before what `remove` names: so this rule, not `remove`.
  service.addRule('leftOut', {
    filter: (node) => LEFT_OUT.has(node.nodeName.toUpperCase()),
    replacement: () => '',
  });
  service.addRule('strong', {
    filter: (node) => boldMark(node) || node.nodeName === 'B' || node.nodeName === 'STRONG',
    replacement: (content, node) =>
      !boldMark(node) || insideOf(node, boldMark) || content.trim() === '' ? content : `**${content}**`,
  });
  service.addRule('emphasis', {
    filter: (node) => italicMark(node),
    replacement: (content, node) => {
      const italic = insideOf(node, italicMark) || content.trim() === '' ? content : `*${content}*`;
      // Google Docs writes bold and italic on one span.
      return boldMark(node) && !insideOf(node, boldMark) && content.trim() !== '' ? `**${italic}**` : italic;
    },
  });
  service.addRule('link', {
    filter: 'a',
    replacement: (content, node) => {
      const address = safeAddress((node as HTMLElement).getAttribute('href'));
      const text = content.trim();
      return address && text !== '' ? `[${text}](${address})` : content;
    },
  });
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as HTMLElement | null;
      let marker = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? '1') || 1;
        marker = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      return `${itemText(marker, content)}${node.nextSibling ? '\n' : ''}`;
    },
  });
  service.addRule('wordListLabel', {
    filter: (node) => node.nodeName === 'SPAN' && /mso-list\s*:\s*ignore/i.test(styleOf(node)),
    replacement: () => '',
  });
  service.addRule('wordListItem', {
    filter: (node) => node.nodeName === 'P' && wordListLevel(node) !== undefined,
    replacement: (content, node) => {
      const label = wordListLabel(node).trim();
      const number = /^(\d{1,9})[.)]/.exec(label)?.[1];
      const ordered = number !== undefined || /^[a-z]{1,4}[.)]$/i.test(label);
      const indent = '   '.repeat(wordListLevel(node)! - 1);
      return `\n${indent}${itemText(ordered ? `${number ?? '1'}. ` : '- ', content.trim())}\n`;
    },
  });
  return service;
}

let service: TurndownService | undefined;

/**
 * The Markdown for pasted HTML, or `undefined` when its plain text should be pasted instead: the
 * HTML holds no formatting Markdown keeps, is too large or nests too deeply, or could not be read.
 */
export function htmlToMarkdown(html: string): string | undefined {
  if (html.length > MAX_PASTED_HTML || !FORMATTED.test(html) || tagsNestTooDeep(html)) return undefined;
  try {
    service ??= converter();
    const markdown = service
      .turndown(html)
      .replace(/^[ \t]+$/gm, '')
      .trim();
    return markdown === '' ? undefined : markdown;
  } catch {
    // HTML the converter could not read: the plain text is as good.
    return undefined;
  }
}

/** Pasted rich text as Markdown; blocks (several lines) are kept apart from the words around them by a blank line. */
export const pasteMarkdown = EditorView.domEventHandlers({
  paste(event, view) {
    const html = event.clipboardData?.getData('text/html');
    if (!html || view.state.readOnly) return false;
    const markdown = htmlToMarkdown(html);
    if (markdown === undefined) return false;
    event.preventDefault();
    const { state } = view;
    const { from, to } = state.selection.main;
    const blocks = markdown.includes('\n');
    const gap = state.lineBreak + state.lineBreak;
    const before = blocks && state.sliceDoc(state.doc.lineAt(from).from, from).trim() !== '' ? gap : '';
    const after = blocks && state.sliceDoc(to, state.doc.lineAt(to).to).trim() !== '' ? gap : '';
    view.dispatch(state.replaceSelection(before + markdown.split('\n').join(state.lineBreak) + after), {
      scrollIntoView: true,
      userEvent: 'input.paste',
    });
    return true;
  },
});
