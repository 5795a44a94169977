import { test, expect } from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { readText } from '../src/model/file-tree';
import { addOnlineServer, check, exportZip, readDownload, showProblems } from './support';
import { PersonActions } from './person-actions';

const ADDRESS = 'https://orders.mayas-shop.eu/mcp';

/** What the order service's docs print for `tools/list`: a look-up and a change, annotated. */
const TOOLS_LIST = JSON.stringify(
  {
    jsonrpc: '2.0',
    id: 1,
    result: {
      tools: [
        {
          name: 'lookup_order',
          title: 'Look up an order',
          description: 'Finds an order by its number and says where it is.',
          inputSchema: { type: 'object', properties: { number: { type: 'string' } }, required: ['number'] },
          annotations: { readOnlyHint: true },
        },
        {
          name: 'start_return',
          title: 'Start a return',
          description: 'Opens a return for an order and emails the customer a label.',
          inputSchema: { type: 'object', properties: { number: { type: 'string' } }, required: ['number'] },
          annotations: { readOnlyHint: false, destructiveHint: false },
        },
      ],
    },
  },
  null,
  2,
);

test('Maya builds Shop Support with the forms in at most 45 actions, exports it without a problem, and the next day changes it and downloads again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const act = new PersonActions();
  await page.goto('./');
  await act.fill(page.getByLabel('Title'), 'Shop Support');
  await act.click(page.getByRole('button', { name: 'New solution' }));
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();

  // Her own part of the instructions, written as in a word processor: after the starting rules,
  // a sentence with a bold phrase (Ctrl+B, type, Ctrl+B), a list, and the returns page's address,
  // which is drawn as a link as she types it.
  const instructions = page.getByRole('textbox', { name: 'What the assistant reads first' });
  // A click on the empty line under the text puts the cursor at its end.
  await act.click(instructions.locator('.cm-line').last());
  await act.type(page, '\nAlways ask for ');
  await act.shortcut(page, 'ControlOrMeta+b');
  await act.type(page, 'the order number');
  await act.shortcut(page, 'ControlOrMeta+b');
  await act.type(
    page,
    // After the first item, Enter starts the next one; Enter on an empty item leaves the list.
    ' first.\n\nWe sell:\n\n- shoes\nbags\n\nFor returns, send people to https://mayas-shop.eu/returns',
  );

  await expect(instructions.getByText('https://mayas-shop.eu/returns', { exact: true })).toHaveCSS(
    'text-decoration-line',
    'underline',
  );
  await instructions.screenshot({ path: test.info().outputPath('instructions-written.png') });

  // Its own voice, in its own words.
  await act.click(page.getByRole('switch', { name: 'Give the assistant its own voice' }));
  await act.fill(
    page.getByRole('textbox', { name: 'How it talks' }),
    '# How Shop Support speaks\n\nFriendly and calm; short sentences; uses the customer’s name.\n',
  );

  const starters = ['Where is my order?', 'How do I return something?', 'Do you ship abroad?'];
  for (const [index, text] of starters.entries()) {
    await act.click(page.getByRole('button', { name: 'Add starter' }));
    await act.fill(page.getByRole('textbox', { name: `Starter ${index + 1}` }), text);
  }

  const examples = [
    ['Where is order 10432?', 'It left on Monday and arrives by Thursday.'],
    ['Can I return worn shoes?', 'Within 30 days, if they are clean and in their box.'],
  ];
  for (const [index, [question, answer]] of examples.entries()) {
    await act.click(page.getByRole('button', { name: 'Add example' }));
    await act.fill(page.getByRole('textbox', { name: 'Someone asks' }).nth(index), question!);
    await act.fill(page.getByRole('textbox', { name: 'The assistant answers' }).nth(index), answer!);
  }

  // Two documents to ask for at install; both keep the PDF a new one starts with.
  for (const [index, what] of ['Your returns policy', 'Your shipping rates'].entries()) {
    await act.click(page.getByRole('button', { name: 'Add document' }));
    await act.fill(page.getByRole('textbox', { name: 'What to ask for' }).nth(index), what);
  }

  await act.click(page.getByRole('button', { name: 'Skills', exact: true }));
  const skills = [
    ['Returns', 'Explains returns and starts one. Use when a customer wants to send something back.'],
    ['Shipping', 'Answers delivery questions. Use when a customer asks where an order is.'],
  ];
  for (const [name, does] of skills) {
    await act.click(page.getByRole('button', { name: /Add a skill/ }).first());
    const dialog = page.getByRole('dialog');
    await act.fill(dialog.getByRole('textbox', { name: 'Name' }), name!);
    await act.fill(dialog.getByRole('textbox', { name: 'What it does and when to use it' }), does!);
    await act.click(dialog.getByRole('button', { name: 'Add skill' }));
    await expect(dialog).toBeHidden();
    await act.fill(
      page.getByRole('textbox', { name: `What the assistant does with this skill (“${name}”)` }),
      `# ${name}\n\n1. Ask for the order number.\n2. Look the order up and answer from what it says.\n`,
    );
  }

  await act.click(page.getByRole('button', { name: 'Tools', exact: true }));
  // The service's address and its list of tools, each pasted as the service's docs give them;
  // the "may change things" switches come from the list and are right without a touch.
  for (const [given, found] of [
    [ADDRESS, 'Found 1 tool server, Orders, an online service at https://orders.mayas-shop.eu/mcp.'],
    [TOOLS_LIST, 'Found 2 tools: 1 looks things up, 1 may change things, to add to “Orders”.'],
  ] as const) {
    await act.click(page.getByRole('button', { name: /^Paste/ }));
    const dialog = page.getByRole('dialog', { name: 'Paste a set-up' });
    await act.fill(dialog.getByLabel('What the service gives you'), given);
    await expect(dialog.getByRole('status').filter({ hasText: /^Found/ })).toHaveText(found);
    await act.click(dialog.getByRole('button', { name: 'Add to tools' }));
    await expect(dialog).toBeHidden();
  }
  const tools = page.getByRole('list', { name: 'Tools of Orders' });
  await expect(tools.getByRole('switch', { name: /: start_return$/ })).toBeChecked();
  await expect(tools.getByRole('switch', { name: /: lookup_order$/ })).not.toBeChecked();
  await tools.screenshot({ path: test.info().outputPath('shop-support-tools.png') });

  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('None');
  const download = page.waitForEvent('download');
  await act.click(page.getByRole('button', { name: 'Export', exact: true }));
  const file = await download;

  // The notice names the file and the next step.
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    /Downloaded shop-support-0\.1\.0\.zip\. Next, install it in Bailey, or send it to the person who will\./,
  );
  console.log(`Shop Support journey: ${act}`);
  expect(act.total, String(act)).toBeLessThanOrEqual(45);

  const read = await readDownload(file);
  // No error and no warning either.
  expect(check(read.tree)).toEqual([]);
  expect(readText(read.tree, 'skills/instructions/SKILL.md')).toContain(
    'cannot check.\n\nAlways ask for **the order number** first.\n\nWe sell:\n\n- shoes\n- bags\n\nFor returns, send people to https://mayas-shop.eu/returns',
  );
  const solution = JSON.parse(readText(read.tree, 'assistant.json')!);
  expect(solution.starters).toEqual(starters);
  expect(solution.examples).toHaveLength(2);
  expect(solution.knowledge).toHaveLength(2);
  expect(solution.skills.map((s: { name: string }) => s.name)).toEqual(['returns', 'shipping']);
  expect(solution.persona).toBe('persona.md');
  expect(solution.tools.orders).toEqual({
    tools: ['lookup_order', 'start_return'],
    write_tools: ['start_return'],
  });

  // The library says when it was exported (once the last change is stored).
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'All solutions' }).click();
  await expect(page.getByRole('button', { name: /^Shop Support\s*Changed .* · exported / })).toBeVisible();

  // The next day: open it from the library, reword a starter, download again. The version moves
  // on by itself (a rewording: the smallest step), and nothing is asked.
  const nextDay = new PersonActions();
  await page.reload();
  // The builder opens where she was: the list of her solutions.
  await nextDay.click(page.getByRole('button', { name: /^Shop Support\s*Changed/ }));
  // It opens where she left it, on Tools.
  await nextDay.click(
    page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Assistant' }),
  );
  await nextDay.fill(page.getByRole('textbox', { name: 'Starter 3' }), 'Do you ship to Norway?');
  const again = page.waitForEvent('download');
  await nextDay.click(page.getByRole('button', { name: 'Export', exact: true }));
  expect((await again).suggestedFilename()).toBe('shop-support-0.1.1.zip');
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText(
    'Its version is now 0.1.1 (it was 0.1.0), after 1 change since your last download',
  );
  console.log(`Shop Support, the next day: ${nextDay}`);
  expect(nextDay.total, String(nextDay)).toBeLessThanOrEqual(4);
});

