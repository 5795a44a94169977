import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { check, newSolution, readDownload } from './support';
import { PersonActions } from './person-actions';
import { installLanguageModelStandIn } from './support/language-model-stand-in';
import { startModelServer, type ModelServer } from './support/model-servers';
import { SAMPLE_DRAFT as DRAFT } from '../src/features/try-it/sample-draft';

/**
 * "Describe it and get a draft": a few sentences give a draft of every part, shown part by part;
 * Accept all writes it as one change with no errors, and one Undo takes it back. A part that
 * breaks the format is named and never written.
 */

const DESCRIPTION =
  'A front desk assistant for Riverside Dental. It talks to patients about appointments and prices. It must never give a diagnosis.';

let server: ModelServer;
test.beforeAll(async () => {
  server = await startModelServer();
});
test.afterAll(() => server.close());

async function askForDraft(page: Page): Promise<FrameLocator> {
  await newSolution(page, 'New assistant');
  await page.getByRole('button', { name: 'Describe it and get a draft' }).click();
  const frame = page.frameLocator('iframe[title="Conversation with your assistant"]');
  await expect(frame.getByLabel('Describe your assistant')).toBeVisible();
  return frame;
}

async function useStandIn(frame: FrameLocator): Promise<void> {
  await frame.getByLabel('A model service, with your own key').check();
  await frame.getByLabel('Service', { exact: true }).selectOption({ label: 'OpenAI' });
  await frame.getByText('Another address (a proxy on this computer)').click();
  await frame.getByLabel('Address').fill(`${server.url}/v1`);
  await frame.getByLabel('OpenAI key').fill('sk-draft-0123456789abcdefghij');
}

test('a description gives a draft of every part; Accept all writes it with no errors, and Undo takes it back', async ({
  page,
}) => {
  const frame = await askForDraft(page);
  await useStandIn(frame);
  server.reply(() => ({ text: JSON.stringify(DRAFT) }));
  await frame.getByLabel('Describe your assistant').fill(DESCRIPTION);
  await expect(frame.getByText(/Sends this description to 127\.0\.0\.1/)).toBeVisible();
  await frame.getByRole('button', { name: 'Get a draft' }).click();

  const review = page.getByRole('region', { name: 'A draft of your assistant' });
  await expect(review.getByRole('article', { name: 'Instructions' })).toBeVisible();
  await expect(review.getByRole('article', { name: 'Skill “Bookings”' })).toBeVisible();
  const request = JSON.stringify(server.requests[server.requests.length - 1]!.body);
  expect(request).toContain('never give a diagnosis');
  expect(request).toContain('json_schema');

  await review.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Front Desk' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('0 errors')).toBeVisible();
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Skills/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Bookings' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'New assistant' })).toBeVisible();
});

test('a part that breaks the format is named and left out; the others are still written', async ({
  page,
}) => {
  const frame = await askForDraft(page);
  await useStandIn(frame);
  server.reply(() => ({
    text: JSON.stringify({
      ...DRAFT,
      skills: [{ name: 'claude-helper', description: 'Helps. Use always.', body: 'Help.' }, DRAFT.skills[1]],
    }),
  }));
  await frame.getByLabel('Describe your assistant').fill(DESCRIPTION);
  await frame.getByRole('button', { name: 'Get a draft' }).click();
  const review = page.getByRole('region', { name: 'A draft of your assistant' });
  const bad = review.getByRole('article', { name: 'Skill “Claude helper”' });
  await expect(bad.getByText(/^Left out:/)).toBeVisible();
  await expect(bad.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await review.getByRole('article', { name: 'Title' }).getByRole('button', { name: 'Edit first' }).click();
  await review.getByLabel('Title, as it will be written').fill('Riverside Front Desk');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await review.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Riverside Front Desk' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('0 errors')).toBeVisible();
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Skills/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Prices' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Claude helper' })).toHaveCount(0);
});

test('the browser’s own model drafts with nothing sent', async ({ page, guard }) => {
  await installLanguageModelStandIn(page, { availability: 'available', replies: [JSON.stringify(DRAFT)] });
  const frame = await askForDraft(page);
  await expect(frame.getByText(/drafts every part: nothing is sent anywhere/)).toBeVisible();
  await frame.getByLabel('Describe your assistant').fill(DESCRIPTION);
  await frame.getByRole('button', { name: 'Get a draft' }).click();
  const review = page.getByRole('region', { name: 'A draft of your assistant' });
  await review.getByRole('article', { name: 'Voice' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted: Voice. Undo takes it back.')).toBeVisible();
  expect(guard.conversation).toEqual([]);
});

test('“Suggest improvements” shows a clearer wording word by word; accepting it is one change Undo takes back', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: /^Shop Support/ }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Shop Support' }).waitFor();
  await page.getByRole('button', { name: 'Suggest improvements: What the assistant reads first' }).click();
  const frame = page.frameLocator('iframe[title="Conversation with your assistant"]');
  await expect(frame.getByText('Suggest improvements: Instructions')).toBeVisible();
  await useStandIn(frame);
  server.reply(() => ({
    text: 'You help the customers of an online shop with orders, shipping and returns.',
  }));
  await frame.getByRole('button', { name: 'Suggest improvements' }).click();
  const review = page.getByRole('region', { name: 'A clearer wording: Instructions' });
  await expect(review.locator('ins').first()).toBeVisible();
  await review.getByRole('button', { name: 'Use this wording' }).click();
  await expect(page.getByText('The new wording of instructions is in. Undo takes it back.')).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'What the assistant reads first' });
  await expect(editor).toContainText(
    'You help the customers of an online shop with orders, shipping and returns.',
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(editor).not.toContainText(
    'You help the customers of an online shop with orders, shipping and returns.',
  );
});

test('from a description to a valid download in at most 12 actions: a voice, 3 starters, 2 skills, 2 examples', async ({
  page,
}) => {
  await installLanguageModelStandIn(page, { availability: 'available', replies: [JSON.stringify(DRAFT)] });
  const person = new PersonActions();
  await page.goto('./');
  await person.fill(page.getByLabel('Title'), 'Front Desk');
  // From the start screen: a blank solution opens with Try it on its drafting tab.
  await person.click(page.getByRole('button', { name: 'Describe it and get a draft' }));
  const frame = page.frameLocator('iframe[title="Conversation with your assistant"]');
  await person.fill(frame.getByLabel('Describe your assistant'), DESCRIPTION);
  await person.click(frame.getByRole('button', { name: 'Get a draft' }));
  await person.click(
    page
      .getByRole('region', { name: 'A draft of your assistant' })
      .getByRole('button', { name: 'Accept all' }),
  );
  await expect(page.getByRole('banner').getByText('0 errors')).toBeVisible();
  const download = page.waitForEvent('download');
  await person.click(page.getByRole('button', { name: 'Export', exact: true }));
  const { tree } = await readDownload(await download);
  expect(check(tree).filter((d) => d.severity === 'error')).toEqual([]);
  const entry = tree.get('assistant.json');
  if (entry?.kind !== 'file') throw new Error('no solution document in the download');
  const solution = JSON.parse(new TextDecoder().decode(entry.bytes)) as {
    starters: string[];
    examples: unknown[];
    skills: unknown[];
    persona?: string;
  };
  expect(solution.starters).toHaveLength(3);
  expect(solution.examples).toHaveLength(2);
  expect(solution.skills).toHaveLength(2);
  expect(solution.persona).toBeDefined();
  expect(person.total, person.toString()).toBeLessThanOrEqual(12);
});
