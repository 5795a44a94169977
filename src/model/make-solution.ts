/**
 * "Make it a solution": a plain Agent Plugin gets assistant.json, the extension in
 * plugin.json that names it (and the Agent Plugins marker when it has none), an instructions skill
 * (picked or created), every other discovered skill listed and its tool servers declared — one change.
 */
import { getFile, writeText, type FileTree } from './file-tree';
import { isJsonObject } from './json-document';
import { readJsonFile, stringMember } from './json-file';
import { claudeDocuments } from './claude-documents';
import { nameFromTitle, titleFromName, uniqueName } from './names';
import { editJsonFile, fail, ok, writeNewJson, type OperationResult } from './operation-support';
import { DEFAULT_TITLE } from './operations';
import { MCP_PATH } from './mcp-config';
import {
  CLAUDE_MANIFEST_PATH,
  DEFAULT_SOLUTION_PATH,
  PLUGIN_MANIFEST_PATH,
  PLUGIN_SCHEMA_ID,
  readManifest,
  SIGRIX_NAMESPACE,
} from './plugin-manifest';
import { createSkillText } from './skill-document';
import { listSkillFolders, skillPath } from './skill-files';
import { SOLUTION_FORMAT_VERSION } from './solution-document';
import { INSTRUCTIONS_SKILL_NAME, instructionsDescription, madeSolutionInstructionsBody } from './templates';

/** The person's choices: a title, and an existing skill to hold the instructions. */
export interface MakeSolutionOptions {
  readonly title?: string;
  /** A discovered skill to use as the instructions; when absent a new one is created. */
  readonly instructionsSkill?: string;
}

// The seed schema's file_path: no segment starting with a dot, nothing that climbs out.
const SAFE_FILE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** The names directly under `skills/`, files or folders, whether or not they hold a skill. */
function namesUnderSkills(tree: FileTree): Set<string> {
  const names = new Set<string>();
  for (const path of tree.keys()) {
    const match = /^skills\/([^/]+)/.exec(path);
    if (match?.[1] !== undefined) names.add(match[1]);
  }
  return names;
}

/** A title for a plugin that has none: its name in words, else a short description. */
function defaultTitle(name: string | undefined, description: string | undefined): string {
  if (name) return titleFromName(name);
  if (description && description.length <= 60) return description;
  return DEFAULT_TITLE;
}

/**
 * Makes a plain plugin a solution. Refused when it already is one, when plugin.json is missing
 * or broken, or when the chosen instructions skill is not discovered.
 */
export function makeSolution(tree: FileTree, options: MakeSolutionOptions = {}): OperationResult {
  const manifest = readManifest(tree);
  if (!manifest) {
    return fail('file-missing', `${PLUGIN_MANIFEST_PATH} is missing.`, { file: PLUGIN_MANIFEST_PATH });
  }
  const object = manifest.object;
  if (!object) {
    return fail('file-unreadable', `${PLUGIN_MANIFEST_PATH} has mistakes; fix them first.`, {
      file: PLUGIN_MANIFEST_PATH,
    });
  }
  const named = manifest.solutionPath;
  if (named !== undefined && getFile(tree, named)) {
    return fail('already-solution', 'This plugin is already a solution.', { file: named });
  }
  const path = named !== undefined && SAFE_FILE_PATH.test(named) ? named : DEFAULT_SOLUTION_PATH;
  if (getFile(tree, path)) {
    return fail('name-taken', `${path} already exists; rename or remove it first.`, { file: path });
  }
  const extensions = Object.hasOwn(object, 'extensions') ? object.extensions : undefined;
  if (extensions !== undefined && !isJsonObject(extensions)) {
    return fail('member-wrong-type', `"extensions" in ${PLUGIN_MANIFEST_PATH} is not a map; fix it first.`, {
      file: PLUGIN_MANIFEST_PATH,
    });
  }
  const folders = listSkillFolders(tree);
  const chosen = options.instructionsSkill;
  if (chosen !== undefined && !folders.includes(chosen)) {
    return fail('skill-missing', `There is no skill called "${chosen}".`, { name: chosen });
  }

  const description = stringMember(object, 'description');
  const title = options.title?.trim() ? options.title : defaultTitle(manifest.name, description);
  const name = manifest.name ?? nameFromTitle(title);

  // Only our own namespace is touched; a malformed value there is ours to replace.
  const sigrix =
    extensions && Object.hasOwn(extensions, SIGRIX_NAMESPACE) ? extensions[SIGRIX_NAMESPACE] : undefined;
  let result =
    sigrix !== undefined && !isJsonObject(sigrix)
      ? editJsonFile(tree, PLUGIN_MANIFEST_PATH, ['extensions', SIGRIX_NAMESPACE], { assistant: path })
      : editJsonFile(tree, PLUGIN_MANIFEST_PATH, ['extensions', SIGRIX_NAMESPACE, 'assistant'], path);
  if (!result.ok) return result;
  if (!Object.hasOwn(object, 'name')) {
    result = editJsonFile(result.tree, PLUGIN_MANIFEST_PATH, ['name'], name);
    if (!result.ok) return result;
  }
  // A solution must say which format it follows; a missing marker is the one Bailey reads.
  if (!Object.hasOwn(object, '$schema')) {
    result = editJsonFile(result.tree, PLUGIN_MANIFEST_PATH, ['$schema'], PLUGIN_SCHEMA_ID);
    if (!result.ok) return result;
  }

  let next = result.tree;
  let instructions = chosen;
  if (instructions === undefined) {
    instructions = uniqueName(INSTRUCTIONS_SKILL_NAME, namesUnderSkills(tree));
    next = writeText(
      next,
      skillPath(instructions),
      createSkillText({
        name: instructions,
        description: instructionsDescription(title),
        body: madeSolutionInstructionsBody(title),
      }),
    );
  }
  const listed = folders.filter((folder) => folder !== instructions);
  // A converted Claude Code plugin asks for its documents at install: they are the knowledge slots.
  const claude = readJsonFile(tree, CLAUDE_MANIFEST_PATH)?.object;
  const knowledge = claude ? claudeDocuments(claude).slots : [];
  return ok(
    writeNewJson(next, path, {
      format_version: SOLUTION_FORMAT_VERSION,
      name,
      title,
      ...(description ? { description } : {}),
      instructions: skillPath(instructions),
      // The plugin's tool servers are the solution's: said so, Bailey starts them.
      ...(getFile(tree, MCP_PATH) ? { mcp: MCP_PATH } : {}),
      ...(listed.length > 0
        ? { skills: listed.map((folder) => ({ name: folder, path: skillPath(folder) })) }
        : {}),
      ...(knowledge.length > 0 ? { knowledge } : {}),
    }),
  );
}
