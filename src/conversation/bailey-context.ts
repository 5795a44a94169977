/**
 * The context Bailey gives the model, rebuilt for every message from the current brief: the
 * instructions and the voice in full, the other skills by name and "when to use it" only (the
 * model reads a body through `load_skill`), the sample documents the person dropped into the
 * install's slots for this conversation, and what the tools are. The tools themselves are offered
 * as functions (tools.ts); this text says how Bailey expects them to be used.
 */
import { LOAD_SKILL, type AssistantBrief } from './brief';

/** A sample document the person dropped into a slot, for this conversation only. */
export interface SampleDocument {
  readonly slot: string;
  readonly fileName: string;
  readonly text: string;
}

/** The system text for `brief`, with the samples given. */
export function systemText(brief: AssistantBrief, samples: readonly SampleDocument[]): string {
  const sections: string[] = [];
  if (brief.instructions) sections.push(brief.instructions);
  if (brief.voice) sections.push(`# How you speak\n\n${brief.voice}`);
  if (brief.skills.length > 0) {
    sections.push(
      [
        '# Skills',
        `These skills hold instructions for particular tasks. When a request matches one, call ${LOAD_SKILL} with its name and follow what it says.`,
        '',
        ...brief.skills.map((skill) => `- ${skill.name}: ${skill.when || skill.title}`),
      ].join('\n'),
    );
  }
  const documents = brief.documents.map((slot) => {
    const sample = samples.find((item) => item.slot === slot.name);
    return sample
      ? `## ${slot.label} (${sample.fileName})\n\n${sample.text.trim()}`
      : `## ${slot.label}\n\nNot provided.`;
  });
  if (documents.length > 0) {
    sections.push(['# Documents provided at install', '', ...documents].join('\n\n'));
  }
  if (brief.tools.length > 0) {
    sections.push(
      '# Tools\n\nBefore you use a tool that changes something, tell the person what you are about to do. The app asks them to allow it.',
    );
  }
  return sections.join('\n\n');
}

/** The labels of the slots an install must fill that have no sample yet. */
export function missingRequired(brief: AssistantBrief, samples: readonly SampleDocument[]): string[] {
  return brief.documents
    .filter((slot) => slot.required && !samples.some((sample) => sample.slot === slot.name))
    .map((slot) => slot.label);
}
