import MarkdownIt from 'markdown-it';

/**
 * Markdown → safe HTML for previews. Raw HTML in the source is shown as text (`html: false`),
 * links never navigate (they become inert text that shows where they point), and images show
 * only when they are files of the plugin, through `blob:` URLs the caller supplies. Nesting is
 * capped so that thousands of nested quotes cannot exhaust the stack.
 */
export interface RenderOptions {
  /** Resolves a relative image path (as written in the document) to a blob: URL, or undefined. */
  readonly imageUrl?: (src: string) => string | undefined;
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });
md.set({ maxNesting: 40 } as never);

md.renderer.rules.link_open = (tokens, index) => {
  const href = String(tokens[index]!.attrGet('href') ?? '');
  return `<span class="md-link" title="${md.utils.escapeHtml(href)}">`;
};
md.renderer.rules.link_close = () => '</span>';

md.renderer.rules.image = (tokens, index, options, env) => {
  const token = tokens[index]!;
  const src = String(token.attrGet('src') ?? '');
  const imageUrl = (env as RenderOptions | undefined)?.imageUrl;
  const alt = md.utils.escapeHtml(
    token.children ? md.renderer.renderInlineAsText(token.children, options, env) : token.content,
  );
  const url = isRelative(src) ? imageUrl?.(src) : undefined;
  if (url && url.startsWith('blob:')) return `<img src="${md.utils.escapeHtml(url)}" alt="${alt}">`;
  return `<span class="md-image-missing" title="${md.utils.escapeHtml(src)}">[${alt || 'image'}]</span>`;
};

// markdown-it refuses javascript:, vbscript:, file: and most data: links itself; since no link
// navigates here anyway, accepting every destination only affects the shown title.
md.validateLink = () => true;

function isRelative(src: string): boolean {
  return src !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('//') && !src.startsWith('/');
}

/** Renders Markdown to HTML that is safe to insert into the page. */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  return md.render(source, { ...options });
}
