/**
 * What a card's Rename and Delete ask, for any view of named items (skills, tool servers): the
 * item's new name, in words, or whether to delete it.
 */
import type { ReactNode } from 'react';
import { sentenceTitle } from '../../model/display-names';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextDialog } from '../../ui/text-dialog';

/** Which question is asked, about the item named `name`. */
export interface ItemQuestion {
  readonly kind: 'rename' | 'delete';
  readonly name: string;
}

/** How a view speaks of its items in these questions. */
export interface ItemWords {
  /** In the buttons and titles: "skill" gives "Rename skill" and "Delete skill". */
  readonly noun: string;
  /** The rename's help, after "A few words.": what follows the new name. */
  readonly followers: string;
}

/** What the answers do, each after the question has closed (`close`). */
export interface ItemActions {
  /** Renames the item `name` to the one a person typed, in words. */
  readonly rename: (name: string, title: string) => void;
  readonly remove: (name: string) => void;
  readonly close: () => void;
}

export interface RenameOrDeleteProps {
  readonly question: ItemQuestion;
  readonly words: ItemWords;
  readonly actions: ItemActions;
  /** The delete question's text: what goes with the item. */
  readonly children: ReactNode;
}

export function RenameOrDelete({ question, words, actions, children }: RenameOrDeleteProps) {
  const { kind, name } = question;
  const title = sentenceTitle(name);
  if (kind === 'rename') {
    return (
      <TextDialog
        title={`Rename “${title}”`}
        label="New name"
        help={`A few words. ${words.followers}`}
        initial={title}
        confirm={`Rename ${words.noun}`}
        onDone={(typed) => {
          actions.close();
          if (typed !== undefined) actions.rename(name, typed);
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      title={`Delete ${words.noun}`}
      confirm={`Delete ${words.noun}`}
      onDone={(confirmed) => {
        actions.close();
        if (confirmed) actions.remove(name);
      }}
      tone="danger"
    >
      {children}
    </ConfirmDialog>
  );
}
