import type { Page, Worker } from '@playwright/test';
import { test, expect } from './fixtures';
import { exportZip, openZip, showProblems } from './support';
import { EVIL, fileNamePayloads, payloadDocument, payloads, RUN } from './payloads';
import { writePluginZip } from '../src/archive/write-zip';
import { writeText, type FileTree } from '../src/model/file-tree';
import { editJsonFile, type OperationResult } from '../src/model/operation-support';
import { DEFAULT_SOLUTION_PATH } from '../src/model/plugin-manifest';
import { newSolution, setPersona } from '../src/model/operations';
import { addSkill } from '../src/model/skill-operations';
import { addServer } from '../src/model/server-operations';
import { createSkillText } from '../src/model/skill-document';
import { skillPath } from '../src/model/skill-files';
import { INSTRUCTIONS_SKILL_NAME } from '../src/model/templates';

/**
 * Every text a person can put in a solution, filled with script-injection payloads (payloads.ts),
 * opened from a zip and shown in every view, the Preview, the Markdown previews and the Files
 * view, then exported. Nothing may run, no dialog may open and nothing may be fetched from
 * elsewhere (the guard in fixtures.ts checks the last, and counts any CSP violation too).
 */

function step(tree: FileTree, result: (tree: FileTree) => OperationResult): FileTree {
  const outcome = result(tree);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.tree;
}

function hostileTree(): FileTree {
  const all = payloads.join('\n');
  let tree = newSolution(payloads.slice(0, 4).join(' '), { name: 'hostile', description: all });
  tree = writeText(
    tree,
    skillPath(INSTRUCTIONS_SKILL_NAME),
    createSkillText({ name: INSTRUCTIONS_SKILL_NAME, description: all, body: payloadDocument() }),
  );
  tree = step(tree, (t) => setPersona(t, true, payloadDocument()));
  const set = (key: string, value: unknown) => (t: FileTree) =>
    editJsonFile(t, DEFAULT_SOLUTION_PATH, [key], value);
  tree = step(tree, set('starters', payloads.slice(0, 24)));
  tree = step(
    tree,
    set(
      'examples',
      payloads.slice(24, 36).map((p, i) => ({ input: p, output: payloads[payloads.length - 1 - i] })),
    ),
  );
  tree = step(
    tree,
    set(
      'knowledge',
      payloads.slice(36, 48).map((p, i) => ({ name: `slot_${i}`, description: p, accepts: ['md', 'pdf'] })),
    ),
  );
  tree = step(tree, (t) =>
    addSkill(t, {
      name: 'hostile',
      description: payloads.slice(48).join(' '),
      body: `${payloadDocument()}\n![plugin picture](evil.svg)\n`,
    }),
  );
  tree = writeText(
    tree,
    'skills/hostile/evil.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"><script>${RUN}</script><image href="${EVIL}/svg.png"/></svg>`,
  );
  for (const name of fileNamePayloads)
    tree = writeText(tree, `skills/hostile/references/${name}`, payloadDocument());
  tree = writeText(tree, 'page.html', `<!doctype html>${payloads.join('\n')}`);
  tree = step(tree, (t) => addServer(t, 'evil', { type: 'streamable-http', url: `${EVIL}/mcp` }));
  return tree;
}

/** Opens every folder of the Files view, then every file in turn. */
async function openEveryFile(page: Page): Promise<number> {
  const files = page.getByRole('tree', { name: 'Files' });
  await expect(files.getByRole('treeitem').first()).toBeVisible();
  for (let closed = files.locator('[role=treeitem][aria-expanded=false]'); (await closed.count()) > 0;)
    await closed.first().click();
  const items = files.locator('[role=treeitem]:not([aria-expanded])');
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    await items.nth(i).click();
    await expect(page.getByRole('main').locator('h2.font-mono').first()).toBeVisible();
  }
  return count;
}

