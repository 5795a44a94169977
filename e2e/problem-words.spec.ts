import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openZip } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { solutionWithProblemsEverywhere } from '../src/app/test-broken-solutions';

/**
 * Maya never meets the file format outside the Files view: with problems in every document, the
 * text of the whole page (header, views, Problems panel, Preview) names no file, key, pointer or
 * schema word, and shows no literal asterisk.
 */
const LEAKS: [string, RegExp][] = [
  ['file name', /\b[\w.-]+\.(json|md|txt|ya?ml|png|sh)\b/gi],
  ['path', /(?<![\w:/.])\.{0,2}\/?[\w-]+(?:\/[\w.-]+)+/g],
  ['pointer', /(?:^|\s)\/[\w-]+(?:\/[\w-]+)*/g],
  [
    'key',
    /\b(format_version|write_tools|skills_sold_separately|mcpServers|allowed-tools|frontmatter|plugin\.json|org\.sigrix|stdio|streamable-http|sse)\b|\$schema/g,
  ],
  // Members the fixture adds that no solution, skill or server may have, and its servers' own
  // names (the views title them “Catalog”), quoted or emphasised in a message or a button.
  ['quoted key', /["“`](theme|rating|version|required|catalog|extra|ghost|shop|mcp|tools|url|type)["”`]/g],
  [
    'schema word',
    /\b(additionalProperties|minItems|maxItems|minLength|maxLength|enum|const|oneOf|anyOf|allOf|\$ref|pattern|schema|JSON|YAML|pointer)\b/g,
  ],
  ['asterisk', /\*/g],
];

function leaksIn(text: string): string[] {
  // Addresses people type are values, not the file format.
  const prose = text.replace(/\bhttps?:\/\/\S*/g, ' ');
  const found: string[] = [];
  for (const [kind, pattern] of LEAKS)
    for (const match of prose.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push(
        `${kind}: “${match[0].trim()}” in “…${prose.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…”`,
      );
    }
  return found;
}

async function pageText(page: Page): Promise<string> {
  // Everything drawn, inside open disclosures too: the body's rendered text, with what the person
  // wrote themselves (the text in the writing editors, as in any input) left out.
  return page.evaluate(() => {
    document.querySelectorAll('details').forEach((d) => (d.open = true));
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[contenteditable], .cm-editor').forEach((e) => e.remove());
    // A skill's own documents are listed by the names the person gave them when adding them.
    copy.querySelectorAll('section').forEach((section) => {
      if (section.querySelector('h4')?.textContent === 'Files it uses')
        section.querySelectorAll('li span[title]').forEach((e) => e.remove());
    });
    copy.querySelectorAll('em').forEach((e) => e.replaceWith(`“${e.textContent ?? ''}”`));
    document.body.append(copy);
    copy.style.position = 'absolute';
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}

test('no file path, key, pointer, schema word or asterisk in any view but Files', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('./');
  await openZip(page, await writePluginZip(solutionWithProblemsEverywhere()));
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText(/\d+ errors/);
  const nav = page.getByRole('navigation', { name: 'Views' });
  const found: string[] = [];
  for (const view of ['Assistant', 'Skills', 'Tools', 'Package']) {
    await nav.getByRole('button', { name: new RegExp(`^${view}`) }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: view, exact: true })).toBeVisible();
    found.push(...leaksIn(await pageText(page)).map((leak) => `${view}: ${leak}`));
  }
  await nav.getByRole('button', { name: /^Assistant/ }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  found.push(...leaksIn(await pageText(page)).map((leak) => `Preview: ${leak}`));
  expect([...new Set(found)]).toEqual([]);
});
