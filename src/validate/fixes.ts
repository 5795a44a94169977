/**
 * Quick fixes: each FixAction a diagnostic offers is applied as one change through the model's
 * operations, so a fix edits files exactly as the forms would (only the member it is about).
 */
import type { FixAction } from './diagnostic';
import { getFile, readText, writeFile, writeText, type FileTree } from '../model/file-tree';
import { isJsonObject, parseJson, parsePointer, toPointer } from '../model/json-document';
import { convertClaudePlugin } from '../model/claude-conversion';
import { makeSolution } from '../model/make-solution';
import { editJsonFile, fail, ok, type OperationResult } from '../model/operation-support';
import { setPersona, setSolutionName } from '../model/operations';
import { MCP_SCHEMA_ID } from '../model/mcp-config';
import { splitCommandLine } from './mcp-checks';
import { commaSeparatedTools, isToolWord } from './spec';
import { lineStartsOf } from '../model/text-position';
import {
  PLUGIN_MANIFEST_PATH,
  PLUGIN_SCHEMA_ID,
  readManifest,
  SIGRIX_NAMESPACE,
} from '../model/plugin-manifest';
import { setServerTools } from '../model/server-operations';
import {
  parseSkill,
  rangeOfFrontmatterPointer,
  setSkillField,
  type ParsedSkill,
} from '../model/skill-document';
import { skillPath } from '../model/skill-files';
import { listSkill, unlistSkill } from '../model/skill-operations';
import { readSolution } from '../model/solution-document';

/** Applies `action` to `tree`: the new tree, or the operation's reason when it cannot apply. */
export function tryFix(tree: FileTree, action: FixAction): OperationResult {
  switch (action.type) {
    case 'make-solution':
      return makeSolution(tree);
    case 'convert-claude-plugin':
      return convertClaudePlugin(tree);
    case 'list-skill':
      return listSkill(tree, action.name);
    case 'unlist-skill':
      return unlistSkill(tree, action.name);
    case 'rename-skill-to-folder':
      return renameSkillToFolder(tree, action.folder);
    case 'set-name-from-plugin': {
      const name = readManifest(tree)?.name;
      return name === undefined
        ? fail('file-unreadable', 'plugin.json has no name to copy.')
        : setSolutionName(tree, name);
    }
    case 'set-schema-id':
      return editJsonFile(
        tree,
        action.file,
        ['$schema'],
        action.file === 'mcp.json' ? MCP_SCHEMA_ID : PLUGIN_SCHEMA_ID,
      );
    case 'declare-server-tools':
      // An empty declaration, for a person to fill in (the app opens the paste of the server's
      // tools instead); never written unasked, since it says the server has no tools.
      return setServerTools(tree, action.server, [], []);
    case 'remove-member':
      return removeMember(tree, action.file, action.pointer);
    case 'move-to-extensions':
      return moveToExtensions(tree, action.member);
    case 'set-member':
      return setMember(tree, action.file, action.pointer, action.value);
    case 'set-web-name':
      return setSolutionName(tree, action.name);
    case 'split-command':
      return splitCommand(tree, action.server);
    case 'create-persona':
      // Turning the voice on creates its file with a starting text when the file is missing.
      return setPersona(tree, true);
    case 'move-skill-detail':
      return moveSkillDetail(tree, action.file, action.key);
    case 'detail-as-text':
      return detailAsText(tree, action.file, action.key);
    case 'join-allowed-tools':
      return joinAllowedTools(tree, action.file);
    case 'remove-bom':
      return removeBom(tree, action.file);
  }
}

/** The SKILL.md at `file` parsed, with its frontmatter as a map; a reason when it has none. */
function skillFields(
  tree: FileTree,
  file: string,
): { text: string; parsed: ParsedSkill; fields: Readonly<Record<string, unknown>> } | OperationResult {
  const text = readText(tree, file);
  const parsed = text === undefined ? undefined : parseSkill(text);
  const fields = parsed?.frontmatter;
  if (text === undefined || !parsed || !isJsonObject(fields))
    return fail('file-unreadable', `The details at the top of ${file} cannot be read; fix them first.`, {
      file,
    });
  return { text, parsed, fields };
}

/**
 * The frontmatter value at `pointer` as text that keeps it: text as it is, a list or a group of
 * details as JSON text, nothing as an empty text, and a number or true/false as it is written
 * (`1.10` stays "1.10"; the number the YAML reader makes of it would be written 1.1).
 */
function keptAsText(parsed: ParsedSkill, pointer: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  const range = rangeOfFrontmatterPointer(parsed, pointer);
  const content = parsed.bom ? parsed.text.slice(1) : parsed.text;
  const starts = lineStartsOf(content);
  if (range?.startColumn === undefined || range.endColumn === undefined || range.startLine !== range.endLine)
    return String(value);
  const lineStart = starts[range.startLine - 1] ?? 0;
  const written = content.slice(lineStart + range.startColumn - 1, lineStart + range.endColumn).trim();
  return written === '' ? String(value) : written;
}

