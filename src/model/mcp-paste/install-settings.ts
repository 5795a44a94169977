/**
 * What whoever installs the solution sets in their own app: the keys, passwords and open
 * placeholders a paste or "Add a server" left out of a server's set-up (portable-server.ts lists
 * them as `ToSet`). Agent Plugins 1.0.0 and the solution document have no member for a value
 * supplied at install, so the list is kept with the solution in plugin.json, under the builder's
 * namespace (builder-namespace.ts): `install_settings` = { server: [{ in, name?, description? }] },
 * where each setting goes and the set-up's words about it, never a value. It is written for
 * people into the plugin's README.md too, in a section of its own that nothing else touches
 * (`readmeWithSettings`); the server operations keep both in step with the servers.
 */
import { sentenceTitle } from '../display-names';
import { LARGEST_EDITABLE_BYTES, readText, removeFile, writeText, type FileTree } from '../file-tree';
import { isJsonObject } from '../json-document';
import { builderMember, writeBuilderEntry } from './builder-namespace';
import type { SettingPlace, ToSet } from './reading';

/** One thing a server asks for at install. */
export interface InstallSetting {
  readonly place: SettingPlace;
  /** The set-up's own words about it. */
  readonly description?: string;
}

/** Per server (its key in mcp.json), what it asks for at install, in the order it was found. */
export type InstallSettings = ReadonlyMap<string, readonly InstallSetting[]>;

const MEMBER = 'install_settings';

/** What a setting is, in the words the paste uses: "SHOP_API_KEY", "the Authorization header". */
export function settingWords(place: SettingPlace): string {
  switch (place.in) {
    case 'env':
    case 'placeholder':
      return place.name;
    case 'header':
      return `the ${place.name} header`;
    case 'argument':
      return place.name === undefined ? 'an argument' : `the ${place.name} argument`;
    case 'query':
      return `the ${place.name} part of its address`;
    case 'address-key':
      return 'the key that was part of its address';
    case 'sign-in':
      return 'the sign-in that was part of its address';
  }
}

/** Where a kept item says its setting goes; `undefined` for anything this builder does not write. */
function placeOf(kind: unknown, name: string | undefined): SettingPlace | undefined {
  switch (kind) {
    case 'env':
    case 'header':
    case 'placeholder':
    case 'query':
      return name === undefined ? undefined : { in: kind, name };
    case 'argument':
      return name === undefined ? { in: kind } : { in: kind, name };
    case 'address-key':
    case 'sign-in':
      return { in: kind };
    default:
      return undefined;
  }
}

function settingOf(item: unknown): InstallSetting | undefined {
  if (!isJsonObject(item)) return undefined;
  const name = typeof item.name === 'string' && item.name !== '' ? item.name : undefined;
  const place = placeOf(item.in, name);
  if (!place) return undefined;
  const description = typeof item.description === 'string' ? item.description.trim() : '';
  return description === '' ? { place } : { place, description };
}

function itemOf(setting: InstallSetting): Record<string, string> {
  const { place, description } = setting;
  return {
    in: place.in,
    ...('name' in place && place.name !== undefined ? { name: place.name } : {}),
    ...(description !== undefined ? { description } : {}),
  };
}

function samePlace(a: SettingPlace, b: SettingPlace): boolean {
  return a.in === b.in && settingWords(a) === settingWords(b);
}

/** What plugin.json keeps; items it cannot read are skipped. */
export function readInstallSettings(tree: FileTree): InstallSettings {
  const kept = builderMember(tree, MEMBER);
  const result = new Map<string, InstallSetting[]>();
  for (const server of Object.keys(kept ?? {})) {
    const items = kept![server];
    const settings = Array.isArray(items)
      ? items.map(settingOf).filter((s): s is InstallSetting => s !== undefined)
      : [];
    if (settings.length > 0) result.set(server, settings);
  }
  return result;
}

/** The settings a paste's `toSet` lists, as kept: the set-up's words, not the reason a secret was left out. */
export function settingsOf(toSet: readonly ToSet[]): InstallSetting[] {
  return toSet.map((item) =>
    item.secret || item.description === undefined
      ? { place: item.place }
      : { place: item.place, description: item.description },
  );
}