test('script in any text of a solution never runs, opens a dialog or loads anything', async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const tree = hostileTree();
  await page.goto('./');
  await openZip(page, await writePluginZip(tree), `${payloads[3]}.zip`);
  await expect(page.getByRole('banner').getByRole('heading')).toContainText('<script>');
  const nav = page.getByRole('navigation', { name: 'Views' });

  // Assistant: instructions and persona in their writing editors (as text), starters, examples, documents.
  await expect(page.getByRole('textbox', { name: 'What the assistant reads first' })).toContainText(
    '<script>',
  );
  await nav.getByRole('button', { name: 'Skills' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Skills', exact: true })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'What the assistant does with this skill' }).first(),
  ).toContainText('<script>');
  for (const view of ['Tools', 'Package']) {
    await nav.getByRole('button', { name: view }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: view, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await preview.getByRole('button', { name: payloads[0], exact: true }).click();
  await expect(preview).toContainText('this starts the conversation');

  await nav.getByRole('button', { name: 'Files' }).click();
  expect(await openEveryFile(page)).toBe([...tree.values()].filter((e) => e.kind === 'file').length);

  await nav.getByRole('button', { name: 'Assistant' }).click();
  await exportZip(page, true);
  await page.waitForTimeout(300); // let any late handler (onerror, onload) fire
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The text is shown as text: a payload's markup is visible, not parsed. The page's one inline
  // script is the build's own (index.html's head, allowed by its hash); the solution is drawn in
  // the body, so no inline script may be there.
  expect(
    await page.locator('body script:not([src]), iframe, object, embed, svg[onload], [onerror]').count(),
  ).toBe(0);
  expect(await page.locator('head script:not([src])').count()).toBe(1);
});

/** The page's JavaScript heap in use, in MB, from Chromium's own count. */
async function heapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
  await session.detach();
  return usedSize / 1024 / 1024;
}

// #19 item 3: a 49 KB zip whose plugin.json is 50 million `[` crashed the tab in 2-3 s; one of
// 16.6 million items blocked it for a minute and crashed it. Now each is refused with a sentence,
// and the page goes on answering.
test('tiny zips whose plugin.json is too deep or too long are refused in a sentence, and the page goes on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('./');
  const cases: [string, string, RegExp][] = [
    ['deep.zip', '['.repeat(50_000_000), /file "plugin\.json" is nested more than 256 levels deep/],
    ['long.zip', `{"name":"x","keywords":[${'1,'.repeat(16_600_000)}1]}`, /more than 100,000 values/],
  ];
  const title = page.getByLabel('Title');
  for (const [name, text, sentence] of cases) {
    const zip = await writePluginZip(writeText(new Map(), 'plugin.json', text));
    expect(zip.length).toBeLessThan(100_000);
    await openZip(page, zip, name);
    // A guard, not a speed test: with two CPU hogs on a shared machine the sentence came within
    // 3.9 s (deep) and 1.3 s (long); the crash or the minute-long block it guards against do not.
    await expect(page.getByRole('alert')).toContainText(sentence, { timeout: 20_000 });
    // The page answers another control at once, and holds far less than the 1.5 GB the issue allows.
    await title.fill(`After ${name}`);
    await expect(title).toHaveValue(`After ${name}`);
    expect(await heapMb(page)).toBeLessThan(1_500);
  }
  await page.getByRole('button', { name: 'New solution' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'After long.zip' })).toBeVisible();
});

// #19 item 16: 30,000 levels of YAML in a SKILL.md blanked the page once in 8 runs.
test('a skill whose details block is 30,000 levels deep is reported, and every view stays up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('./');
  const deep = `---\nname: deep\ndescription: d\ntags: ${'['.repeat(30_000)}${']'.repeat(30_000)}\n---\nBody\n`;
  const tree = writeText(newSolution('Deep Skill'), 'skills/deep/SKILL.md', deep);
  await openZip(page, await writePluginZip(tree), 'deep-skill.zip');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Deep Skill' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Views' });
  await nav.getByRole('button', { name: 'Skills' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Skills', exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Files' }).click();
  const files = page.getByRole('tree', { name: 'Files' });
  await expect(files.getByRole('treeitem').first()).toBeVisible();
  for (let closed = files.locator('[role=treeitem][aria-expanded=false]'); (await closed.count()) > 0;)
    await closed.first().click();
  await files.getByRole('treeitem', { name: 'SKILL.md 2 problems' }).click();
  await expect(await showProblems(page)).toContainText('nested more than 64 levels deep');
  // The raw editor highlights the file too, and must not fall over on it either.
  const editor = page.getByRole('textbox', { name: 'Contents of skills/deep/SKILL.md' });
  await expect(editor).toContainText('name: deep', { timeout: 20_000 });
  expect(await page.evaluate(() => 1 + 1)).toBe(2);
  await page.screenshot({ path: test.info().outputPath('deep-yaml.png') });
});

/** What string evaluation and a request to another host do in a worker's scope. */
async function probe(worker: Worker): Promise<{ evaluation: string; construct: string; request: string }> {
  return worker.evaluate(async () => {
    // Code evaluated by the test tool itself may generate code; the worker's own tasks may not.
    // So the probe runs in a task of the worker's, after the tool's evaluation has returned.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outcome = async (run: () => unknown) => {
      try {
        await run();
        return 'ran';
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      evaluation: await outcome(() => (0, eval)('1 + 1')),
      // eslint-disable-next-line no-restricted-syntax -- the probe: it must be refused in the worker
      construct: await outcome(() => new Function('return 1')()),
      request: await outcome(() => fetch('http://outside.invalid/probe')),
    };
  });
}

// #19 item 8: the policy is a meta tag, which does not reach a worker loaded from its own URL;
// there, string evaluation ran and a request to an outside host went out.
test('the archive worker runs under the page policy: no string evaluation, no outside request', async ({
  page,
}) => {
  const reached: string[] = [];
  await page.route('http://outside.invalid/**', (route) => {
    reached.push(route.request().url());
    return route.fulfill({ body: 'reached' });
  });
  // The app ends each worker once it has answered; keep it a few seconds more, so the probe can
  // run in the very scope the app started.
  await page.addInitScript(() => {
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function (this: Worker) {
      setTimeout(() => terminate.call(this), 5_000);
    };
  });
  await page.goto('./');
  const started = page.waitForEvent('worker');
  await openZip(page, await writePluginZip(newSolution('Policy Check')), 'policy.zip');
  const worker = await started;
  expect(worker.url()).toMatch(/^blob:/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Policy Check' })).toBeVisible();
  expect(await probe(worker)).toEqual({
    evaluation: 'EvalError',
    construct: 'EvalError',
    request: 'TypeError',
  });
  expect(reached).toEqual([]);
});