test('switching where a server runs and back restores its address', async ({ page }) => {
  await page.goto('./');
  await page.getByLabel('Title').fill('Shop Support');
  await page.getByRole('button', { name: 'New solution' }).click();
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await addOnlineServer(page, 'Orders', ADDRESS);
  await page.getByRole('radio', { name: 'On this computer' }).check();
  await page.getByRole('radio', { name: 'Online service' }).check();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(ADDRESS);
});

test('choosing another skill for the instructions asks first and says what changes', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: /Shop Support/ }).click();
  const picker = page.getByRole('combobox', { name: 'Skill that holds the instructions' });
  await picker.selectOption({ label: 'Returns' });
  const ask = page.getByRole('dialog', { name: 'Use “Returns” as the instructions?' });
  await expect(ask).toContainText('instead of “Instructions”');
  await expectNoSeriousViolations(page, 'the instructions question');
  await page.screenshot({ path: test.info().outputPath('instructions-question.png') });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toHaveValue('instructions');
  await picker.selectOption({ label: 'Returns' });
  await ask.getByRole('button', { name: 'Use “Returns”' }).click();
  await expect(picker).toHaveValue('returns');
});

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, where).toEqual([]);
}

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>('nav, header, main')].filter(
      (element) => element.scrollWidth > element.clientWidth + 1,
    );
    return wide.length > 0 || document.documentElement.scrollWidth > window.innerWidth + 1;
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`at ${width} px (${scheme}) every view is reachable without swiping and every header action has a label`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });
      await page.goto('./');
      await page.getByRole('button', { name: /Shop Support/ }).click();
      await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
      const header = page.getByRole('banner');
      const labelled = async (where: Locator, actions: string[]) => {
        for (const action of actions) {
          const button = where.getByRole('button', { name: action, exact: true });
          await expect(button).toBeVisible();
          await expect(button).toContainText(action);
        }
      };
      if (width >= 640) await labelled(header, ['Undo', 'Redo', 'Preview', 'Import', 'Export']);
      else {
        // On a narrow screen the less used actions sit in the labelled "More" list.
        await labelled(header, ['Preview', 'Export', 'More']);
        await header.getByRole('button', { name: 'More' }).click();
        const more = header.getByRole('group', { name: 'More actions' });
        await labelled(more, ['Undo', 'Redo', 'Import']);
        await expectNoSeriousViolations(page, `More actions at ${width} px (${scheme})`);
        await page.screenshot({ path: test.info().outputPath(`more-${width}-${scheme}.png`) });
        await page.keyboard.press('Escape');
        await expect(more).toBeHidden();
      }
      const views = page.getByRole('navigation', { name: 'Views' });
      for (const view of ['Assistant', 'Skills', 'Tools', 'Package', 'Files']) {
        const button = views.getByRole('button', { name: new RegExp(`^${view}`) });
        await expect(button).toBeInViewport({ ratio: 1 });
        await button.click();
        await expect(
          view === 'Files'
            ? page.getByRole('tree').first()
            : page.getByRole('main').getByRole('heading', { name: view, exact: true }),
        ).toBeVisible();
        expect(await overflowsSideways(page), `${view} at ${width} px`).toBe(false);
        if (view === 'Assistant' || view === 'Tools')
          await page.screenshot({ path: test.info().outputPath(`${view}-${width}-${scheme}.png`) });
      }
      // The export notice, too.
      const download = page.waitForEvent('download');
      await header.getByRole('button', { name: 'Export', exact: true }).click();
      await download;
      await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();
      await expectNoSeriousViolations(page, `the export notice at ${width} px (${scheme})`);
      await page.screenshot({ path: test.info().outputPath(`exported-${width}-${scheme}.png`) });
    });
  }
}