/**
 * Moves the detail `key` into the skill's extra details (`metadata`), as text, so that nothing is
 * lost and the skill follows the skills format: `version: 1.2` becomes the extra detail "1.2".
 */
function moveSkillDetail(tree: FileTree, file: string, key: string): OperationResult {
  const read = skillFields(tree, file);
  if ('ok' in read) return read;
  const { text, parsed, fields } = read;
  if (!Object.hasOwn(fields, key)) return fail('member-wrong-type', `"${key}" is no longer there.`, { file });
  const metadata = Object.hasOwn(fields, 'metadata') ? fields.metadata : {};
  if (!isJsonObject(metadata) || Object.hasOwn(metadata, key))
    return fail('member-wrong-type', `The extra details already hold "${key}"; move it by hand.`, { file });
  const asText = keptAsText(parsed, toPointer([key]), fields[key]);
  const moved = setSkillField(
    setSkillField(text, 'metadata', { ...metadata, [key]: asText }),
    key,
    undefined,
  );
  return moved === text
    ? fail('file-unreadable', `${file} could not be changed safely.`, { file })
    : ok(writeText(tree, file, moved));
}

/** Writes the extra detail `key` of a skill, a list or a group of details, as text that keeps its value. */
function detailAsText(tree: FileTree, file: string, key: string): OperationResult {
  const read = skillFields(tree, file);
  if ('ok' in read) return read;
  const { text, parsed, fields } = read;
  const metadata = fields.metadata;
  if (!isJsonObject(metadata) || !Object.hasOwn(metadata, key) || typeof metadata[key] === 'string')
    return fail('member-wrong-type', `The extra detail "${key}" is no longer there, or is text already.`, {
      file,
    });
  const asText = keptAsText(parsed, toPointer(['metadata', key]), metadata[key]);
  const written = setSkillField(text, 'metadata', { ...metadata, [key]: asText });
  return written === text
    ? fail('file-unreadable', `${file} could not be changed safely.`, { file })
    : ok(writeText(tree, file, written));
}

/**
 * `[Read, Glob]` (or `Read, Glob`) as `Read Glob`: the skills format's one line of allowed tools.
 * Not for a list with a name that holds a space (`Bash(stripe *)`): on one line it would read as
 * two tools.
 */
function joinAllowedTools(tree: FileTree, file: string): OperationResult {
  const read = skillFields(tree, file);
  if ('ok' in read) return read;
  const written = read.fields['allowed-tools'];
  // A list, or one line with commas between the tools (`Read, Grep`).
  const tools = typeof written === 'string' ? commaSeparatedTools(written) : written;
  if (!Array.isArray(tools) || !tools.every(isToolWord))
    return fail('member-wrong-type', 'The allowed tools are not a list of names without spaces.', { file });
  return ok(writeText(tree, file, setSkillField(read.text, 'allowed-tools', tools.join(' '))));
}

/** Applies `action` to `tree`; the same tree when the fix no longer applies (the files changed since). */
export function applyFix(tree: FileTree, action: FixAction): FileTree {
  const result = tryFix(tree, action);
  return result.ok ? result.tree : tree;
}

/** Sets the frontmatter name of `skills/<folder>/SKILL.md` to `folder`, and any entry listing that path. */
function renameSkillToFolder(tree: FileTree, folder: string): OperationResult {
  const path = skillPath(folder);
  const text = readText(tree, path);
  if (text === undefined)
    return fail('skill-missing', `There is no skill in skills/${folder}.`, { name: folder });
  const renamed = setSkillField(text, 'name', folder);
  if ((parseSkill(renamed).frontmatter as { name?: unknown } | undefined)?.name !== folder) {
    return fail('file-unreadable', `The details at the top of ${path} have mistakes; fix them first.`, {
      file: path,
    });
  }
  const written = writeText(tree, path, renamed);
  const solution = readSolution(written);
  let result = ok(written);
  for (const entry of solution?.skills ?? []) {
    if (!result.ok || !solution || entry.path !== path || entry.name === folder) continue;
    result = editJsonFile(result.tree, solution.path, ['skills', entry.index, 'name'], folder);
  }
  return result;
}

/** Removes the member at `pointer`: a JSON member, or a top-level field of a SKILL.md's frontmatter. */
function removeMember(tree: FileTree, file: string, pointer: string): OperationResult {
  const segments = parsePointer(pointer);
  if (!segments || segments.length === 0)
    return fail('member-wrong-type', 'There is nothing to remove there.', { file });
  const text = readText(tree, file);
  if (text === undefined) return fail('file-missing', `${file} is missing.`, { file });
  if (/(^|\/)SKILL\.md$/.test(file)) {
    if (segments.length !== 1)
      return fail('member-wrong-type', 'Only a whole field can be removed here.', { file });
    const edited = setSkillField(text, segments[0]!, undefined);
    return edited === text
      ? fail('file-unreadable', `${file} could not be changed safely.`, { file })
      : ok(writeText(tree, file, edited));
  }
  return editJsonFile(tree, file, jsonPath(parseJson(text).value, segments), undefined);
}

