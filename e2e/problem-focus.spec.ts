import { test, expect } from './fixtures';
import { openZip, showProblems } from './support';
import { writePluginZip } from '../src/archive/write-zip';
import { validate } from '../src/validate/validate';
import type { FileTree } from '../src/model/file-tree';
import { solutionBreakingEveryRule, solutionBreakingTheAlternatives } from '../src/app/test-broken-solutions';

/** The message as the page shows it: emphasis marks are not text. */
const shown = (message: string) => message.replace(/\*([^*\n]+)\*/g, '$1');

const cases: [string, () => FileTree][] = [
  ['a solution breaking every solution-document rule at once', solutionBreakingEveryRule],
  ['the rules that exclude those', solutionBreakingTheAlternatives],
];

for (const [name, make] of cases) {
  test(`every problem of ${name} focuses its own field or card`, async ({ page }) => {
    test.setTimeout(120_000);
    const tree = make();
    const diagnostics = validate(tree);
    const messages = diagnostics.map((d) => shown(d.message));
    await page.goto('./');
    await openZip(page, await writePluginZip(tree));
    const panel = await showProblems(page);
    await expect(panel).toContainText(/errors?/);
    const report: string[] = [];
    for (const [index, d] of diagnostics.entries()) {
      await panel.getByRole('button', { name: messages[index] }).first().click();
      // The focus belongs to the problem when it is the field its message describes, or the
      // message itself, never a block that lists other problems too or the panel's own button.
      const owner = () =>
        page.evaluate(
          ([message, others]) => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body || el.closest('#problems-list')) return 'not moved';
            const described = (el.getAttribute('aria-describedby') ?? '')
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ');
            const own = (el.textContent ?? '').replace(/\s+/g, ' ');
            if (described.replace(/\s+/g, ' ').includes(message!)) return 'ok';
            if (own.includes(message!) && !others!.some((m) => m !== message && own.includes(m))) return 'ok';
            return `${el.tagName}#${el.id}`;
          },
          [messages[index]!, messages] as const,
        );
      await expect
        .poll(owner, { timeout: 3000 })
        .toBe('ok')
        .catch(() => undefined);
      report.push(`${await owner()} ${d.code} ${d.pointer ?? ''}`);
    }
    expect(
      report.filter((line) => !line.startsWith('ok ')),
      `of ${diagnostics.length}`,
    ).toEqual([]);
  });
}
