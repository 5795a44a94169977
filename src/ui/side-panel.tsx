/**
 * A panel beside the views (the Preview, "Try it"): a region named by its title, with a line under
 * the title saying what it shows and a Close button, then its content.
 */
import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';

export interface SidePanelProps {
  readonly title: string;
  /** One line under the title: what the panel shows. */
  readonly subtitle: string;
  /** The close button's accessible name and tooltip, such as "Close the preview". */
  readonly closeLabel: string;
  readonly onClose: () => void;
  /**
   * The panel's background, light and dark: the page's own unless it has a shade of its own (it
   * is opaque either way, since on a narrow screen the panel covers the view).
   */
  readonly background?: string;
  readonly children: ReactNode;
}

export function SidePanel({
  title,
  subtitle,
  closeLabel,
  onClose,
  background = 'bg-neutral-50 dark:bg-neutral-950',
  children,
}: SidePanelProps) {
  // The heading names the region.
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      className={`flex h-full min-h-0 w-full flex-col border-neutral-200 lg:border-l dark:border-neutral-800 ${background}`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">{subtitle}</p>
        </div>
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-200/70 dark:text-neutral-400 dark:hover:bg-neutral-800"
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onClose}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {children}
    </aside>
  );
}
