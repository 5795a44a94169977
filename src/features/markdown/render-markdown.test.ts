import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('shows raw HTML as text, never as elements', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('turns links into inert text', () => {
    const html = renderMarkdown('[click](javascript:alert(1)) and [site](https://example.com)');
    expect(html).not.toContain('<a');
    expect(html).not.toContain('href');
    expect(html).toContain('click');
  });

  it('shows only plugin images, through the blob URL it is given', () => {
    const html = renderMarkdown('![logo](assets/logo.png) ![remote](https://evil.example/x.png)', {
      imageUrl: (src) => (src === 'assets/logo.png' ? 'blob:local/1' : undefined),
    });
    expect(html).toContain('<img src="blob:local/1" alt="logo">');
    expect(html).not.toContain('src="https://evil');
    expect(html.match(/<img/g)?.length).toBe(1);
  });

  it('survives thousands of nested quotes and long runs of emphasis markers', () => {
    expect(() => renderMarkdown('>'.repeat(5000) + ' deep')).not.toThrow();
    expect(() => renderMarkdown('*a'.repeat(50_000))).not.toThrow();
  });
});
