/**
 * The Package view's reading and writing of plugin.json: only the members the form shows are
 * read and written, each through a surgical edit; every other member (the name, `$schema`,
 * other clients' `extensions`) keeps its bytes.
 */
import type { FileTree } from '../../model/file-tree';
import { isJsonObject } from '../../model/json-document';
import { jsonEqual, syncJsonFile } from '../../model/json-sync';
import { ok, type OperationResult } from '../../model/operation-support';
import {
  BUILDER_NAMESPACE,
  PLUGIN_MANIFEST_PATH,
  readManifest,
  SIGRIX_NAMESPACE,
} from '../../model/plugin-manifest';

/** The members the Package form edits, in the order it shows them. */
export const PACKAGE_MEMBERS = [
  'description',
  'version',
  'author',
  'homepage',
  'repository',
  'license',
  'keywords',
] as const;
const AUTHOR_MEMBERS = ['name', 'email', 'url'] as const;

/** The form's data: each member only when it has the kind of value the form can show. */
export function packageDetailsOf(manifest: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of PACKAGE_MEMBERS) {
    if (!Object.hasOwn(manifest, key)) continue;
    const value = manifest[key];
    if (key === 'author') {
      if (!isJsonObject(value)) continue;
      const author = Object.fromEntries(
        AUTHOR_MEMBERS.filter((k) => typeof value[k] === 'string').map((k) => [k, value[k]]),
      );
      data.author = author;
    } else if (key === 'keywords') {
      if (Array.isArray(value))
        data.keywords = value.map((item) => (typeof item === 'string' ? item : String(item)));
    } else if (typeof value === 'string') {
      data[key] = value;
    }
  }
  return data;
}

/** Members the form leaves alone because they hold a kind of value it cannot show (the validator says so). */
export function mistypedMembers(manifest: Readonly<Record<string, unknown>>): string[] {
  const shown = packageDetailsOf(manifest);
  return PACKAGE_MEMBERS.filter((key) => Object.hasOwn(manifest, key) && !Object.hasOwn(shown, key));
}

/** An emptied text or an author with nothing left is removed rather than written empty. */
function tidy(key: string, value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (key === 'author' && isJsonObject(value)) {
    const kept = Object.entries(value).filter(([, v]) => typeof v === 'string' && v !== '');
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }
  if (key === 'keywords' && Array.isArray(value)) return value.length > 0 ? value : undefined;
  return value;
}

/**
 * Writes the form's new values (the whole slice, an object): each member that differs from the file is edited on its own
 * (an author's name edit changes that name's text only); a mistyped member is replaced only
 * when the person gives it a new value.
 */
export function applyPackage(tree: FileTree, next: unknown): OperationResult {
  const values = isJsonObject(next) ? next : {};
  const object = readManifest(tree)?.object;
  if (!object) return ok(tree);
  const skip = new Set(mistypedMembers(object));
  const shown = packageDetailsOf(object);
  let result = ok(tree);
  for (const key of PACKAGE_MEMBERS) {
    if (!result.ok) continue;
    const value = tidy(key, values[key]);
    // A member the form cannot show is left alone until the person types a new value for it.
    if (skip.has(key) && value === undefined) continue;
    const current = shown[key];
    // What the form shows as it was is not written back: keywords that are numbers are shown as
    // text, and writing 20,000 of them back on every keystroke elsewhere froze the view.
    if (jsonEqual(value, tidy(key, current))) continue;
    if (key === 'author' && isJsonObject(value) && isJsonObject(current)) {
      // Member by member, so an author's unknown members (which the validator reports) stay.
      for (const member of AUTHOR_MEMBERS) {
        if (value[member] !== current[member] && result.ok) {
          result = syncJsonFile(result.tree, PLUGIN_MANIFEST_PATH, ['author', member], value[member]);
        }
      }
      continue;
    }
    result = syncJsonFile(result.tree, PLUGIN_MANIFEST_PATH, [key], value);
  }
  return result;
}

/** The namespaces of other clients' extensions, which the builder keeps as they are (not its own two). */
export function otherExtensions(manifest: Readonly<Record<string, unknown>>): string[] {
  const extensions = Object.hasOwn(manifest, 'extensions') ? manifest.extensions : undefined;
  return isJsonObject(extensions)
    ? Object.keys(extensions).filter((key) => key !== SIGRIX_NAMESPACE && key !== BUILDER_NAMESPACE)
    : [];
}

// Semantic Versioning 2.0.0's own pattern (semver.org), without the named groups.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** Whether `version` follows Semantic Versioning (three numbers such as 1.2.0). */
export function isSemver(version: string): boolean {
  return SEMVER.test(version);
}

/** A gentle note (not an error) about a value that will work but is probably not what was meant. */
export interface Hint {
  readonly pointer: string;
  readonly message: string;
}

/** Notes for the form: a version that is not three numbers, an address or email that does not look like one. */
export function packageHints(details: Readonly<Record<string, unknown>>): Hint[] {
  const hints: Hint[] = [];
  const version = details.version;
  if (typeof version === 'string' && version !== '' && !isSemver(version)) {
    const suggestion = /^\d+(\.\d+)?$/.test(version)
      ? ` such as ${version}${version.includes('.') ? '.0' : '.0.0'}`
      : ' such as 1.0.0';
    hints.push({
      pointer: '/version',
      message: `Versions are usually three numbers${suggestion}, so apps can tell which edition is newer.`,
    });
  }
  const author = isJsonObject(details.author) ? details.author : {};
  if (
    typeof author.email === 'string' &&
    author.email !== '' &&
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(author.email)
  ) {
    hints.push({
      pointer: '/author/email',
      message: 'This does not look like an email address, such as maya@example.com.',
    });
  }
  const addresses = [
    ['/author/url', author.url],
    ['/homepage', details.homepage],
    ['/repository', details.repository],
  ] as const;
  for (const [pointer, value] of addresses) {
    if (typeof value === 'string' && value !== '' && !/^https?:\/\/\S+$/.test(value)) {
      hints.push({
        pointer,
        message: 'A web address usually starts with https://, for example https://example.com.',
      });
    }
  }
  return hints;
}
