/**
 * Labels and one-line help for every field of the Assistant view, written for Maya: the
 * schemas' descriptions are a writer's contract and are never shown.
 */
import type { UiSchema } from '../forms/rjsf-parts';

export const aboutUi: UiSchema = {
  'ui:order': ['title', 'description', 'name'],
  title: {
    'ui:title': 'Title',
    'ui:help': 'The name people see, such as “Shop Support”.',
    'ui:emptyValue': '',
  },
  description: {
    'ui:title': 'What it does',
    'ui:help': 'One or two sentences on the job it does for people, shown when a conversation starts.',
    'ui:widget': 'textarea',
    'ui:options': { rows: 2 },
  },
  name: {
    'ui:title': 'Web name',
    'ui:help':
      'Used for the download and in addresses. It follows the title until you change it: lowercase letters, digits and hyphens.',
    'ui:emptyValue': '',
    'ui:options': { advanced: true, spellcheck: false },
  },
};

export const instructionsDetailsUi: UiSchema = {
  description: {
    'ui:title': 'What the instructions are for',
    'ui:help':
      'One or two sentences: who the assistant helps, and that these instructions apply in every conversation.',
    'ui:widget': 'textarea',
    'ui:emptyValue': '',
    'ui:options': { rows: 2 },
  },
};

export const startersUi: UiSchema = {
  starters: {
    'ui:field': 'orderedList',
    'ui:title': 'Conversation starters',
    'ui:help': 'First messages people can pick to begin a conversation, shown in this order.',
    'ui:options': {
      labelHidden: true,
      itemLabel: 'Starter',
      addLabel: 'Add starter',
      emptyText:
        'No starters yet. A starter is a first message people can pick, for example “Where is my order?”.',
    },
  },
};

export const soldSeparatelyUi: UiSchema = {
  skills_sold_separately: {
    'ui:field': 'tags',
    'ui:title': 'Skills sold separately',
    'ui:help':
      'Skills made by others that people get on their own; the assistant still works without them. Type the name such a skill goes by and press Enter. Your own skills are not added here: the Skills view adds them.',
    'ui:options': {
      advanced: true,
      chipKind: 'text',
      removeWhenEmpty: true,
      placeholder: 'For example: invoices',
    },
  },
};

export const slotUi: UiSchema = {
  'ui:order': ['description', 'accepts', 'required', 'name'],
  description: {
    'ui:title': 'What to ask for',
    'ui:help': 'Say it the way people would, for example “Your returns policy”.',
    'ui:emptyValue': '',
  },
  accepts: {
    'ui:field': 'tags',
    'ui:title': 'Accepted file types',
    'ui:help': 'Type a file type such as pdf and press Enter.',
    'ui:options': { chipKind: 'extension', placeholder: 'pdf, docx, csv…' },
  },
  required: {
    'ui:title': 'Needed before it can start',
    'ui:help': 'When on, people must add this document when they install the assistant.',
  },
  name: {
    'ui:title': 'Short name',
    'ui:help':
      'How the assistant refers to this document. It follows “What to ask for” until you change it: lowercase letters, digits and underscores.',
    'ui:emptyValue': '',
    'ui:options': { advanced: true, spellcheck: false },
  },
};
