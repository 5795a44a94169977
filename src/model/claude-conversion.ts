/**
 * Converts a Claude Code plugin (`.claude-plugin/plugin.json`, `.mcp.json`) to the portable
 * Agent Plugins layout: a root plugin.json and mcp.json are added, every other file stays as it
 * was (Claude Code keeps reading its own files), and whatever has no portable home is listed in
 * plain sentences (the files and fields concerned in each note's detail), never dropped silently.
 * The one file both read is `mcp.json`, when Claude Code's manifest names it: Claude Code's list
 * is then copied unchanged beside its manifest, which names the copy (that one member is edited),
 * and the portable list takes `mcp.json` (claude-mcp.ts).
 */
import { getFile, readText, writeText, type FileTree } from './file-tree';
import { formatJson, isJsonObject, setOwnMember } from './json-document';
import { readJsonFile } from './json-file';
import { isValidPluginName, nameFromTitle } from './names';
import { editJsonFile, fail, type OperationError } from './operation-support';
import { CLAUDE_MCP_PATH, MCP_PATH, MCP_SCHEMA_ID } from './mcp-config';
import { CLAUDE_MANIFEST_PATH, PLUGIN_MANIFEST_PATH, PLUGIN_SCHEMA_ID } from './plugin-manifest';
import { convertServer, type ConversionNote } from './claude-servers';
import { claudeDocuments } from './claude-documents';
import {
  CLAUDE_MCP_COPY_PATH,
  claudeMcpReferences,
  claudeReadsPortableMcp,
  claudeServers,
  serversOf,
} from './claude-mcp';
import { parseSkill } from './skill-document';
import { listSkillFolders, skillPath } from './skill-files';
import { resolvePath } from './relative-path';

/**
 * The converted tree, what could not be carried over (`notCarried`) and what was done to keep both
 * clients working (`done`: a copy made, a list converted; not losses); `notes` says both to the
 * person, the losses under a heading, and the workspace hands them to the shell with the change.
 * Or why there is no conversion.
 */
export type ConversionResult =
  | {
      readonly ok: true;
      readonly tree: FileTree;
      readonly notCarried: readonly ConversionNote[];
      readonly done: readonly ConversionNote[];
      readonly notes: readonly ConversionNote[];
    }
  | { readonly ok: false; readonly error: OperationError };

type Json = Readonly<Record<string, unknown>>;

/** The manifest's text fields Agent Plugins has too, by the names the Package view gives them. */
const TEXT_FIELDS: Readonly<Record<string, string>> = {
  version: 'version',
  description: 'description',
  homepage: 'home page',
  license: 'licence',
  repository: 'source',
};
const PORTABLE_TYPES: readonly unknown[] = ['stdio', 'streamable-http', 'sse'];
/** The details the Agent Skills specification gives a skill; Claude Code reads more. */
const SKILL_FIELDS = new Set([
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
]);
/**
 * The SKILL.md details Claude Code reads at the top of the frontmatter (its skills reference):
 * moved into `metadata`, Claude Code would no longer read them, so they stay where they are.
 */
const CLAUDE_SKILL_FIELDS = new Set([
  'disable-model-invocation',
  'user-invocable',
  'argument-hint',
  'when_to_use',
  'model',
  'effort',
  'context',
  'agent',
  'hooks',
]);

/** Whether a SKILL.md detail is one Claude Code reads at the top of the frontmatter. */
export function isClaudeSkillField(key: unknown): boolean {
  return typeof key === 'string' && CLAUDE_SKILL_FIELDS.has(key);
}

/** Files and folders only Claude Code reads, with what they hold. */
const CLAUDE_ONLY_FILES: readonly (readonly [string, string])[] = [
  ['.lsp.json', 'The language servers for code editors'],
  ['settings.json', 'The Claude Code settings'],
  ['output-styles', 'The output styles'],
];
/** Claude Code's folders that have no portable counterpart, with what they hold. */
const CLAUDE_ONLY_FOLDERS: readonly (readonly [string, string, string])[] = [
  ['commands', 'The slash commands', 'uses'],
  ['agents', 'The agents', 'uses'],
  ['hooks', 'The hooks (programs Claude Code runs at set moments)', 'runs'],
];
const AUTHOR_FIELDS = ['name', 'email', 'url'] as const;

/** Whether the tree looks like a Claude Code plugin that has not been converted yet. */
export function isClaudePlugin(tree: FileTree): boolean {
  return getFile(tree, CLAUDE_MANIFEST_PATH) !== undefined && !getFile(tree, PLUGIN_MANIFEST_PATH);
}

