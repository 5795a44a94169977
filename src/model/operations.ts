/**
 * Solution-wide operations: create a solution, its title, name and description, its persona. Each is one
 * change that leaves plugin.json, assistant.json and the files they name agreeing.
 * Skills: skill-operations.ts. MCP servers: server-operations.ts. Import: make-solution.ts and
 * claude-conversion.ts.
 */
import {
  emptyTree,
  exists,
  getFile,
  LARGEST_EDITABLE_BYTES,
  removeFile,
  unsafePathReason,
  writeText,
  type FileTree,
} from './file-tree';
import { nameFromTitle } from './names';
import {
  editJsonFile,
  editJsonFileValues,
  fail,
  ok,
  requireSolution,
  writeNewJson,
  type OperationResult,
} from './operation-support';
import {
  DEFAULT_SOLUTION_PATH,
  PLUGIN_MANIFEST_PATH,
  PLUGIN_SCHEMA_ID,
  readManifest,
  SIGRIX_NAMESPACE,
} from './plugin-manifest';
import { createSkillText } from './skill-document';
import { skillPath } from './skill-files';
import { SOLUTION_FORMAT_VERSION } from './solution-document';
import {
  DEFAULT_PERSONA_PATH,
  INSTRUCTIONS_SKILL_NAME,
  instructionsBody,
  instructionsDescription,
  personaText,
} from './templates';

/** The title a solution gets when the person gave none. */
export const DEFAULT_TITLE = 'My assistant';

/**
 * A complete, valid solution: plugin.json naming assistant.json, assistant.json, and an
 * instructions skill with a starting text. The name is derived from the title unless given.
 */
export function newSolution(title: string, options: { name?: string; description?: string } = {}): FileTree {
  const shownTitle = title.trim() === '' ? DEFAULT_TITLE : title;
  const name = options.name ?? nameFromTitle(shownTitle);
  const instructions = skillPath(INSTRUCTIONS_SKILL_NAME);
  const description = options.description ? { description: options.description } : {};
  let tree = writeNewJson(emptyTree(), PLUGIN_MANIFEST_PATH, {
    $schema: PLUGIN_SCHEMA_ID,
    name,
    version: '0.1.0',
    ...description,
    extensions: { [SIGRIX_NAMESPACE]: { assistant: DEFAULT_SOLUTION_PATH } },
  });
  tree = writeNewJson(tree, DEFAULT_SOLUTION_PATH, {
    format_version: SOLUTION_FORMAT_VERSION,
    name,
    title: shownTitle,
    ...description,
    instructions,
  });
  return writeText(
    tree,
    instructions,
    createSkillText({
      name: INSTRUCTIONS_SKILL_NAME,
      description: instructionsDescription(shownTitle),
      body: instructionsBody(shownTitle),
    }),
  );
}

/**
 * Sets the title. While the name is still the one derived from the old title (the person has
 * not chosen another), the name follows the new title in plugin.json and assistant.json.
 */
export function setTitle(tree: FileTree, title: string): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  const { solution } = required;
  const derived = solution.title !== undefined && solution.name === nameFromTitle(solution.title);
  const manifestName = readManifest(tree)?.name;
  // The name follows the title only while plugin.json is small enough to rewrite per keystroke;
  // past that, both names stay as they are (they never disagree).
  const manifestBytes = getFile(tree, PLUGIN_MANIFEST_PATH)?.bytes.length ?? 0;
  const follows =
    derived &&
    manifestBytes <= LARGEST_EDITABLE_BYTES &&
    (manifestName === undefined || manifestName === solution.name);
  if (!follows) return editJsonFile(tree, solution.path, ['title'], title);
  // The title and the name in one write of assistant.json: one parse of it per keystroke, not
  // three (the same text as writing the title, then the name, as setSolutionName would).
  const name = nameFromTitle(title);
  const result = editJsonFileValues(tree, solution.path, [
    { path: ['title'], value: title },
    { path: ['name'], value: name },
  ]);
  if (!result.ok) return result;
  return editJsonFile(result.tree, PLUGIN_MANIFEST_PATH, ['name'], name);
}

/**
 * Sets what the solution does (an empty text removes it). While plugin.json's description says
 * the same as the solution's (both absent counts), it follows: that is the text every client
 * lists beside the plugin, and a person who never opened the Package view means one text. Once
 * the two differ (the person gave plugin.json its own), only the solution's changes.
 */
export function setDescription(tree: FileTree, description: string): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  const { solution } = required;
  const value = description === '' ? undefined : description;
  const result = editJsonFile(tree, solution.path, ['description'], value);
  if (!result.ok) return result;
  const manifest = readManifest(tree)?.object;
  const current = manifest && Object.hasOwn(manifest, 'description') ? manifest.description : undefined;
  // As with the name, only while plugin.json is small enough to rewrite per keystroke.
  const manifestBytes = getFile(tree, PLUGIN_MANIFEST_PATH)?.bytes.length ?? 0;
  const follows =
    manifest !== undefined &&
    manifestBytes <= LARGEST_EDITABLE_BYTES &&
    (current === undefined || typeof current === 'string') &&
    (current ?? '') === (solution.description ?? '');
  return follows ? editJsonFile(result.tree, PLUGIN_MANIFEST_PATH, ['description'], value) : result;
}

/**
 * Sets the solution's name in plugin.json and assistant.json together. Any text is written:
 * the validator, not the operation, tells the person when it breaks the name grammar.
 */
export function setSolutionName(tree: FileTree, name: string): OperationResult {
  if (!readManifest(tree)) {
    return fail('file-missing', `${PLUGIN_MANIFEST_PATH} is missing.`, {
      file: PLUGIN_MANIFEST_PATH,
    });
  }
  const result = editJsonFile(tree, PLUGIN_MANIFEST_PATH, ['name'], name);
  if (!result.ok) return result;
  const required = requireSolution(result.tree);
  // A plain plugin has only the manifest's name.
  if (!required.ok) return required.error.code === 'not-a-solution' ? result : required;
  return editJsonFile(result.tree, required.solution.path, ['name'], name);
}

/**
 * Turns the separate persona on (creates its Markdown file with `text`, or a starting text,
 * and sets `persona`) or off (removes the file it names and the member). Turning it on when a
 * persona file exists keeps that file unless `text` is given.
 */
export function setPersona(tree: FileTree, on: boolean, text?: string): OperationResult {
  const required = requireSolution(tree);
  if (!required.ok) return required;
  const { solution } = required;
  const named = solution.persona;
  const safe = named !== undefined && unsafePathReason(named) === undefined ? named : undefined;
  if (!on) {
    const result = editJsonFile(tree, solution.path, ['persona'], undefined);
    if (!result.ok) return result;
    const removable = safe !== undefined && safe !== solution.path && safe !== PLUGIN_MANIFEST_PATH;
    return ok(removable ? removeFile(result.tree, safe) : result.tree);
  }
  const path = safe ?? DEFAULT_PERSONA_PATH;
  let next = tree;
  if (text !== undefined || !exists(tree, path)) {
    next = writeText(next, path, text ?? personaText(solution.title ?? DEFAULT_TITLE));
  }
  return editJsonFile(next, solution.path, ['persona'], path);
}
