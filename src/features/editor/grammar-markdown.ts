/**
 * The code editor's Markdown, in a chunk of its own (loaded when a Markdown file opens): the
 * writing editor's grammar (GitHub's flavour, nothing parsed inside code blocks or HTML) under a
 * YAML frontmatter. @codemirror/lang-markdown would bring the HTML, CSS and JavaScript grammars.
 */
import { yamlFrontmatter } from '@codemirror/lang-yaml';
import { prose } from './prose-style';

export const grammar = () => yamlFrontmatter({ content: prose });
