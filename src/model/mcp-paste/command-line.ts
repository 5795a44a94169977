/**
 * A command line as a service's docs print it (`npx -y @acme/mcp-server --port 3000`), split the
 * way a POSIX shell would split it: quotes group words, a backslash escapes one character, a
 * backslash at a line end joins lines. Nothing is ever run; only the words are read.
 */

/** The words, or the reason they could not be split. */
export type SplitResult = { readonly ok: true; readonly words: string[] } | { readonly ok: false };

/** Splits `text` into words; an unclosed quote fails. */
export function splitCommandLine(text: string): SplitResult {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
      continue;
    }
    if (char === '\\') {
      const next = text[i + 1];
      i += 1;
      if (next === undefined) break;
      if (next === '\n' || (next === '\r' && text[i + 1] === '\n')) {
        if (next === '\r') i += 1;
        continue;
      }
      word += next;
      inWord = true;
      continue;
    }
    if (quote === '"') {
      if (char === '"') quote = undefined;
      else word += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote !== undefined) return { ok: false };
  if (inWord) words.push(word);
  return { ok: true, words };
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]*)$/;

/**
 * The `NAME=value` words a shell reads as the environment of the program after them
 * (`API_KEY=… npx -y pkg`), as a record of their own (a `__proto__` name is an ordinary key), and
 * the words from the program on.
 */
export function leadingAssignments(words: readonly string[]): {
  assignments: Record<string, string>;
  rest: string[];
} {
  const assignments: Record<string, string> = {};
  let index = 0;
  for (; index < words.length; index += 1) {
    const match = ASSIGNMENT.exec(words[index]!);
    if (!match) break;
    Object.defineProperty(assignments, match[1]!, {
      value: match[2]!,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { assignments, rest: words.slice(index) };
}