/**
 * Adds `settings` to what `server` asks for at install (one it asks for already is kept once,
 * with the newer words), in plugin.json and in README.md, as part of the caller's change.
 */
export function addInstallSettings(
  tree: FileTree,
  server: string,
  settings: readonly InstallSetting[],
): FileTree {
  if (settings.length === 0) return tree;
  const current = readInstallSettings(tree).get(server) ?? [];
  const next = [
    ...current.filter((old) => !settings.some((added) => samePlace(added.place, old.place))),
    ...settings.filter(
      (added, index) => settings.findIndex((s) => samePlace(s.place, added.place)) === index,
    ),
  ];
  return write(tree, server, next);
}

/** Moves what server `from` asks for to server `to` (a renamed server); `to` undefined drops it (a deleted one). */
export function moveInstallSettings(tree: FileTree, from: string, to: string | undefined): FileTree {
  const moving = readInstallSettings(tree).get(from);
  if (!moving) return tree;
  const dropped = write(tree, from, []);
  return to === undefined ? dropped : write(dropped, to, moving);
}

function write(tree: FileTree, server: string, settings: readonly InstallSetting[]): FileTree {
  const next = writeBuilderEntry(
    tree,
    MEMBER,
    server,
    settings.length > 0 ? settings.map(itemOf) : undefined,
  );
  return next === tree ? tree : withReadme(next);
}

const START = '<!-- solution-builder: set when installing -->';
const END = '<!-- /solution-builder: set when installing -->';

/**
 * Markdown's own characters in a text from a set-up, written as themselves: an underscore only
 * where it could start or end emphasis, so SHOP_API_KEY reads as it is in the file too.
 */
function plain(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*[\]<>]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\$&');
}

/**
 * `readme` (the README's text, `undefined` when there is none) with its section about what to
 * set when installing written for `settings`: replaced where it was, added at the end, or
 * taken out when nothing is left to set. Every other line of the file is kept as it was.
 */
export function readmeWithSettings(readme: string | undefined, settings: InstallSettings): string {
  const text = readme ?? '';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = [...settings].flatMap(([server, items]) =>
    items.map(
      (item) =>
        `- ${plain(sentenceTitle(server))}: ${plain(settingWords(item.place))}` +
        (item.description !== undefined ? ` — ${plain(item.description)}` : ''),
    ),
  );
  const section =
    lines.length === 0
      ? ''
      : [
          START,
          '## Set when installing',
          '',
          'Whoever installs this plugin sets these in their own app. They are not in its files.',
          '',
          ...lines,
          END,
        ].join(eol);
  const start = text.indexOf(START);
  const end = start < 0 ? -1 : text.indexOf(END, start);
  if (start >= 0 && end >= 0) {
    const before = text.slice(0, start);
    const after = text.slice(end + END.length);
    if (section !== '') return before + section + after;
    // The section goes with the blank line that set it apart.
    return before.replace(/(\r?\n)\r?\n$/, '$1') + after.replace(/^\r?\n/, '');
  }
  if (section === '') return text;
  if (text === '') return section + eol;
  const ending = text.endsWith('\n') ? '' : eol;
  return `${text}${ending}${eol}${section}${eol}`;
}

/** The plugin's README: a README.md at its root, in any case; else where a new one goes. */
function readmePath(tree: FileTree): string {
  const found = [...tree.keys()].filter((path) => /^readme\.md$/i.test(path)).sort();
  return found.includes('README.md') ? 'README.md' : (found[0] ?? 'README.md');
}

/** The tree with README.md saying what plugin.json lists; a README that is not text, or too large to rewrite, is left alone. */
function withReadme(tree: FileTree): FileTree {
  const path = readmePath(tree);
  const entry = tree.get(path);
  if (entry && (entry.kind !== 'file' || entry.bytes.length > LARGEST_EDITABLE_BYTES)) return tree;
  const before = entry ? readText(tree, path) : undefined;
  if (entry && before === undefined) return tree;
  const after = readmeWithSettings(before, readInstallSettings(tree));
  if (after === (before ?? '')) return tree;
  return after.trim() === '' ? removeFile(tree, path) : writeText(tree, path, after);
}