/** Converts a Claude Code plugin; refused when it has no readable Claude manifest or already has plugin.json. */
export function convertClaudePlugin(tree: FileTree): ConversionResult {
  if (getFile(tree, PLUGIN_MANIFEST_PATH)) {
    return fail('already-portable', 'This plugin is already in the portable layout.', {
      file: PLUGIN_MANIFEST_PATH,
    });
  }
  const source = readJsonFile(tree, CLAUDE_MANIFEST_PATH);
  if (!source) {
    return fail('not-a-claude-plugin', 'This is not a Claude Code plugin.', { file: CLAUDE_MANIFEST_PATH });
  }
  if (!source.object) {
    return fail(
      'file-unreadable',
      "The Claude Code plugin's own details have mistakes; correct them in the Files view first.",
      { file: CLAUDE_MANIFEST_PATH },
    );
  }
  const notCarried: ConversionNote[] = [];
  const done: ConversionNote[] = [];
  const manifest = portableManifest(source.object, notCarried);
  let next = writeText(tree, PLUGIN_MANIFEST_PATH, formatJson(manifest));

  const servers = claudeServers(tree, source.object, notCarried);
  const existing = getFile(tree, MCP_PATH) ? readJsonFile(tree, MCP_PATH) : undefined;
  // Claude Code reads the file the portable layout keeps its own list in: Claude's list moves to
  // a copy its manifest names, so that neither client reads the other's format.
  const claudeReadsIt = existing?.object !== undefined && claudeReadsPortableMcp(tree);
  if (existing && isPortableMcp(existing.object)) {
    if (servers)
      notCarried.push({
        message:
          "The plugin already lists its tool servers in the portable layout, so Claude Code's were not added to them.",
        detail: `${MCP_PATH} already exists; the servers of ${CLAUDE_MCP_PATH} were not merged into it`,
      });
  } else if (existing && !existing.object) {
    if (servers)
      notCarried.push({
        message:
          "The plugin's portable list of tool servers has mistakes, so Claude Code's servers were not added to it.",
        detail: `${MCP_PATH} cannot be read; the servers of ${CLAUDE_MCP_PATH} were not merged into it`,
      });
  } else if (claudeReadsIt && getFile(tree, CLAUDE_MCP_COPY_PATH)) {
    notCarried.push({
      message:
        'Claude Code reads its tool servers from the place the portable layout keeps its own, and there is no free place to move them to, so they were not converted.',
      detail: `"mcpServers" of ${CLAUDE_MANIFEST_PATH} names ${MCP_PATH}, and ${CLAUDE_MCP_COPY_PATH} already exists`,
    });
  } else if (servers || existing) {
    if (claudeReadsIt) next = keepClaudeCopy(next, source.object, done);
    // An mcp.json written in Claude Code's format is converted too: its servers first, then those
    // of the Claude configuration it does not have (when Claude Code reads it, they are among them).
    const own = existing?.object && !claudeReadsIt ? serversOf(existing.object) : {};
    const mcpServers: Record<string, unknown> = {};
    for (const [name, raw] of [...Object.entries(own), ...Object.entries(servers ?? {})]) {
      if (Object.hasOwn(mcpServers, name)) continue;
      const config = convertServer(name, raw, notCarried);
      if (config) setOwnMember(mcpServers, name, config);
    }
    if (existing && !claudeReadsIt)
      done.push({
        message:
          "The plugin's portable list of tool servers was written the way Claude Code writes it, so it was converted too.",
        detail: `${MCP_PATH} was in Claude Code's format`,
      });
    if (existing || Object.keys(mcpServers).length > 0) {
      next = writeText(next, MCP_PATH, formatJson({ $schema: MCP_SCHEMA_ID, mcpServers }));
    }
  }
  notCarried.push(
    ...claudeOnlyFolders(tree),
    ...claudeOnlyFiles(tree),
    ...claudeOnlySkills(tree, source.object),
    ...claudeOnlySkillDetails(tree),
  );
  const notes = [
    ...(notCarried.length > 0 ? [{ message: 'These parts could not be carried over:' }, ...notCarried] : []),
    ...done,
  ];
  return { ok: true, tree: next, notCarried, done, notes };
}

/** Whether an mcp.json is already in the Agent Plugins form: its marker, and every server typed. */
function isPortableMcp(object: Json | undefined): boolean {
  if (!object || object.$schema !== MCP_SCHEMA_ID || !isJsonObject(object.mcpServers)) return false;
  return Object.values(object.mcpServers).every(
    (server) => isJsonObject(server) && PORTABLE_TYPES.includes(server.type as string),
  );
}

