/**
 * File types as a person names them ("Word", "Excel", "PDF file", ".PDF") turned into the bare
 * extension a document slot lists (`docx`, `xlsx`, `pdf`), and back into the name a person reads
 * ("Excel", not XLSX). One table each way, read by the chips field, the Preview and the validator's
 * quick fix for a file already written.
 */

/** Words people use for a kind of file, and the extension they most likely mean. */
const FILE_TYPE_WORDS: Readonly<Record<string, string>> = {
  word: 'docx',
  excel: 'xlsx',
  powerpoint: 'pptx',
  spreadsheet: 'xlsx',
  acrobat: 'pdf',
  text: 'txt',
  markdown: 'md',
  image: 'png',
  picture: 'png',
  photo: 'jpg',
  jpeg: 'jpg',
};

/** The extension a typed file type means (`''` when nothing usable is left). */
export function extensionFromTyped(text: string): string {
  // ".PDF", "*.pdf", "pdf files", "PDF file" and "report.pdf" all mean pdf.
  const word = text.trim().toLowerCase().split(/\s+/)[0] ?? '';
  const last = (word.split('.').filter(Boolean).pop() ?? '').replace(/[^a-z0-9]/g, '');
  return FILE_TYPE_WORDS[last] ?? last;
}

/** Whether `extension` is a word for a kind of file rather than an extension ("word", "excel"). */
export function isFileTypeWord(extension: string): boolean {
  return Object.hasOwn(FILE_TYPE_WORDS, extension);
}

/** The names people know a few extensions by; any other is shown in capitals (PDF, CSV). */
const FILE_TYPE_NAMES: Readonly<Record<string, string>> = {
  docx: 'Word',
  xlsx: 'Excel',
  pptx: 'PowerPoint',
  txt: 'Plain text',
  md: 'Markdown',
  jpg: 'JPEG',
};

/** An extension as a person reads it: "Excel" for xlsx, "PDF" for pdf. */
export function fileTypeName(extension: string): string {
  const bare = extension.replace(/^\./, '').toLowerCase();
  return Object.hasOwn(FILE_TYPE_NAMES, bare) ? FILE_TYPE_NAMES[bare]! : bare.toUpperCase();
}
