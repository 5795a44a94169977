import { describe, expect, test } from 'vitest';
import { htmlToMarkdown, MAX_PASTED_HTML } from './paste-markdown';

describe('pasted rich text as Markdown', () => {
  test('keeps headings, lists, bold, italic and links', () => {
    const html = `<h2>Returns</h2>
      <p>Be <b>kind</b> and <em>brief</em>. See <a href="https://shop.example.com/returns">the policy</a>.</p>
      <ul><li>Ask for the order number<ul><li>Check the date</li></ul></li><li>Explain the rule</li></ul>
      <ol start="3"><li>Three</li><li>Four</li></ol>`;
    expect(htmlToMarkdown(html)).toBe(
      [
        '## Returns',
        '',
        'Be **kind** and *brief*. See [the policy](https://shop.example.com/returns).',
        '',
        '- Ask for the order number',
        '  - Check the date',
        '- Explain the rule',
        '',
        '3. Three',
        '4. Four',
      ].join('\n'),
    );
  });

  test('reads Google Docs: styled spans, and no bold from the wrapper around everything', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1">' +
      '<h1 dir="ltr"><span style="font-size:20pt;font-weight:400;">Shipping</span></h1>' +
      '<p dir="ltr"><span style="font-weight:400;">We ship </span><span style="font-weight:700;">every day</span>' +
      '<span style="font-weight:400;"> and </span><span style="font-style:italic;">never</span>' +
      '<span style="font-weight:700;font-style:italic;"> late</span></p>' +
      '<ul><li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span>By post</span></p></li>' +
      '<li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span>By courier</span></p></li></ul></b>';
    expect(htmlToMarkdown(html)).toBe(
      '# Shipping\n\nWe ship **every day** and *never* ***late***\n\n- By post\n- By courier',
    );
  });

  test("reads Word's list paragraphs as lists", () => {
    const html =
      '<p class=MsoListParagraphCxSpFirst style="mso-list:l0 level1 lfo1"><![if !supportLists]>' +
      '<span style="mso-list:Ignore">1.<span>&nbsp;&nbsp;</span></span><![endif]>Ask for the number</p>' +
      '<p class=MsoListParagraphCxSpLast style="mso-list:l0 level2 lfo1"><![if !supportLists]>' +
      '<span style="font-family:Symbol;mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span><![endif]>Then <b>check</b> it</p>' +
      '<p class=MsoNormal>Done.</p>';
    expect(htmlToMarkdown(html)).toBe('1. Ask for the number\n   - Then **check** it\n\nDone.');
  });

  test('never writes HTML, a script, an image or an unsafe address', () => {
    const html =
      '<p><b>Safe</b><script>alert(1)</script><style>p{}</style><img src="data:image/png;base64,AAAA" alt="x">' +
      ' <a href="javascript:alert(1)">click</a> <a href="data:text/html,hi">data</a>' +
      ' <a href="/relative">here</a> <a href="https://a.test/a b(c)">spaced</a>' +
      ' &lt;script&gt;alert(2)&lt;/script&gt; &amp;amp; [x](javascript:y)</p>';
    const markdown = htmlToMarkdown(html)!;
    expect(markdown).toBe(
      '**Safe** click data here [spaced](https://a.test/a%20b%28c%29) \\<script>alert(2)\\</script> \\&amp; \\[x\\](javascript:y)',
    );
  });

  test('leaves HTML without formatting, and HTML past the limit, to be pasted as plain text', () => {
    expect(htmlToMarkdown('<div><span style="color:red">const x = 1;</span></div>')).toBeUndefined();
    expect(htmlToMarkdown(`<b>${'x'.repeat(MAX_PASTED_HTML)}</b>`)).toBeUndefined();
    expect(htmlToMarkdown('<b> </b>')).toBeUndefined();
  });

  test('nesting too deep to convert quickly is pasted as plain text', () => {
    const nested = (levels: number) => `${'<div>'.repeat(levels)}<b>deep</b>${'</div>'.repeat(levels)}`;
    expect(htmlToMarkdown(nested(50))).toBe('**deep**');
    const started = performance.now();
    expect(htmlToMarkdown(nested(100_000))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
