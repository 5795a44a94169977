import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openZip, exportZip } from './support';
import { installLanguageModelStandIn, languageModelCalls } from './support/language-model-stand-in';
import { startModelServer, type ModelServer, type RecordedRequest } from './support/model-servers';
import { writePluginZip } from '../src/archive/write-zip';
import { shopWithOrders } from './support/shop-with-orders';
import { createSolution } from '../src/app/templates';
import { assistantBrief } from '../src/conversation/brief';

/**
 * "Try it": a conversation with the assistant as Bailey would hold it, beside the views. Against
 * stand-ins on 127.0.0.1 that speak OpenAI's and Anthropic's wire formats, and one for the
 * browser's own model: what the first request carries, a skill's body only once asked for, the
 * allow question before a change, the key kept out of every record and download, each request
 * of the conversation's document in its "Sent" list and none from the editor.
 */

const KEY = 'sk-try-it-0123456789abcdefghij';

const tree = shopWithOrders();
const brief = assistantBrief(tree);
const returns = brief.skills.find((skill) => skill.name === 'returns')!;
const cancel = brief.tools.find((tool) => tool.name === 'cancel_order')!;
/** A line of a text as it travels inside JSON (its quotes and line breaks escaped). */
const inJson = (text: string) => JSON.stringify(text.split('\n')[0]!).slice(1, -1);

async function openShop(page: Page): Promise<void> {
  await page.goto('./');
  await openZip(page, await writePluginZip(tree), 'shop-support.zip');
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
}

