import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeText, type FileTree } from '../file-tree';
import { newSolution } from '../operations';
import { deleteServer, renameServer } from '../server-operations';
import { changedPaths, jsonAt, textAt, unwrap } from '../test-support';
import { validate } from '../../validate/validate';
import { pasteSetUp } from './apply-paste';
import { FIXTURE_SECRETS } from './fixtures/fixture-secrets';
import { readInstallSettings, readmeWithSettings } from './install-settings';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const namespace = (tree: FileTree) =>
  (jsonAt(tree, 'plugin.json') as { extensions: Record<string, unknown> }).extensions['org.sigrix.builder'];

function pasted(base: FileTree = newSolution('Shop Support')): { before: FileTree; after: FileTree } {
  const result = pasteSetUp(base, fixture('claude-desktop.json'));
  expect(result.message).toBeUndefined();
  return { before: base, after: result.tree };
}

describe('what a server needs set when installing (#31 item 5)', () => {
  it('is kept with the solution in plugin.json, in the same change, and never its value', () => {
    const { before, after } = pasted();
    expect(namespace(after)).toEqual({
      install_settings: { 'shop-orders': [{ in: 'env', name: 'SHOP_API_KEY' }] },
    });
    expect(changedPaths(before, after)).toEqual(['README.md', 'assistant.json', 'mcp.json', 'plugin.json']);
    for (const path of after.keys())
      for (const secret of FIXTURE_SECRETS) expect(textAt(after, path)).not.toContain(secret);
    const codes = (tree: FileTree) => validate(tree).filter((d) => d.file === 'plugin.json');
    expect(codes(after)).toEqual(codes(before));
  });

  it('keeps the set-up’s own words about a setting, not why a key was left out', () => {
    const tree = pasteSetUp(newSolution('Shop Support'), fixture('vscode.jsonc')).tree;
    expect(readInstallSettings(tree).get('issue-tracker')).toEqual([
      { place: { in: 'header', name: 'Authorization' }, description: 'Issue tracker access token' },
    ]);
  });

  it('is written into README.md in a section of its own, and every other line is kept', () => {
    const readme = '# Shop Support\r\n\r\nAnswers customers.\r\n';
    const { after } = pasted(writeText(newSolution('Shop Support'), 'README.md', readme));
    expect(textAt(after, 'README.md')).toBe(
      `${readme}\r\n` +
        [
          '<!-- solution-builder: set when installing -->',
          '## Set when installing',
          '',
          'Whoever installs this plugin sets these in their own app. They are not in its files.',
          '',
          '- Shop orders: SHOP_API_KEY',
          '<!-- /solution-builder: set when installing -->',
          '',
        ].join('\r\n'),
    );
    // A second paste updates the section where it is; the person's text after it stays.
    const edited = writeText(after, 'README.md', `${textAt(after, 'README.md')}\r\nMore words.\r\n`);
    const again = pasteSetUp(edited, fixture('vscode.jsonc')).tree;
    const text = textAt(again, 'README.md');
    expect(text.startsWith(readme)).toBe(true);
    expect(text.endsWith('\r\nMore words.\r\n')).toBe(true);
    expect(text).toContain('- Issue tracker: the Authorization header — Issue tracker access token\r\n');
  });

  it('follows its server: renamed, it moves; deleted, it goes, and README.md is as it was', () => {
    const readme = '# Shop Support\n';
    const { after } = pasted(writeText(newSolution('Shop Support'), 'README.md', readme));
    const renamed = unwrap(renameServer(after, 'shop-orders', 'orders'));
    expect([...readInstallSettings(renamed).keys()]).toEqual(['orders']);
    expect(textAt(renamed, 'README.md')).toContain('- Orders: SHOP_API_KEY');
    const deleted = unwrap(deleteServer(renamed, 'orders'));
    expect(readInstallSettings(deleted).size).toBe(0);
    expect(namespace(deleted)).toBeUndefined();
    expect(textAt(deleted, 'README.md')).toBe(readme);
    // A README.md the section alone made goes with it.
    expect(unwrap(deleteServer(pasted().after, 'shop-orders')).has('README.md')).toBe(false);
  });

  it('leaves a README.md that is not text alone', () => {
    const binary = new Map(newSolution('Shop Support'));
    binary.set('README.md', { kind: 'file', bytes: new Uint8Array([0xff, 0xfe, 0x00]), mode: 0o644 });
    const { after } = pasted(binary);
    expect(after.get('README.md')).toBe(binary.get('README.md'));
    expect(readInstallSettings(after).size).toBe(1);
  });

  it('writes what a set-up says as plain words, whatever Markdown is in them', () => {
    const settings = new Map([
      [
        'x',
        [{ place: { in: 'env' as const, name: 'A_B' }, description: '<img src=x> *bold* [link](y) _em_' }],
      ],
    ]);
    expect(readmeWithSettings(undefined, settings)).toContain(
      '- X: A_B — \\<img src=x\\> \\*bold\\* \\[link\\](y) \\_em\\_\n',
    );
  });
});
