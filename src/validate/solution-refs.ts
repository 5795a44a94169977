/**
 * Solution rules that compare the solution document with the rest of the plugin: the name
 * with plugin.json's, the instructions and listed skills with the skills the plugin carries,
 * the persona with its file, and the tool declarations with mcp.json. They run on every change
 * but read only small per-file facts, so they stay cheap on large plugins.
 */
import type { Diagnostic } from './diagnostic';
import { getFile } from '../model/file-tree';
import { keyRangeOf, rangeOf, toPointer } from '../model/json-document';
import { ownMember } from '../model/json-document';
import { diagnose, quote, worded, type DiagnosticPlace, type MessageText, type RuleInfo } from './rule';
import { rule } from './rules';
import { isPluginName, isSkillName, skillFolderOf, skillPathOf } from './spec';
import { checkTools } from './solution-tools';
import type { SolutionContext } from './solution-context';
import { personaReplaceMe } from './placeholder-rules';

// The solution format's file_path grammar (assistant.schema.json $defs/file_path).
const FILE_PATH = /^[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
const INSTRUCTIONS = /^skills\/([^/]+)\/SKILL\.md$/;

/** The solution's cross-file diagnostics; none when its document could not be read. */
export function solutionRefDiagnostics(context: SolutionContext): Diagnostic[] {
  const { solution, skills } = context;
  const value = solution.value;
  const parsed = solution.parsed;
  if (!value || !parsed) return [];
  const out: Diagnostic[] = [];
  const file = solution.file;
  const at = (pointer: string, key = false): DiagnosticPlace => ({
    pointer,
    range: key ? keyRangeOf(parsed, pointer) : rangeOf(parsed, pointer),
  });
  const report = (rule: RuleInfo, message: MessageText, place: DiagnosticPlace) =>
    out.push(diagnose(rule, file, message, place));

  // The name: one field in the builder, two members in the files.
  const pluginName = context.plugin?.name;
  const name = ownMember(value, 'name');
  if (pluginName !== undefined && name !== pluginName) {
    const fix = isPluginName(pluginName)
      ? { label: `Use "${pluginName}"`, action: { type: 'set-name-from-plugin' } as const, safe: false }
      : undefined;
    const message =
      typeof name === 'string'
        ? `The solution's web name is ${quote(name)} but the package's is ${quote(pluginName)}; they must be the same, or Bailey will not install it.`
        : `The solution has no web name; it must be the plugin's, ${quote(pluginName)}, or Bailey will not install it.`;
    report(rule('solution.name-mismatch'), message, { ...at('/name'), fix });
  }

  // The instructions skill.
  const instructions = ownMember(value, 'instructions');
  const instructionsFolder =
    typeof instructions === 'string' ? INSTRUCTIONS.exec(instructions)?.[1] : undefined;
  if (
    instructionsFolder !== undefined &&
    isSkillName(instructionsFolder) &&
    !skills.has(instructionsFolder)
  ) {
    report(
      rule('solution.instructions-not-carried'),
      worded(
        `The assistant's instructions are set to the skill ${quote(instructionsFolder)}, but the solution has no such skill.`,
        'Choose the instructions skill again, or add it.',
        "Add it, or name another of the plugin's skills.",
      ),
      at('/instructions'),
    );
  }

  // The listed skills.
  const listed = new Set<string>();
  // A skill an entry names by name or by path counts as listed: a broken entry is reported as
  // broken, not also as a skill nobody listed.
  const mentioned = new Set<string>();
  const entries = ownMember(value, 'skills');
  (Array.isArray(entries) ? entries : []).forEach((entry, index) => {
    const entryName = ownMember(entry, 'name');
    const path = ownMember(entry, 'path');
    if (typeof entryName === 'string') mentioned.add(entryName);
    const pathFolder = skillFolderOf(typeof path === 'string' ? path : '');
    if (pathFolder !== undefined) mentioned.add(pathFolder);
    // An entry without a usable name is the schema's to report (solution.skill-entry).
    if (!isSkillName(entryName)) return;
    const pointer = `/skills/${index}`;
    if (listed.has(entryName)) {
      report(
        rule('solution.skill-duplicate'),
        `The skill ${quote(entryName)} is listed twice in the solution. Remove the second entry.`,
        {
          ...at(pointer),
          fix: {
            label: 'Remove the second entry',
            action: { type: 'remove-member', file, pointer },
            safe: true,
          },
        },
      );
      return;
    }
    listed.add(entryName);
    if (entryName === instructionsFolder) {
      report(
        rule('solution.instructions-listed'),
        `The skill ${quote(entryName)} holds the assistant's instructions and is also listed as one of its skills; Bailey needs it in one place only. Remove it from the list.`,
        {
          ...at(pointer),
          fix: {
            label: `Remove "${entryName}" from the list`,
            action: { type: 'unlist-skill', name: entryName },
            // It stays the instructions; only the second mention goes.
            safe: true,
          },
        },
      );
    }
    if (typeof path !== 'string') return;
    if (path !== skillPathOf(entryName)) {
      report(
        rule('solution.skill-path'),
        worded(
          `The skill entry ${quote(entryName)} points to another place than that skill's own, so Bailey would load the wrong skill.`,
          'Choose the skill again.',
          `Point it at ${quote(skillPathOf(entryName))}.`,
        ),
        at(`${pointer}/path`),
      );
    } else if (!skills.has(entryName)) {
      report(
        rule('solution.skill-not-carried'),
        `The solution lists the skill ${quote(entryName)}, but has no such skill. Remove it from the list, or add the skill.`,
        {
          ...at(pointer),
          fix: {
            label: `Remove "${entryName}" from the list`,
            action: { type: 'unlist-skill', name: entryName },
            // Or the person adds the skill: their choice.
            safe: false,
          },
        },
      );
    }
  });

  for (const [folder, skill] of skills) {
    if (folder === instructionsFolder || mentioned.has(folder)) continue;
    const fix = isSkillName(folder)
      ? {
          label: `Add "${folder}" to the assistant`,
          action: { type: 'list-skill', name: folder } as const,
          safe: false,
        }
      : undefined;
    out.push(
      diagnose(
        rule('solution.skill-unlisted'),
        skill.file,
        `This skill is not part of the assistant, so Bailey would not load it. Add it to the assistant's skills, or remove it.`,
        {
          fix,
        },
      ),
    );
  }

  // The persona file.
  const persona = ownMember(value, 'persona');
  // A path of the wrong form is the schema's to report (solution.path-form).
  if (typeof persona === 'string' && FILE_PATH.test(persona)) {
    if (!/\.md$/i.test(persona)) {
      report(
        rule('solution.persona-not-markdown'),
        worded(
          'The separate voice is kept in a file that is not a Markdown document, which Bailey cannot read.',
          'Turn the separate voice off and on again to recreate it.',
          'Keep it in a file whose name ends in .md, such as *persona.md*.',
        ),
        at('/persona'),
      );
    } else {
      const personaFile = getFile(context.tree, persona);
      if (personaFile) out.push(...personaReplaceMe(persona, personaFile));
      else
        report(
          rule('solution.persona-missing'),
          worded(
            `The separate voice is kept in ${quote(persona)}, but the plugin has no such file.`,
            'Add the file, or turn the separate voice off.',
            'Add the file, or take the separate voice out of the solution.',
          ),
          {
            ...at('/persona'),
            fix: {
              label: 'Create the voice with a starting text',
              action: { type: 'create-persona' },
              // The starting text is ours, not the person's voice.
              safe: false,
            },
          },
        );
    }
  }

  // Knowledge slots: each name once.
  const slotNames = new Set<string>();
  const slots = ownMember(value, 'knowledge');
  (Array.isArray(slots) ? slots : []).forEach((slot, index) => {
    const slotName = ownMember(slot, 'name');
    if (typeof slotName !== 'string' || slotName === '') return;
    if (slotNames.has(slotName)) {
      report(
        rule('solution.knowledge-duplicate'),
        `Two documents to ask for at install have the short name ${quote(slotName)}; Bailey could not tell them apart. Rename one.`,
        at(`/knowledge/${index}/name`),
      );
    }
    slotNames.add(slotName);
  });

  // Skills sold separately should be ones the plugin does not carry.
  const separate = ownMember(value, 'skills_sold_separately');
  (Array.isArray(separate) ? separate : []).forEach((skillName, index) => {
    if (typeof skillName !== 'string' || !skills.has(skillName)) return;
    const pointer = toPointer(['skills_sold_separately', index]);
    report(
      rule('solution.sold-separately-carried'),
      `${quote(skillName)} is listed as sold separately, but the solution already has it. Remove it from the skills sold separately.`,
      {
        ...at(pointer),
        fix: {
          label: `Remove "${skillName}" from sold separately`,
          action: { type: 'remove-member', file, pointer },
          safe: false,
        },
      },
    );
  });

  checkTools(context, at, report);
  return out;
}
