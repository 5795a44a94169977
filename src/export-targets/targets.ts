/**
 * The export targets, each with what the menu and the command line say about it. A target is a
 * pure function of the file tree: it runs in the page (to list what it cannot carry before
 * anything is written) and under Node for `solution-builder export`.
 */
import type { FileTree } from '../model/file-tree';
import { claudeCodeTarget } from './claude-code';
import { claudeSkillsTarget } from './claude-skills';
import { agentSkillsEvalsTarget, copilotCsvTarget, openAiEvalsTarget } from './evaluations';
import { promptfooTarget } from './promptfoo';
import type { ExportResult, TargetId } from './types';

export interface ExportTarget {
  readonly id: TargetId;
  /** The menu entry. */
  readonly label: string;
  /** One line on what it makes, for someone who has never seen the format. */
  readonly summary: string;
  readonly run: (tree: FileTree) => ExportResult;
}

export const EXPORT_TARGETS: readonly ExportTarget[] = [
  {
    id: 'claude-code',
    label: 'Claude Code plugin',
    summary: 'A zip Claude Code installs as a plugin: your skills, tools and the documents it asks for.',
    run: claudeCodeTarget,
  },
  {
    id: 'claude-skills',
    label: 'Skills for claude.ai',
    summary: 'One zip per skill, each ready to upload in claude.ai’s skill settings.',
    run: claudeSkillsTarget,
  },
  {
    id: 'evals-agentskills',
    label: 'Examples as Agent Skills tests',
    summary:
      'Your examples as tests for the instructions skill, for tools that read Agent Skills evaluations.',
    run: agentSkillsEvalsTarget,
  },
  {
    id: 'promptfoo',
    label: 'Examples as promptfoo tests',
    summary: 'Your examples as a promptfoo test suite that judges each answer against your ideal one.',
    run: promptfooTarget,
  },
  {
    id: 'copilot-csv',
    label: 'Examples as a Copilot Studio test set',
    summary: 'Your examples as a test set to import in Copilot Studio’s Evaluate tab.',
    run: copilotCsvTarget,
  },
  {
    id: 'openai-evals',
    label: 'Examples as OpenAI evals',
    summary: 'Your examples as OpenAI evals samples, each question with its ideal answer.',
    run: openAiEvalsTarget,
  },
];

/** The target with this id, or `undefined` when there is none. */
export function exportTarget(id: string): ExportTarget | undefined {
  return EXPORT_TARGETS.find((target) => target.id === id);
}
