/**
 * One change between two versions, in the words of the forms: what it says, where it shows, how
 * much it matters; and the helpers every kind of change words itself with.
 */

/**
 * How much a change matters to someone who installed the last download: a rewording, something
 * added, something taken away, or a tool that may now change things (Bailey asks anew).
 */
export type ChangeWeight = 'wording' | 'addition' | 'removal' | 'may-change-things';

/** Where a change shows: a file and, for a document, the member (the workspace's `Place`). */
export interface ChangePlace {
  readonly file: string;
  readonly pointer?: string;
}

export interface PlainChange {
  /** One line for people, such as "Starter 2 reworded: “Where is my order?”". */
  readonly text: string;
  readonly place: ChangePlace;
  readonly weight: ChangeWeight;
  /** Set on the change of the package version itself, which a suggested version leaves out. */
  readonly isVersion?: true;
  /** The words before and after, on a change of prose (instructions, a description, a starter). */
  readonly prose?: ProseChange;
}

export interface ProseChange {
  readonly before: string;
  readonly after: string;
}

/** Records one change; the weight is a rewording unless said. */
export type AddChange = (
  text: string,
  place: ChangePlace,
  weight?: ChangeWeight,
  extra?: Pick<PlainChange, 'isVersion' | 'prose'>,
) => void;

/** The words of a reworded text, when both sides have some. */
export const proseOf = (before: string | undefined, after: string | undefined) =>
  before !== undefined && after !== undefined ? { prose: { before, after } } : {};

/** A person's words quoted, shortened to one line. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > 60 ? `${line.slice(0, 59)}…` : line}”`;
}
