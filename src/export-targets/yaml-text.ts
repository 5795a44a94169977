/**
 * A small YAML writer for the files the targets make: mappings, sequences and strings, every
 * string double-quoted so no text can be read as another type, a comment or a document marker.
 * The escapes are YAML 1.2's (§5.7): `\\`, `\"`, the named control characters and `\xXX`/`\uXXXX`
 * for the rest; line breaks and the characters YAML treats as breaks (NEL, LS, PS) are escaped
 * too, so each string is one line. The project's YAML parser stays in the model; this only writes.
 */

/** A value this writer can write. */
export type YamlValue =
  string | number | boolean | readonly YamlValue[] | { readonly [key: string]: YamlValue };

const NAMED: Readonly<Record<string, string>> = {
  '\0': '\\0',
  '\u0007': '\\a',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\u000b': '\\v',
  '\f': '\\f',
  '\r': '\\r',
  '\u001b': '\\e',
  '"': '\\"',
  '\\': '\\\\',
  '\u0085': '\\N',
  '\u00a0': '\\_',
  '\u2028': '\\L',
  '\u2029': '\\P',
};

const hex = (code: number, width: number) => code.toString(16).toUpperCase().padStart(width, '0');

/** `text` as a double-quoted YAML scalar; a lone surrogate (not text) becomes U+FFFD. */
export function quoted(text: string): string {
  let out = '"';
  for (const char of text) {
    const named = NAMED[char];
    if (named !== undefined) {
      out += named;
      continue;
    }
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += `\\x${hex(code, 2)}`;
    else if (code === 0xfeff) out += '\\uFEFF';
    else if (code >= 0xd800 && code <= 0xdfff) out += '\uFFFD';
    else out += char;
  }
  return `${out}"`;
}

/** A key written plain when YAML cannot read it as anything but that text, else quoted. */
function key(text: string): string {
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(text) && !/^(?:true|false|null|yes|no|on|off|y|n)$/i.test(text)
    ? text
    : quoted(text);
}

function scalar(value: string | number | boolean): string {
  return typeof value === 'string' ? quoted(value) : String(value);
}

const isScalar = (value: YamlValue): value is string | number | boolean => typeof value !== 'object';
const isEmpty = (value: YamlValue) =>
  Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value).length === 0;

function lines(value: YamlValue, indent: string): string[] {
  if (isScalar(value)) return [`${indent}${scalar(value)}`];
  if (Array.isArray(value)) {
    return value.flatMap((item: YamlValue) => {
      if (isScalar(item) || isEmpty(item)) return [`${indent}- ${inline(item)}`];
      // The first line of a nested block follows the dash; the rest keep its indentation.
      const [first, ...rest] = lines(item, `${indent}  `);
      return [`${indent}- ${first!.slice(indent.length + 2)}`, ...rest];
    });
  }
  return Object.entries(value as Record<string, YamlValue>).flatMap(([name, item]) =>
    isScalar(item) || isEmpty(item)
      ? [`${indent}${key(name)}: ${inline(item)}`]
      : [`${indent}${key(name)}:`, ...lines(item, `${indent}  `)],
  );
}

function inline(value: YamlValue): string {
  if (isScalar(value)) return scalar(value);
  return Array.isArray(value) ? '[]' : '{}';
}

/** A YAML document: an optional comment at the top, then the value in block style. */
export function yamlDocument(value: YamlValue, comment?: string): string {
  const head = comment
    ? comment.split(/\r\n|[\r\n\u0085\u2028\u2029]/).map((line) => `# ${line}`.trimEnd())
    : [];
  return `${[...head, ...lines(value, '')].join('\n')}\n`;
}
