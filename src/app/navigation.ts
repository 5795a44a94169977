import type { Diagnostic } from '../validate/diagnostic';
import type { ViewName } from './workspace-store';

/** The view a file belongs to: the form that edits it, or the Files view. */
export function viewOfFile(file: string): ViewName {
  if (file === 'plugin.json') return 'package';
  if (file === 'mcp.json') return 'tools';
  if (file.startsWith('skills/')) return 'skills';
  if (file === 'assistant.json' || file === 'persona.md') return 'assistant';
  return 'files';
}

/** Where selecting a problem takes the person: a view, and the line or member to focus. */
export function targetOf(d: Diagnostic): { view: ViewName; where: { line?: number; pointer?: string } } {
  return {
    view: 'files',
    where: {
      ...(d.range ? { line: d.range.startLine } : {}),
      ...(d.pointer !== undefined ? { pointer: d.pointer } : {}),
    },
  };
}
