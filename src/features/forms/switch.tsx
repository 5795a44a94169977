import type { ReactNode } from 'react';

export interface SwitchProps {
  readonly id: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly label: ReactNode;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
}

/**
 * An on/off switch: a real checkbox with `role="switch"` (reached by Tab, toggled by Space,
 * announced as on or off), drawn as a track with a knob beside its label.
 */
export function Switch({ id, checked, onChange, label, describedBy, invalid, disabled }: SwitchProps) {
  return (
    <label
      htmlFor={id}
      className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium select-none"
    >
      {/* The checkbox itself covers the track, invisibly, so a click or a tap always reaches it. */}
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span
          aria-hidden
          className="absolute inset-0 rounded-full bg-neutral-300 transition-colors peer-checked:bg-accent-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 dark:bg-neutral-600"
        />
      </span>
      <span className="text-neutral-800 dark:text-neutral-200">{label}</span>
    </label>
  );
}
