import type { Extension } from '@codemirror/state';
import type { EditorLanguage } from './language';

/** Each file type's grammar, loaded when a file of that type is first shown (grammar-*.ts). */
export const languages: Record<EditorLanguage, () => Promise<Extension>> = {
  json: () => import('./grammar-json').then((m) => m.grammar()),
  yaml: () => import('./grammar-yaml').then((m) => m.grammar()),
  markdown: () => import('./grammar-markdown').then((m) => m.grammar()),
  text: () => Promise.resolve([]),
};
