/**
 * The MCP rules for tool names: 1 to 128 characters, each a letter, a digit, `_`, `-` or `.`.
 * People often type a tool's title ("Look up an order") where its name (`look_up_order`) belongs;
 * that is worth a warning with the likely name, since Bailey matches tools by exact name.
 */

/** Why a tool name breaks the rules, with the name it most likely is. */
export interface ToolNameAdvice {
  readonly message: string;
  /** A valid name to use instead, when one can be made. */
  readonly suggestion: string | undefined;
}

const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const MAX_TOOL_NAME = 128;

/** Whether `name` follows the MCP tool-name rules. */
export function isValidToolName(name: string): boolean {
  return TOOL_NAME.test(name);
}

/** A valid name close to `text`: accents dropped, spaces as `_`, other characters left out. */
export function likelyToolName(text: string): string | undefined {
  const spaced = /\s/.test(text.trim());
  const base = spaced ? text.trim().toLowerCase() : text.trim();
  const name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, MAX_TOOL_NAME);
  return name === '' ? undefined : name;
}

/** What is wrong with tool name `name` and the name it likely is; `undefined` when it is fine. */
export function toolNameAdvice(name: string): ToolNameAdvice | undefined {
  if (isValidToolName(name)) return undefined;
  const suggestion = likelyToolName(name);
  const likely = suggestion ? ` Its name is likely “${suggestion}”.` : '';
  if (name.trim() === '') return { message: 'A tool needs a name.', suggestion: undefined };
  if (name.length > MAX_TOOL_NAME) {
    return { message: `A tool name can be at most ${MAX_TOOL_NAME} characters long.${likely}`, suggestion };
  }
  if (/\s/.test(name.trim())) {
    return {
      message: `“${name}” has spaces, so it is probably the tool’s title rather than its name, which the server spells without spaces.${likely}`,
      suggestion,
    };
  }
  return {
    message: `A tool name uses only letters, digits and the signs _ - and .${likely}`,
    suggestion,
  };
}
