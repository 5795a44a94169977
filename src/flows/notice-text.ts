/**
 * What the shell says to the person: one plain sentence and, when that sentence leaves out the
 * exact technical fact an integrator looks for (the archive reader's `detail`), that fact.
 * `ui/notice.tsx` shows it; the flows carry it.
 */
export interface NoticeText {
  readonly message: string;
  readonly detail?: string;
  /** Only reloading the page helps (its code is older than the site's): the notice offers Reload. */
  readonly reload?: true;
}