/** The manifest's portable fields, with `$schema`; notes every field left behind. */
function portableManifest(source: Json, notes: ConversionNote[]): Record<string, unknown> {
  const manifest: Record<string, unknown> = { $schema: PLUGIN_SCHEMA_ID };
  const rawName = source.name;
  if (isValidPluginName(rawName)) manifest.name = rawName;
  else {
    manifest.name = nameFromTitle(typeof rawName === 'string' ? rawName : '', 'plugin');
    notes.push(
      typeof rawName === 'string'
        ? {
            message: `The name "${rawName}" cannot be the plugin's web name (small letters, digits and dashes), so its web name is now "${String(manifest.name)}".`,
            detail: `plugin.json "name" is "${String(manifest.name)}"`,
          }
        : {
            message: `The Claude Code plugin has no name that can be used, so its web name is now "${String(manifest.name)}".`,
            detail: `${CLAUDE_MANIFEST_PATH} has no text "name"`,
          },
    );
  }
  const claudeOnly: string[] = [];
  for (const key of Object.keys(source)) {
    const value = source[key];
    const field = Object.hasOwn(TEXT_FIELDS, key) ? TEXT_FIELDS[key] : undefined;
    if (key === 'name' || key === 'mcpServers') continue;
    if (key === '$schema') {
      notes.push({
        message:
          'The Claude Code plugin says it follows the Claude Code format; the portable layout says it follows Agent Plugins 1.0.0 instead.',
        detail: `the "$schema" of ${CLAUDE_MANIFEST_PATH} is not copied; plugin.json names the Agent Plugins 1.0.0 schema`,
      });
    } else if (field !== undefined) {
      if (typeof value === 'string') manifest[key] = value;
      else
        notes.push({
          message: `The plugin's ${field} is not text, so it was not carried over.`,
          detail: `"${key}" of ${CLAUDE_MANIFEST_PATH}`,
        });
    } else if (key === 'author') {
      const author = portableAuthor(value, notes);
      if (author) manifest.author = author;
    } else if (key === 'keywords' && Array.isArray(value)) {
      const keywords = value.filter((item): item is string => typeof item === 'string');
      manifest.keywords = keywords;
      if (keywords.length < value.length)
        notes.push({
          message: 'Keywords that are not text were not carried over.',
          detail: `items of "keywords" in ${CLAUDE_MANIFEST_PATH}`,
        });
    } else if (key === 'userConfig' && isJsonObject(value)) {
      // The documents it asks for become knowledge slots when the plugin is made a solution.
      for (const option of claudeDocuments(source).otherOptions) {
        notes.push({
          message: `The setting "${option}" that Claude Code asks for when the plugin is installed has no portable equivalent; Claude Code still asks for it.`,
          detail: `"userConfig" of ${CLAUDE_MANIFEST_PATH}`,
        });
      }
    } else claudeOnly.push(key);
  }
  if (claudeOnly.length > 0)
    notes.push({
      message: `${claudeOnly.length === 1 ? 'One detail' : `${claudeOnly.length} details`} of the Claude Code plugin ${claudeOnly.length === 1 ? 'has' : 'have'} no place in the portable layout; Claude Code still reads ${claudeOnly.length === 1 ? 'it' : 'them'}.`,
      detail: `${claudeOnly.map((key) => `"${key}"`).join(', ')} of ${CLAUDE_MANIFEST_PATH}`,
    });
  return manifest;
}

function portableAuthor(value: unknown, notes: ConversionNote[]): Record<string, string> | undefined {
  if (typeof value === 'string') return { name: value };
  if (!isJsonObject(value)) {
    notes.push({
      message: 'The author is written in a way the portable layout cannot take, so it was not carried over.',
      detail: `"author" of ${CLAUDE_MANIFEST_PATH} is neither text nor an object`,
    });
    return undefined;
  }
  const author: Record<string, string> = {};
  const left: string[] = [];
  for (const key of Object.keys(value)) {
    const field = value[key];
    if ((AUTHOR_FIELDS as readonly string[]).includes(key) && typeof field === 'string') author[key] = field;
    else left.push(key);
  }
  if (left.length > 0)
    notes.push({
      message:
        'Some details about the author were not carried over: the portable layout keeps a name, an email and a web page.',
      detail: `${left.map((key) => `"${key}"`).join(', ')} of "author" in ${CLAUDE_MANIFEST_PATH}`,
    });
  return author;
}

/**
 * The tree with Claude Code's list of tool servers (the `mcp.json` its manifest names) copied, bytes,
 * mode and time, to CLAUDE_MCP_COPY_PATH, and the manifest naming the copy instead: only that
 * member's text changes. Claude Code then reads the very servers it read before.
 */
