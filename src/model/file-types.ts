/**
 * File types as a person names them ("Word", "Excel", "PDF file", ".PDF") turned into the bare
 * extension a document slot lists (`docx`, `xlsx`, `pdf`). One table, read by the chips field as
 * a person types and by the validator's quick fix for a file already written.
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
