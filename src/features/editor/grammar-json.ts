/** The JSON grammar of the code editor, in a chunk of its own (loaded when a JSON file opens). */
import { json } from '@codemirror/lang-json';

export const grammar = json;
