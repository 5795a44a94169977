/** Labels and one-line help for the Package view, written for people who do not program. */
import type { UiSchema } from '../forms/rjsf-parts';

/** Common licence codes (SPDX identifiers), offered as suggestions; any other text is allowed. */
export const LICENSE_SUGGESTIONS = [
  'MIT',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  'MPL-2.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'LGPL-3.0-only',
  'AGPL-3.0-only',
  'CC-BY-4.0',
  'CC-BY-SA-4.0',
  'CC0-1.0',
  'Unlicense',
];

export const packageUi: UiSchema = {
  'ui:order': ['description', 'version', 'author', 'homepage', 'repository', 'license', 'keywords'],
  description: {
    'ui:title': 'What it does, in app lists',
    'ui:help':
      'Apps show this beside its name in the lists people choose from. While it says the same as the assistant’s “What it does”, changing that changes this too.',
    'ui:widget': 'textarea',
    'ui:options': { rows: 2 },
  },
  version: {
    'ui:title': 'Version',
    'ui:help':
      'It moves on by itself at each download: a small step for rewording, a bigger one for something added or taken away. Type one here to choose it yourself.',
    'ui:options': { spellcheck: false, placeholder: '1.0.0' },
  },
  author: {
    'ui:title': 'Author',
    'ui:help': 'Who made it, so people know whom to ask.',
    name: {
      'ui:title': 'Name',
      'ui:help': 'Your name, or your company’s.',
      'ui:options': { autocomplete: 'name' },
    },
    email: {
      'ui:title': 'Email',
      'ui:help': 'Where people can write to you.',
      'ui:options': { autocomplete: 'email', inputType: 'email', spellcheck: false },
    },
    url: {
      'ui:title': 'Web address',
      'ui:help': 'Your own web site.',
      'ui:options': { autocomplete: 'url', inputType: 'url', spellcheck: false, placeholder: 'https://' },
    },
  },
  homepage: {
    'ui:title': 'Home page',
    'ui:help': 'A web page about this assistant.',
    'ui:options': { inputType: 'url', spellcheck: false, placeholder: 'https://' },
  },
  repository: {
    'ui:title': 'Source',
    'ui:help': 'Where its files are kept and shared, for example a GitHub address.',
    'ui:options': { inputType: 'url', spellcheck: false, placeholder: 'https://' },
  },
  license: {
    'ui:title': 'Licence',
    'ui:help': 'The terms people may use it under, as a short code such as MIT or Apache-2.0.',
    'ui:options': { suggestions: LICENSE_SUGGESTIONS, spellcheck: false },
  },
  keywords: {
    'ui:field': 'tags',
    'ui:title': 'Keywords',
    'ui:help': 'Words that help people find it. Press Enter after each.',
    'ui:options': { chipKind: 'keyword', removeWhenEmpty: true, placeholder: 'For example: support' },
  },
};