async function openTryIt(page: Page): Promise<FrameLocator> {
  await page.getByRole('button', { name: 'Try it', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Try it' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Conversation with your assistant"]');
  await expect(frame.getByLabel('Message')).toBeVisible();
  return frame;
}

/** Chooses a service and points it at the stand-in, with the key. */
async function chooseService(frame: FrameLocator, service: string, address: string): Promise<void> {
  await frame.getByLabel('A model service, with your own key').check();
  await frame.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await frame.getByText('Another address (a proxy on this computer)').click();
  await frame.getByLabel('Address').fill(address);
  await frame.getByLabel(/^(OpenAI|Anthropic|Gemini|OpenRouter) key$/).fill(KEY);
}

/** Opens the settings of where answers come from, unless they are showing. */
async function showSettings(frame: FrameLocator): Promise<void> {
  if (!(await frame.getByLabel('Service', { exact: true }).isVisible()))
    await frame.getByText(/^(Answers from|Choose where the answers come from)/).click();
}

async function send(frame: FrameLocator, text: string): Promise<void> {
  await frame.getByLabel('Message').fill(text);
  await frame.getByRole('button', { name: 'Send' }).click();
}

/** Every text kept by the page: IndexedDB's records (bytes decoded) and localStorage. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    const decode = (value: unknown): unknown => {
      if (value instanceof Uint8Array || value instanceof ArrayBuffer) return new TextDecoder().decode(value);
      if (value instanceof Blob) return '[blob]';
      if (Array.isArray(value)) return value.map(decode);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
      return value;
    };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(JSON.stringify(decode(values)));
      }
      db.close();
    }
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      texts.push(`${key}=${localStorage.getItem(key)}`);
    }
    return texts.join('\n');
  });
}

let server: ModelServer;
test.beforeAll(async () => {
  server = await startModelServer();
});
test.afterAll(() => server.close());

/** The stand-in's replies for one turn: read the returns skill, announce and cancel, then answer. */
function scriptTurn(): void {
  const first = server.requests.length;
  server.reply((_request, index) =>
    index === first
      ? { toolCall: { name: 'load_skill', input: { name: 'returns' } } }
      : index === first + 1
        ? {
            text: 'I will cancel order 1042 now.',
            toolCall: { name: cancel.callName, input: { order: '1042' } },
          }
        : { text: 'Order **1042** is cancelled, and returns take 30 days.' },
  );
}

for (const [service, path] of [
  ['OpenAI', '/v1'],
  ['Anthropic (Claude)', '/v1'],
] as const) {
  test(`a conversation with ${service}: skills read when needed, a change asked before, the key kept out`, async ({
    page,
    guard,
  }) => {
    await openShop(page);
    const frame = await openTryIt(page);
    await expect(frame.getByText('Nothing has been sent.')).toHaveCount(0);
    await chooseService(frame, service, `${server.url}${path}`);
    await expect(frame.getByText(/Each message sends the instructions/)).toContainText('127.0.0.1');
    const before = server.requests.length;
    expect(guard.conversation, 'nothing is sent before the first message').toEqual([]);
    scriptTurn();
    await send(frame, 'Please cancel order 1042. How do returns work?');

    await expect(frame.getByText('Read the skill')).toContainText('Returns');
    const card = frame.getByRole('region', { name: `Tool: ${cancel.title}` });
    await expect(card.getByText(`Allow ${cancel.title}?`)).toBeVisible();
    await expect(card.getByText('It said what it was about to do first.')).toBeVisible();
    // The allow question comes before any result: the model has not been asked again yet.
    expect(server.requests.length - before).toBe(2);
    await card.getByRole('button', { name: 'Allow', exact: true }).click();
    await card.getByLabel(/What the service answers/).fill('Order 1042 is cancelled.');
    await card.getByRole('button', { name: 'Give this answer' }).click();
    await expect(frame.getByText('is cancelled, and returns take 30 days.')).toBeVisible();

    const requests: RecordedRequest[] = server.requests.slice(before);
    expect(requests).toHaveLength(3);
    const opening = JSON.stringify(requests[0]!.body);
    expect(opening).toContain(inJson(brief.instructions));
    expect(opening).toContain(inJson(brief.voice));
    for (const skill of brief.skills) expect(opening).toContain(`${skill.name}:`);
    expect(opening).not.toContain(inJson(returns.body));
    expect(JSON.stringify(requests[1]!.body)).toContain(inJson(returns.body));
    expect(JSON.stringify(requests[2]!.body)).toContain('Order 1042 is cancelled.');

    // Every request of the conversation's document is in its Sent list, and only those.
    await frame.getByText('Sent (3)').click();
    await expect(frame.getByRole('cell', { name: new URL(server.url).host })).toHaveCount(3);
    expect(guard.conversation).toHaveLength(3);
    for (const url of guard.conversation) expect(url.startsWith(server.url)).toBe(true);

    const download = await exportZip(page);
    expect(new TextDecoder().decode(download.bytes)).not.toContain(KEY);
    expect(await everythingStored(page)).not.toContain(KEY);
  });
}

test('a refused key, and a server that does not accept web pages, each get one sentence', async ({
  page,
}) => {
  await openShop(page);
  const frame = await openTryIt(page);
  await chooseService(frame, 'OpenAI', `${server.url}/v1`);
  server.reply(() => ({ status: 401 }));
  await send(frame, 'Hello');
  await expect(frame.getByRole('alert')).toHaveText(
    'OpenAI refused the key. Check it, paste it again, and send once more.',
  );
  server.allowWebPages(false);
  try {
    await frame.getByRole('button', { name: 'Start over' }).click();
    await send(frame, 'Hello again');
    await expect(frame.getByRole('alert')).toContainText('does not accept requests from a web page');
  } finally {
    server.allowWebPages(true);
  }
});

test('this browser’s own model: unavailable here, so the other choices are offered', async ({
  page,
  guard,
}) => {
  await openShop(page);
  const frame = await openTryIt(page);
  await expect(frame.getByTestId('device-state')).toHaveText(/has no model of its own here/);
  await expect(frame.getByLabel('A model service, with your own key')).toBeVisible();
  await expect(frame.getByLabel('Message')).toBeDisabled();
  expect(guard.conversation).toEqual([]);
});

test('this browser’s own model: a skill read on request, nothing sent anywhere', async ({ page, guard }) => {
  await installLanguageModelStandIn(page, {
    availability: 'available',
    replies: ['CALL load_skill {"name": "returns"}', 'Returns are free within 30 days.'],
  });
  await openShop(page);
  const frame = await openTryIt(page);
  await expect(frame.getByTestId('device-state')).toHaveText(/nothing is sent anywhere/);
  await send(frame, 'How do returns work?');
  await expect(frame.getByText('Returns are free within 30 days.')).toBeVisible();
  await expect(frame.getByText('Read the skill')).toContainText('Returns');
  const child = page.frames().find((f) => f.url().endsWith('/try.html'))!;
  const calls = await languageModelCalls(child);
  const creates = calls.filter((call) => call.method === 'create');
  const system = JSON.stringify(creates[0]!.initialPrompts);
  expect(system).toContain(inJson(brief.instructions));
  expect(system).toContain('returns:');
  expect(system).not.toContain(inJson(returns.body));
  const prompts = calls
    .filter((call) => call.method === 'promptStreaming')
    .map((call) => JSON.stringify(call.input));
  expect(prompts[1]).toContain(inJson(returns.body));
  expect(guard.conversation).toEqual([]);
});

test('the examples run, each answer beside its ideal; a turn kept as an example, and Undo takes it back', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: /^Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  const examples = createSolution('Shop Support', 'shop-support');
  const count = assistantBrief(examples).examples.length;
  const frame = await openTryIt(page);
  await chooseService(frame, 'OpenAI', `${server.url}/v1`);
  server.reply(() => ({ text: 'A stand-in answer.' }));
  await frame.getByRole('button', { name: 'Examples' }).click();
  await frame.getByRole('button', { name: 'Run the examples' }).click();
  await expect(frame.getByText(`Ran ${count} of ${count} examples.`)).toBeVisible();
  const first = frame.getByRole('article', { name: 'Example 1' });
  await expect(first.getByRole('region', { name: 'Its answer' })).toContainText('A stand-in answer.');
  await expect(first.getByRole('region', { name: 'The ideal answer' })).not.toBeEmpty();

  await frame.getByRole('button', { name: 'Conversation' }).click();
  await send(frame, 'Do you ship to Norway?');
  await frame.getByRole('button', { name: 'Keep as an example' }).click();
  await expect(page.getByText(`Kept as example ${count + 1}`)).toBeVisible();
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Assistant/ })
    .click();
  await expect(page.getByText('Do you ship to Norway?')).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Do you ship to Norway?')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`no serious accessibility finding in Try it (${scheme}, ${width} px)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await openShop(page);
      const frame = await openTryIt(page);
      await chooseService(frame, 'OpenAI', `${server.url}/v1`);
      server.reply(() => ({
        text: 'I will cancel it.',
        toolCall: { name: cancel.callName, input: { order: '7' } },
      }));
      await send(frame, 'Cancel order 7');
      await expect(frame.getByText(`Allow ${cancel.title}?`)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`try-it-${scheme}-${width}.png`) });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}

