import { describe, expect, it } from 'vitest';
import { readText, writeText, type FileTree } from '../../model/file-tree';
import type { OperationResult } from '../../model/operation-support';
import { newSolution } from '../../model/operations';
import { fieldsWithoutWords } from '../forms/ui-schema-check';
import { compiledForm } from '../forms/form-validators';
import { applyPackage, isSemver, otherExtensions, packageDetailsOf, packageHints } from './package-edits';
import { packageUi } from './package-ui-schema';

const manifestText = `{
  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",
  "name": "shop-support",
  "version": "1.0",
  "author": {"name": "Maya", "x-extra": true},
  "keywords": ["shop"],
  "extensions": {"org.sigrix": {"assistant": "assistant.json"}, "com.example.app": {"a": 1}}
}
`;
const tree = (): FileTree => writeText(newSolution('Shop Support'), 'plugin.json', manifestText);
const manifest = (t: FileTree) => readText(t, 'plugin.json')!;
function applied(result: OperationResult): FileTree {
  if (!result.ok) throw new Error(result.error.message);
  return result.tree;
}

describe('the Package form', () => {
  it('reads only the members it shows, as it can show them', () => {
    const details = packageDetailsOf(JSON.parse(manifestText));
    expect(details).toEqual({ version: '1.0', author: { name: 'Maya' }, keywords: ['shop'] });
  });

  it('edits one member’s text and keeps everything else, unknown author members included', () => {
    const details = packageDetailsOf(JSON.parse(manifestText));
    const next = applied(applyPackage(tree(), { ...details, author: { name: 'Maya Shop' } }));
    expect(manifest(next)).toBe(manifestText.replace('"Maya"', '"Maya Shop"'));
  });

  it('removes emptied texts and empty lists instead of writing them empty', () => {
    const withHome = applied(
      applyPackage(tree(), {
        version: '1.0',
        author: { name: 'Maya' },
        keywords: ['shop'],
        homepage: 'https://shop.example',
      }),
    );
    expect(JSON.parse(manifest(withHome)).homepage).toBe('https://shop.example');
    const cleared = applied(
      applyPackage(withHome, { version: '1.0', author: { name: 'Maya' }, keywords: [], homepage: '' }),
    );
    expect(JSON.parse(manifest(cleared)).homepage).toBeUndefined();
    expect(JSON.parse(manifest(cleared)).keywords).toBeUndefined();
  });

  it('leaves a value it cannot show alone until the person types a new one', () => {
    const mistyped = writeText(
      newSolution('Shop Support'),
      'plugin.json',
      manifestText.replace('"1.0"', '1'),
    );
    const details = packageDetailsOf(JSON.parse(manifest(mistyped)));
    expect(details.version).toBeUndefined();
    const untouched = applied(applyPackage(mistyped, { ...details, keywords: ['shop', 'help'] }));
    expect(manifest(untouched)).toContain('"version": 1,');
    const typed = applied(applyPackage(mistyped, { ...details, version: '2.0.0' }));
    expect(manifest(typed)).toBe(manifestText.replace('"1.0"', '"2.0.0"'));
  });

  it('writes back only what the person changed: keywords shown as text stay numbers', () => {
    // #19 item 6: 20,000 number keywords were rewritten as text on every keystroke in another field.
    const numbers = writeText(
      newSolution('Shop Support'),
      'plugin.json',
      manifestText.replace('["shop"]', '[1, 2]'),
    );
    const details = packageDetailsOf(JSON.parse(manifest(numbers)));
    expect(details.keywords).toEqual(['1', '2']);
    const typed = applied(applyPackage(numbers, { ...details, version: '2.0.0' }));
    expect(manifest(typed)).toBe(manifest(numbers).replace('"1.0"', '"2.0.0"'));
  });

  it('edits what apps list it as, in plugin.json alone', () => {
    // #31 item 2: a zip's description could not be changed where people see it.
    const before = tree();
    const details = packageDetailsOf(JSON.parse(manifestText));
    const next = applied(applyPackage(before, { ...details, description: 'Books a berth.' }));
    expect(JSON.parse(manifest(next)).description).toBe('Books a berth.');
    expect(next.get('assistant.json')).toBe(before.get('assistant.json'));
    expect(packageDetailsOf(JSON.parse(manifest(next))).description).toBe('Books a berth.');
  });

  it('lists other apps’ settings and never the solution’s own', () => {
    expect(otherExtensions(JSON.parse(manifestText))).toEqual(['com.example.app']);
    // Nor the builder's own namespace, where it keeps the tools' pasted titles.
    const titled = JSON.parse(manifestText) as { extensions: Record<string, unknown> };
    titled.extensions['org.sigrix.builder'] = { tool_titles: {} };
    expect(otherExtensions(titled)).toEqual(['com.example.app']);
  });

  it('gives every field a label and a help line', () => {
    expect(fieldsWithoutWords(compiledForm('packageDetails').schema, packageUi)).toEqual([]);
  });
});

describe('package hints', () => {
  it('suggest semantic versions and plausible addresses', () => {
    expect(isSemver('1.2.0')).toBe(true);
    expect(isSemver('1.2.0-beta.1+build.5')).toBe(true);
    expect(isSemver('1.0')).toBe(false);
    expect(isSemver('01.0.0')).toBe(false);
    const hints = packageHints({ version: '1.0', homepage: 'shop.example', author: { email: 'maya' } });
    expect(hints.map((h) => h.pointer)).toEqual(['/version', '/author/email', '/homepage']);
    expect(hints[0]?.message).toContain('1.0.0');
    expect(packageHints({ version: '2.1.0', homepage: 'https://shop.example' })).toEqual([]);
  });
});
