/**
 * A conversation with a model service, through the Vercel AI SDK (`ai` and its provider
 * packages): it speaks each provider's wire format and streaming, and runs the loop of tool calls
 * within a turn. Its tools are the skills' `load_skill` and the solution's tools, each of whose
 * `execute` hands the call to `rehearse`, so nothing reaches a tool server.
 */
import {
  jsonSchema,
  stepCountIs,
  streamText,
  tool,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
} from 'ai';
import { LOAD_SKILL, type AssistantBrief } from './brief';
import { MAX_STEPS, skillNamed, toolResultText, type ModelConversation, type TurnEvents } from './turn';

const ANY_INPUT = jsonSchema<Record<string, unknown>>({ type: 'object', additionalProperties: true });

function toolSet(brief: AssistantBrief, events: TurnEvents, stepText: () => string): ToolSet {
  const tools: ToolSet = {};
  if (brief.skills.length > 0) {
    tools[LOAD_SKILL] = tool({
      description: 'Reads the instructions of one of your skills. Call it before a task one of them covers.',
      inputSchema: jsonSchema<{ name: string }>({
        type: 'object',
        properties: { name: { type: 'string', enum: brief.skills.map((skill) => skill.name) } },
        required: ['name'],
        additionalProperties: false,
      }),
      execute: async (input) => {
        const skill = skillNamed(brief, input);
        if (typeof skill === 'string') return skill;
        events.skillRead(skill);
        return skill.body;
      },
    });
  }
  for (const brieft of brief.tools) {
    tools[brieft.callName] = tool({
      description: toolDescription(brieft),
      inputSchema: ANY_INPUT,
      execute: async (input) =>
        toolResultText(await events.rehearse({ tool: brieft, input, announced: stepText().trim() !== '' })),
    });
  }
  return tools;
}

/** What the model is told about a tool: its title, its server, and whether it changes things. */
export function toolDescription(tool: AssistantBrief['tools'][number]): string {
  const what = tool.declared
    ? `${tool.title} (the tool ${tool.name} of ${tool.serverTitle}).${tool.description ? ` ${tool.description}` : ''}`
    : `Uses one of ${tool.serverTitle}'s tools; say which in the input's "tool" field.`;
  return tool.asksFirst ? `${what} It changes things, so the person is asked to allow it first.` : what;
}

/** A conversation with `model`. */
export function serviceConversation(model: LanguageModel): ModelConversation {
  const messages: ModelMessage[] = [];
  return {
    async send(text, setup, events, signal) {
      let stepText = '';
      const result = streamText({
        model,
        system: setup.system,
        messages: [...messages, { role: 'user', content: text }],
        tools: toolSet(setup.brief, events, () => stepText),
        stopWhen: stepCountIs(MAX_STEPS),
        abortSignal: signal,
        // A failed request is one plain sentence at once; the person sends again when ready.
        maxRetries: 0,
        // Anthropic needs a ceiling; the SDK's guess for a model it does not know comes with a warning.
        maxOutputTokens: 4096,
      });
      let finish: string | undefined;
      for await (const part of result.fullStream) {
        if (part.type === 'start-step') stepText = '';
        else if (part.type === 'text-delta') {
          stepText += part.text;
          events.text(part.text);
        } else if (part.type === 'error') throw part.error;
        else if (part.type === 'finish') finish = part.finishReason;
      }
      const response = await result.response;
      messages.push({ role: 'user', content: text }, ...response.messages);
      return finish === 'length' || finish === 'other' || finish === 'error' || finish === undefined
        ? 'cut-off'
        : 'finished';
    },
  };
}