test('the whole conversation works from the keyboard', async ({ page }) => {
  await openShop(page);
  const frame = await openTryIt(page);
  await chooseService(frame, 'OpenAI', `${server.url}/v1`);
  const first = server.requests.length;
  server.reply((_request, index) =>
    index === first
      ? { text: 'I will cancel it.', toolCall: { name: cancel.callName, input: { order: '7' } } }
      : { text: 'Cancelled.' },
  );
  await frame.getByLabel('Message').focus();
  await page.keyboard.type('Cancel order 7');
  await page.keyboard.press('Enter');
  const allow = frame.getByRole('button', { name: 'Allow', exact: true });
  await allow.waitFor();
  await allow.focus();
  await page.keyboard.press('Enter');
  await frame.getByLabel(/What the service answers/).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(frame.getByText('Answered (rehearsal)')).toBeVisible();
  await expect(frame.getByText('Cancelled.')).toBeVisible();
});

test('the conversation is kept while the solution changes, and says the change applies from the next message', async ({
  page,
}) => {
  await openShop(page);
  const frame = await openTryIt(page);
  await chooseService(frame, 'OpenAI', `${server.url}/v1`);
  server.reply(() => ({ text: 'Hello from the shop.' }));
  await send(frame, 'Hi');
  await expect(frame.getByText('Hello from the shop.')).toBeVisible();
  await page.getByLabel('Title').fill('Shop Help');
  await expect(frame.getByText('Your changes apply from the next message.')).toBeVisible();
  await expect(frame.getByText('Hello from the shop.')).toBeVisible();
  await page.getByRole('button', { name: 'Try it', exact: true }).click();
  await page.getByRole('button', { name: 'Try it', exact: true }).click();
  await expect(frame.getByText('Hello from the shop.')).toBeVisible();
  await frame.getByRole('button', { name: 'Start over' }).click();
  await expect(frame.getByText('Hello from the shop.')).toHaveCount(0);
});

test('the browser’s own model downloads once, on a click, with its progress shown', async ({
  page,
  guard,
}) => {
  await installLanguageModelStandIn(page, {
    availability: 'downloadable',
    replies: ['Hello from this device.'],
  });
  await openShop(page);
  const frame = await openTryIt(page);
  await expect(frame.getByTestId('device-state')).toHaveText(/can download a model of its own/);
  await frame.getByRole('button', { name: 'Download the model to this device' }).click();
  await expect(frame.getByTestId('device-state')).toHaveText(/nothing is sent anywhere/);
  await send(frame, 'Hi');
  await expect(frame.getByText('Hello from this device.')).toBeVisible();
  expect(guard.conversation).toEqual([]);
});

test('a key is remembered only when asked, and forgotten when unticked', async ({ page }) => {
  await openShop(page);
  let frame = await openTryIt(page);
  await chooseService(frame, 'OpenAI', `${server.url}/v1`);
  await page.reload();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  frame = await openTryIt(page);
  await showSettings(frame);
  await expect(frame.getByLabel('OpenAI key')).toHaveValue('');
  await frame.getByLabel('OpenAI key').fill(KEY);
  await frame.getByLabel('Remember on this device').check();
  await page.reload();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  frame = await openTryIt(page);
  await showSettings(frame);
  await expect(frame.getByLabel('OpenAI key')).toHaveValue(KEY);
  await frame.getByLabel('Remember on this device').uncheck();
  expect(await everythingStored(page)).not.toContain(KEY);
});
