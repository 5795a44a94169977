import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

/** Each shape of an SVG's markup with its attributes, in order: `rect width=32 …`. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path|circle|polygon|line|ellipse)\b([^>]*?)\/?>/g)].map(
    ([, tag, attributes]) =>
      [
        tag,
        ...[...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)]
          .map(([, name, value]) => `${name}=${value}`)
          .sort(),
      ].join(' '),
  );
}

describe('Logo', () => {
  it('draws what the favicon draws, and is hidden from screen readers', () => {
    const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    const drawn = renderToStaticMarkup(<Logo className="size-8" />);
    expect(shapes(favicon).length).toBeGreaterThan(0);
    expect(shapes(drawn)).toEqual(shapes(favicon));
    expect(drawn).toMatch(/^<svg viewBox="0 0 32 32" aria-hidden="true"/);
    expect(favicon).toContain('viewBox="0 0 32 32"');
  });
});
