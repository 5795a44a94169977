/** The YAML grammar of the code editor, in a chunk of its own (loaded when a YAML file opens). */
import { yaml } from '@codemirror/lang-yaml';

export const grammar = yaml;