/**
 * Moves plugin.json's top-level `member` to `extensions["org.sigrix"][member]`, its value
 * unchanged: Agent Plugins 1.0.0 keeps details that one app reads under that app's namespace in
 * `extensions` (§5.2, §8.1), and this builder writes into its own namespace only.
 */
function moveToExtensions(tree: FileTree, member: string): OperationResult {
  const text = readText(tree, PLUGIN_MANIFEST_PATH);
  const root = text === undefined ? undefined : parseJson(text).value;
  if (!isJsonObject(root) || !Object.hasOwn(root, member))
    return fail('member-wrong-type', `"${member}" is no longer there.`, { file: PLUGIN_MANIFEST_PATH });
  const value = root[member];
  const extensions = Object.hasOwn(root, 'extensions') ? root.extensions : undefined;
  const namespace =
    isJsonObject(extensions) && Object.hasOwn(extensions, SIGRIX_NAMESPACE)
      ? extensions[SIGRIX_NAMESPACE]
      : undefined;
  if (
    (extensions !== undefined && !isJsonObject(extensions)) ||
    (namespace !== undefined && !isJsonObject(namespace)) ||
    (isJsonObject(namespace) && Object.hasOwn(namespace, member))
  )
    return fail('member-wrong-type', `The settings for apps cannot take "${member}"; move it by hand.`, {
      file: PLUGIN_MANIFEST_PATH,
    });
  const written =
    extensions === undefined
      ? editJsonFile(tree, PLUGIN_MANIFEST_PATH, ['extensions'], { [SIGRIX_NAMESPACE]: { [member]: value } })
      : namespace === undefined
        ? editJsonFile(tree, PLUGIN_MANIFEST_PATH, ['extensions', SIGRIX_NAMESPACE], { [member]: value })
        : editJsonFile(tree, PLUGIN_MANIFEST_PATH, ['extensions', SIGRIX_NAMESPACE, member], value);
  return written.ok ? editJsonFile(written.tree, PLUGIN_MANIFEST_PATH, [member], undefined) : written;
}

/** Writes `value` at `pointer` of the JSON file `file`, as the forms would (only that member changes). */
function setMember(tree: FileTree, file: string, pointer: string, value: string): OperationResult {
  const segments = parsePointer(pointer);
  const text = readText(tree, file);
  if (!segments || segments.length === 0 || text === undefined)
    return fail('member-wrong-type', 'There is nothing to change there.', { file });
  return editJsonFile(tree, file, jsonPath(parseJson(text).value, segments), value);
}

/** `npx -y server` as the program `npx` and the arguments `-y`, `server`, before any already given. */
function splitCommand(tree: FileTree, server: string): OperationResult {
  const text = readText(tree, 'mcp.json');
  const root = text === undefined ? undefined : parseJson(text).value;
  const servers = isJsonObject(root) ? root.mcpServers : undefined;
  const entry = isJsonObject(servers) && Object.hasOwn(servers, server) ? servers[server] : undefined;
  const command = isJsonObject(entry) ? entry.command : undefined;
  const parts = typeof command === 'string' ? splitCommandLine(command) : undefined;
  if (!isJsonObject(entry) || !parts || parts.length < 2)
    return fail('member-wrong-type', 'This program cannot be split safely; change it by hand.', {
      file: 'mcp.json',
    });
  const given = Array.isArray(entry.args) ? entry.args : [];
  const result = editJsonFile(tree, 'mcp.json', ['mcpServers', server, 'command'], parts[0]);
  if (!result.ok) return result;
  return editJsonFile(result.tree, 'mcp.json', ['mcpServers', server, 'args'], [...parts.slice(1), ...given]);
}

/** Pointer segments as editJson wants them: numbers inside arrays, names inside objects. */
function jsonPath(root: unknown, segments: readonly string[]): (string | number)[] {
  const path: (string | number)[] = [];
  let node = root;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      path.push(Number(segment));
      node = node[Number(segment)];
    } else {
      path.push(segment);
      node = isJsonObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
    }
  }
  return path;
}

/** The file without its leading byte order mark (EF BB BF); every other byte stays. */
function removeBom(tree: FileTree, file: string): OperationResult {
  const entry = getFile(tree, file);
  const bytes = entry?.bytes;
  if (!bytes || bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf)
    return fail('member-wrong-type', 'This file no longer starts with the invisible mark.', { file });
  return ok(writeFile(tree, file, bytes.slice(3)));
}