test('every button drawn as an icon alone says what it does when pointed at, in every view', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: /^Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  const silent: string[] = [];
  for (const view of ['Assistant', 'Skills', 'Tools', 'Package', 'Versions', 'Files']) {
    await page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('button', { name: new RegExp(`^${view}`) })
      .click();
    await expect(
      view === 'Files'
        ? page.getByRole('tree', { name: 'Files' })
        : page.getByRole('main').getByRole('heading', { name: view, exact: true }),
    ).toBeVisible();
    const found = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button')]
        .filter((b) => b.offsetParent !== null && (b.textContent ?? '').trim() === '' && !b.title)
        .map((b) => b.getAttribute('aria-label') ?? b.outerHTML.slice(0, 60)),
    );
    silent.push(...found.map((name) => `${view}: ${name}`));
  }
  expect([...new Set(silent)]).toEqual([]);
});

for (const template of ['Shop Support', 'Team Handbook', 'Meeting Notes']) {
  test(`the ${template} template exports without a problem`, async ({ page }) => {
    await page.goto('./');
    await page.getByRole('button', { name: new RegExp(`^${template}`) }).click();
    await page.getByRole('banner').getByRole('heading', { name: template }).waitFor();
    await expect(page.getByRole('region', { name: 'Problems' })).toContainText('None');
    const exported = await exportZip(page);
    expect(check(exported.tree)).toEqual([]);
  });
}

test('an address typed without https:// is fixed from the Problems panel in one click', async ({ page }) => {
  await page.goto('./');
  await page.getByLabel('Title').fill('Shop Support');
  await page.getByRole('button', { name: 'New solution' }).click();
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page
    .getByRole('button', { name: /Add a server/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Orders');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('https://orders.mayas-shop.eu/mcp');
  await dialog.getByRole('button', { name: 'Add server' }).click();
  // The add dialog puts https:// in front itself (#31 item 3); the server's own field does not.
  await page.getByRole('textbox', { name: 'Address' }).fill('orders.mayas-shop.eu/mcp');
  const problems = await showProblems(page);
  await problems.getByRole('button', { name: 'Add https:// in front' }).click();
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
    'https://orders.mayas-shop.eu/mcp',
  );
  // A placeholder address is not a mistake, but it is not exported without a word either.
  await page.getByRole('textbox', { name: 'Address' }).fill('https://orders.example.com/mcp');
  await expect(problems).toContainText('is an example');
  await page.screenshot({ path: test.info().outputPath('placeholder-address.png') });
});
