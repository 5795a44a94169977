import { describe, expect, test } from 'vitest';
import { writeText } from '../../model/file-tree';
import { editJsonFile } from '../../model/operation-support';
import { newSolution, setPersona } from '../../model/operations';
import { addSkill } from '../../model/skill-operations';
import { addServer, setServerTools } from '../../model/server-operations';
import { unwrap } from '../../model/test-support';
import { writeToolDescriptions, writeToolTitles } from '../../model/mcp-paste/tool-titles';
import { addInstallSettings } from '../../model/mcp-paste/install-settings';
import { acceptsText, initials, previewData } from './preview-data';

const set = (tree: ReturnType<typeof newSolution>, key: string, value: unknown) =>
  unwrap(editJsonFile(tree, 'assistant.json', [key], value));

let tree = newSolution('Shop Support', { description: 'Answers customers.' });
tree = set(tree, 'starters', ['Where is my order?', '', 7]);
tree = set(tree, 'knowledge', [
  { name: 'returns_policy', description: 'Your returns policy', accepts: ['pdf', 'docx'], required: true },
  { name: 'rates', description: '', accepts: ['csv'] },
  'broken',
]);
tree = set(tree, 'skills_sold_separately', ['invoices']);
tree = set(tree, 'examples', [
  { input: 'Where is 10432?', output: 'On its way.' },
  { input: 'Hello' },
  { input: '' },
]);
tree = unwrap(addServer(tree, 'orders', { type: 'streamable-http', url: 'https://x.example' }));
tree = unwrap(addServer(tree, 'files', { type: 'stdio', command: 'npx' }));
tree = unwrap(setServerTools(tree, 'orders', ['lookup_order', 'start_return'], ['start_return']));

describe('previewData', () => {
  test('reads the chat start screen', () => {
    const data = previewData(tree);
    expect(data.solution).toBe(true);
    expect(data.title).toBe('Shop Support');
    expect(data.description).toBe('Answers customers.');
    expect(data.starters).toEqual(['Where is my order?']);
  });

  test('reads what the install dialog asks for', () => {
    const data = previewData(tree);
    expect(data.slots).toEqual([
      { label: 'Your returns policy', accepts: ['pdf', 'docx'], required: true },
      { label: 'Document 2', accepts: ['csv'], required: false },
    ]);
    expect(data.soldSeparately).toEqual(['invoices']);
    expect(data.servers).toEqual([
      { title: 'Orders', online: true, asks: ['Start return'] },
      { title: 'Files', online: false, asks: 'all' },
    ]);
  });

  test('reads the examples that have a question', () => {
    expect(previewData(tree).examples).toEqual([
      { input: 'Where is 10432?', output: 'On its way.' },
      { input: 'Hello', output: '' },
    ]);
  });

  test('shows a plain plugin by its name, and says it is not a solution', () => {
    const plain = new Map(tree);
    plain.delete('assistant.json');
    const data = previewData(plain);
    expect(data.solution).toBe(false);
    expect(data.title).toBe('Shop support');
    expect(data.starters).toEqual([]);
  });

  test('never throws on a broken document', () => {
    expect(previewData(writeText(tree, 'assistant.json', '{ "title": ')).title).toBe('Shop support');
  });
});

describe('what the tools need set when installing', () => {
  test('is listed for the install dialog, by server, with the set-up’s words', () => {
    // #31 item 5: the list lived only in a box the person could dismiss.
    let kept = addInstallSettings(tree, 'orders', [
      { place: { in: 'header', name: 'X-Api-Key' }, description: 'Your shop key' },
    ]);
    kept = addInstallSettings(kept, 'gone', [{ place: { in: 'env', name: 'OLD' } }]);
    expect(previewData(kept).toSet).toEqual([
      { server: 'Orders', what: 'the X-Api-Key header', description: 'Your shop key' },
    ]);
    expect(previewData(tree).toSet).toEqual([]);
  });
});

describe('a server whose tools nobody knows', () => {
  test('may change things, even with an empty list of tools', () => {
    // #31 item 5: "List the tools" wrote an empty list, and the Preview said "Only looks things up".
    const empty = unwrap(setServerTools(tree, 'files', [], []));
    const data = previewData(empty);
    expect(data.servers).toContainEqual({ title: 'Files', online: false, asks: 'all' });
    expect(data.unlistedTools).toEqual(['Files']);
  });
});

describe('the assistant at work', () => {
  test('shows tools by the titles and descriptions a paste of them kept', () => {
    // #31 item 13: a pasted tool's description was shown in the paste and then lost.
    let titled = writeToolTitles(tree, 'orders', new Map([['start_return', 'Start a return']]));
    titled = writeToolDescriptions(titled, 'orders', new Map([['lookup_order', 'Finds an order.']]));
    const data = previewData(titled);
    expect(data.looksUp).toEqual([
      { title: 'Lookup order', server: 'Orders', description: 'Finds an order.' },
    ]);
    expect(data.asksFirst).toEqual([{ title: 'Start a return', server: 'Orders' }]);
    expect(data.servers[0]).toMatchObject({ asks: ['Start a return'] });
  });

  test('groups the tools by what they do, by readable name and server', () => {
    const data = previewData(tree);
    expect(data.looksUp).toEqual([{ title: 'Lookup order', server: 'Orders' }]);
    expect(data.asksFirst).toEqual([{ title: 'Start return', server: 'Orders' }]);
    expect(data.unlistedTools).toEqual(['Files']);
  });

  test('reads the voice, the skills it knows and what is read in every conversation', () => {
    let more = unwrap(setPersona(tree, true, 'Warm and brief.'));
    more = unwrap(
      addSkill(more, { name: 'returns', description: 'Use when a customer asks about returns.' }),
    );
    const data = previewData(more);
    expect(data.voice).toBe('Warm and brief.');
    expect(data.skills).toEqual([
      { title: 'Returns', description: 'Use when a customer asks about returns.', text: expect.any(String) },
    ]);
    expect(data.alwaysRead.map((reading) => reading.title)).toEqual(['Instructions', 'Its voice']);
    expect(data.alwaysRead[0]!.text).toContain('Shop Support');
    expect(data.alwaysRead[1]!.text).toBe('Warm and brief.');
  });

  test('has no voice and reads only the instructions when the voice is off', () => {
    const data = previewData(tree);
    expect(data.voice).toBeUndefined();
    expect(data.skills).toEqual([]);
    expect(data.alwaysRead.map((reading) => reading.title)).toEqual(['Instructions']);
  });
});

describe('acceptsText', () => {
  test('lists file types as people read them', () => {
    expect(acceptsText(['pdf', 'docx', 'md'])).toBe('PDF, Word or Markdown');
    expect(acceptsText(['csv', 'xlsx'])).toBe('CSV or Excel');
    expect(acceptsText(['csv'])).toBe('CSV');
    expect(acceptsText([])).toBe('Any file');
  });
});

describe('initials', () => {
  test('takes the first letters of the first two words', () => {
    expect(initials('Shop Support')).toBe('SS');
    expect(initials('café — menu')).toBe('CM');
    expect(initials('')).toBe('');
  });
});
