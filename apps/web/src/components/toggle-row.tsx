import type { ReactNode } from 'react';

export interface ToggleOption<T> {
  value: T;
  /** Unique among the options (React's key). */
  key: string;
  content: ReactNode;
}

interface ToggleRowProps<T> {
  /** What the row chooses, for screen readers ("Day", "Show"). */
  label: string;
  options: ToggleOption<T>[];
  selected: T;
  onSelect(value: T): void;
  /** The row's own layout (gaps, sideways scrolling). */
  className: string;
  /** Each button's look, pressed or not. */
  buttonClass(pressed: boolean): string;
}

/** A labelled group of toggle buttons (aria-pressed), exactly one of them chosen. */
export function ToggleRow<T>({ label, options, selected, onSelect, className, buttonClass }: ToggleRowProps<T>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <button key={option.key} type="button" aria-pressed={pressed} onClick={() => onSelect(option.value)} className={buttonClass(pressed)}>
            {option.content}
          </button>
        );
      })}
    </div>
  );
}