function keepClaudeCopy(tree: FileTree, manifest: Json, notes: ConversionNote[]): FileTree {
  const entry = getFile(tree, MCP_PATH)!;
  let next: FileTree = new Map(tree).set(CLAUDE_MCP_COPY_PATH, entry);
  for (const { path, at } of claudeMcpReferences(manifest)) {
    if (path !== MCP_PATH) continue;
    const edited = editJsonFile(next, CLAUDE_MANIFEST_PATH, at, `./${CLAUDE_MCP_COPY_PATH}`);
    if (edited.ok) next = edited.tree;
  }
  notes.push({
    message:
      "Claude Code's list of tool servers was kept as it is, in a copy of its own that Claude Code now reads, so that the portable list could take its place.",
    detail: `${MCP_PATH} copied unchanged to ${CLAUDE_MCP_COPY_PATH}; "mcpServers" of ${CLAUDE_MANIFEST_PATH} now names ./${CLAUDE_MCP_COPY_PATH}`,
  });
  return next;
}

/** Notes about the Claude Code folders that have no portable counterpart. */
function claudeOnlyFolders(tree: FileTree): ConversionNote[] {
  const has = (folder: string) => [...tree.keys()].some((path) => path.startsWith(`${folder}/`));
  return CLAUDE_ONLY_FOLDERS.filter(([folder]) => has(folder)).map(([folder, what, verb]) => ({
    message: `${what} stay as they are: Agent Plugins has no such thing, so only Claude Code ${verb} them.`,
    detail: `${folder}/`,
  }));
}

/** Notes about the files and folders only Claude Code reads. */
function claudeOnlyFiles(tree: FileTree): ConversionNote[] {
  return CLAUDE_ONLY_FILES.filter(([path]) =>
    [...tree.keys()].some((key) => key === path || key.startsWith(`${path}/`)),
  ).map(([path, what]) => ({
    message: `${what} stay as they are: Agent Plugins has no such thing, so only Claude Code uses them.`,
    detail: getFile(tree, path) ? path : `${path}/`,
  }));
}

/**
 * The skills in the folders the manifest's `skills` adds, which only Claude Code looks in: each
 * named, since other apps (Bailey among them) load skills from `skills/` alone. They are not
 * copied there: Claude Code would then find each twice.
 */
function claudeOnlySkills(tree: FileTree, manifest: Json): ConversionNote[] {
  const declared = Object.hasOwn(manifest, 'skills') ? manifest.skills : undefined;
  const folders = (Array.isArray(declared) ? declared : [declared])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => resolvePath('', item.replace(/\/+$/, '')))
    .filter((folder): folder is string => folder !== undefined && folder !== 'skills');
  const notes: ConversionNote[] = [];
  for (const folder of new Set(folders)) {
    const prefix = folder === '' ? '' : `${folder}/`;
    for (const path of tree.keys()) {
      const rest = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
      const skill =
        rest === 'SKILL.md'
          ? folder
          : rest && /^[^/]+\/SKILL\.md$/.test(rest)
            ? `${prefix}${rest.slice(0, -9)}`
            : undefined;
      if (skill === undefined || path.startsWith('skills/')) continue;
      const name = skill.split('/').pop() || skill;
      notes.push({
        message: `The skill "${name}" is in a folder only Claude Code looks in, so other apps do not load it; Claude Code still does. To carry it, move it into the skills folder.`,
        detail: `${path}, in "${folder}" that "skills" of ${CLAUDE_MANIFEST_PATH} names`,
      });
    }
  }
  return notes;
}

/**
 * Notes about the skill details only Claude Code reads (argument-hint, version, …): other
 * clients skip a skill that has them, and each problem offers to move them into the extra details.
 */
function claudeOnlySkillDetails(tree: FileTree): ConversionNote[] {
  const notes: ConversionNote[] = [];
  for (const folder of listSkillFolders(tree)) {
    const text = readText(tree, skillPath(folder));
    const frontmatter = text === undefined ? undefined : parseSkill(text).frontmatter;
    if (!isJsonObject(frontmatter)) continue;
    const extra = Object.keys(frontmatter).filter((key) => !SKILL_FIELDS.has(key));
    const kept = extra.filter(isClaudeSkillField);
    const movable = extra.filter((key) => !isClaudeSkillField(key));
    if (kept.length > 0)
      notes.push({
        message: `The skill "${folder}" has details Claude Code reads where they are; they stay there, and apps that follow the skills format strictly may skip the skill.`,
        detail: `${kept.join(', ')} in ${skillPath(folder)}`,
      });
    if (movable.length > 0)
      notes.push({
        message: `The skill "${folder}" has details only Claude Code reads; Problems offers to move them into its extra details, one click each.`,
        detail: `${movable.join(', ')} in ${skillPath(folder)}`,
      });
  }
  return notes;
}
