/**
 * "Run the examples": each example's question in a fresh conversation, its answer collected with
 * the tools it called and whether it said what it was about to do before each one that changes
 * things. Nobody is there to answer a call, so each is allowed and answered "(rehearsal) done".
 */
import type { AssistantBrief } from './brief';
import { systemText, type SampleDocument } from './bailey-context';
import type { ModelConversation, TurnEnd } from './turn';

export const REHEARSAL_DONE = '(rehearsal) done';

export interface ToolUse {
  readonly title: string;
  readonly asksFirst: boolean;
  readonly announced: boolean;
}

export interface ExampleRun {
  readonly index: number;
  readonly question: string;
  readonly ideal: string | undefined;
  readonly answer: string;
  readonly skillsRead: readonly string[];
  readonly tools: readonly ToolUse[];
  readonly end: TurnEnd | { readonly failed: unknown };
}

/** Runs every example of `brief` in order, telling `done` of each as it ends. */
export async function runExamples(
  brief: AssistantBrief,
  samples: readonly SampleDocument[],
  conversation: () => ModelConversation,
  done: (run: ExampleRun) => void,
  signal: AbortSignal,
): Promise<void> {
  const setup = { system: systemText(brief, samples), brief };
  for (const [index, example] of brief.examples.entries()) {
    if (signal.aborted) return;
    let answer = '';
    const skillsRead: string[] = [];
    const tools: ToolUse[] = [];
    let end: ExampleRun['end'];
    try {
      end = await conversation().send(
        example.input,
        setup,
        {
          text: (delta) => (answer += delta),
          skillRead: (skill) => skillsRead.push(skill.title),
          rehearse: async (call) => {
            tools.push({ title: call.tool.title, asksFirst: call.tool.asksFirst, announced: call.announced });
            return { allowed: true, result: REHEARSAL_DONE };
          },
        },
        signal,
      );
    } catch (error) {
      end = { failed: error };
    }
    done({ index, question: example.input, ideal: example.output, answer, skillsRead, tools, end });
  }
}
