import type { FileTree } from '../model/file-tree';
import { DEFAULT_SOLUTION_PATH } from '../model/plugin-manifest';
import { editJsonFile, type OperationResult } from '../model/operation-support';
import { newSolution, setPersona } from '../model/operations';
import { addSkill } from '../model/skill-operations';
import { addServer, setServerTools } from '../model/server-operations';
import type { TemplateId } from './template-list';

type Step = (tree: FileTree) => OperationResult;

/** Applies steps in order; a step that fails is a bug in a template, so it throws. */
function build(tree: FileTree, steps: readonly Step[]): FileTree {
  return steps.reduce((current, step) => {
    const result = step(current);
    if (!result.ok) throw new Error(`Template step failed: ${result.error.message}`);
    return result.tree;
  }, tree);
}

const member =
  (key: string, value: unknown): Step =>
  (tree) =>
    editJsonFile(tree, DEFAULT_SOLUTION_PATH, [key], value);

const shopSupport = (title: string): FileTree =>
  build(newSolution(title, { description: 'Answers customers about orders, shipping and returns.' }), [
    (t) =>
      setPersona(
        t,
        true,
        'Friendly, calm and brief. Use the customer’s name when you know it. Never promise a refund before checking the order.\n',
      ),
    member('starters', ['Where is my order?', 'How do I return something?', 'Do you ship abroad?']),
    member('examples', [
      {
        input: 'My parcel has not arrived yet. Order 10432.',
        output:
          'Let me look that up for you. Order 10432 left our warehouse on Monday and is with the courier; it should arrive by Thursday.',
      },
      {
        input: 'Can I return shoes I wore once?',
        output:
          'Shoes can be returned within 30 days if they are clean and in their box. I can start the return for you now.',
      },
    ]),
    member('knowledge', [
      {
        name: 'returns_policy',
        description: 'Your returns and refunds policy',
        accepts: ['pdf', 'docx', 'md'],
        required: true,
      },
      {
        name: 'shipping_rates',
        description: 'Your shipping rates and delivery times',
        accepts: ['pdf', 'csv'],
      },
    ]),
    (t) =>
      addSkill(t, {
        name: 'returns',
        description:
          'Explains the shop’s returns and refunds and starts a return. Use when a customer wants to send something back or asks about a refund.',
        body: '# Returns\n\n1. Ask for the order number.\n2. Check the order with the order lookup.\n3. Explain what the returns policy says for this item.\n4. If the customer wants to go ahead, start the return and tell them what happens next.\n',
      }),
    (t) =>
      addSkill(t, {
        name: 'shipping',
        description:
          'Answers questions about delivery times, costs and tracking. Use when a customer asks where an order is or how shipping works.',
        body: '# Shipping\n\nUse the shipping rates document for prices and times. For a specific order, look it up first and give the tracking status in plain words.\n',
      }),
    (t) => addServer(t, 'orders', { type: 'streamable-http', url: 'https://orders.example.com/mcp' }),
    (t) => setServerTools(t, 'orders', ['lookup_order', 'start_return'], ['start_return']),
  ]);

const teamHandbook = (title: string): FileTree =>
  build(
    newSolution(title, {
      description: 'Answers colleagues’ questions from the team handbook and says when to ask a person.',
    }),
    [
      member('starters', [
        'How many days of leave do I have?',
        'How do I claim expenses?',
        'Who do I ask about payroll?',
      ]),
      member('examples', [
        {
          input: 'Can I carry unused holiday into next year?',
          output:
            'Yes, up to five days, as long as you use them by the end of March. Your manager approves anything beyond that.',
        },
      ]),
      member('knowledge', [
        {
          name: 'handbook',
          description: 'The team handbook',
          accepts: ['pdf', 'docx', 'md'],
          required: true,
        },
        { name: 'contacts', description: 'Who to contact for what', accepts: ['csv', 'xlsx'] },
      ]),
      (t) =>
        addSkill(t, {
          name: 'expenses',
          description:
            'Explains how to claim expenses and what can be claimed. Use when someone asks about receipts, travel costs or reimbursements.',
          body: '# Expenses\n\nQuote the handbook’s expenses section. If a case is not covered, say so and name the person to ask from the contacts list.\n',
        }),
    ],
  );

const meetingNotes = (title: string): FileTree =>
  build(
    newSolution(title, {
      description: 'Turns rough meeting notes into a clear summary with decisions and next steps.',
    }),
    [
      member('starters', ['Summarise these notes', 'List the action items', 'Write a follow-up email']),
      member('examples', [
        {
          input: 'notes: budget ok, Sam to send draft fri, launch moved to may?',
          output:
            'Decisions: the budget is approved. Actions: Sam sends the draft on Friday. Open question: is the launch moving to May?',
        },
      ]),
      (t) =>
        addSkill(t, {
          name: 'follow-up-email',
          description:
            'Writes a short follow-up email from a meeting summary. Use when someone asks to share the outcome of a meeting.',
          body: '# Follow-up email\n\nStart with the decisions, then the actions with owners and dates, then open questions. Keep it under 200 words.\n',
        }),
    ],
  );

const builders: Record<TemplateId, (title: string) => FileTree> = {
  'shop-support': shopSupport,
  'team-handbook': teamHandbook,
  'meeting-notes': meetingNotes,
};

/** A new solution: blank (just an instructions skill) or from one of the examples. */
export function createSolution(title: string, template?: TemplateId): FileTree {
  return template ? builders[template](title) : newSolution(title);
}
