/**
 * Knowledge slots as Claude Code install options, both ways. Claude Code asks for what a plugin
 * needs at install through the manifest's `userConfig`; an option of type `file` is a document the
 * person picks, which is what a knowledge slot is. Claude Code has no filter for the kind of file,
 * so the option's description ends with the kinds the slot takes ("… (.pdf, .docx or .md)"): the
 * person sees them when choosing, and the way back reads them from there.
 */
import { isJsonObject } from './json-document';
import { sentenceTitle } from './display-names';
import { isValidSlotName, slotNameFromLabel } from './names';

/** A knowledge slot as the solution document holds it. */
export interface KnowledgeSlot {
  readonly name: string;
  readonly description: string;
  readonly accepts: readonly string[];
  readonly required?: boolean;
}

/** A `userConfig` option of type `file`, as Claude Code's plugin reference describes it. */
export interface DocumentOption {
  readonly type: 'file';
  readonly title: string;
  readonly description: string;
  readonly required: boolean;
}

const EXTENSION = '\\.[a-z0-9]{1,16}';
const KINDS_AT_END = new RegExp(
  `^([\\s\\S]*?)\\s*\\((${EXTENSION}(?:, ${EXTENSION})*(?: or ${EXTENSION})?)\\)$`,
);

/** "pdf, docx, md" → ".pdf, .docx or .md". */
function kindsPhrase(accepts: readonly string[]): string {
  const dotted = accepts.map((kind) => `.${kind}`);
  return dotted.length <= 1
    ? dotted.join('')
    : `${dotted.slice(0, -1).join(', ')} or ${dotted[dotted.length - 1]!}`;
}

/** The install option that asks for a slot's document. */
export function documentOption(slot: KnowledgeSlot): DocumentOption {
  const kinds = slot.accepts.length > 0 ? ` (${kindsPhrase(slot.accepts)})` : '';
  return {
    type: 'file',
    title: sentenceTitle(slot.name),
    description: `${slot.description}${kinds}`,
    required: slot.required === true,
  };
}

/** The knowledge slot an install option of type `file` asks for; `undefined` for any other option. */
export function slotFromOption(key: string, option: unknown): KnowledgeSlot | undefined {
  if (!isJsonObject(option) || option.type !== 'file') return undefined;
  const title = typeof option.title === 'string' ? option.title : '';
  const text = typeof option.description === 'string' ? option.description : title;
  const match = KINDS_AT_END.exec(text);
  const accepts = match?.[2] ? match[2].split(/, | or /).map((kind) => kind.slice(1)) : [];
  return {
    name: isValidSlotName(key) ? key : slotNameFromLabel(title || key),
    description: (match?.[1] ?? text).trim() || sentenceTitle(key),
    accepts: [...new Set(accepts)],
    ...(option.required === true ? { required: true } : {}),
  };
}

/** The documents a Claude Code manifest asks for at install, and the keys of its other options. */
export function claudeDocuments(manifest: Readonly<Record<string, unknown>>): {
  readonly slots: readonly KnowledgeSlot[];
  readonly otherOptions: readonly string[];
} {
  const options = Object.hasOwn(manifest, 'userConfig') ? manifest.userConfig : undefined;
  if (!isJsonObject(options)) return { slots: [], otherOptions: [] };
  const slots: KnowledgeSlot[] = [];
  const otherOptions: string[] = [];
  for (const key of Object.keys(options)) {
    const slot = slotFromOption(key, options[key]);
    if (slot) slots.push(slot);
    else otherOptions.push(key);
  }
  return { slots, otherOptions };
}
