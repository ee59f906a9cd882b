import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { suggestTopics } from '@upsolve/contract';
import { cn } from '@/lib/cn.ts';

/** What the text box of a TopicSuggest takes: the combobox's ARIA and its key and focus events. */
export interface TopicComboboxProps {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  autoComplete: 'off';
  /** Call from the box's own onChange: typing opens the suggestions. */
  onInput: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface TopicSuggestProps {
  /** The text typed so far. */
  value: string;
  /** A suggestion was chosen: its topic name (contract/src/topics.ts). */
  onPick: (name: string) => void;
  /** Names the list for assistive technology, e.g. "Skill suggestions". */
  label: string;
  /** The text box, given the combobox props to spread on it (merging its own handlers). */
  children: (combobox: TopicComboboxProps) => ReactNode;
  className?: string;
}

/**
 * Topic names suggested as one types a skill or a tag, from the vocabulary shared with the
 * server's skill search ("dp" suggests "Dynamic programming"). A combobox with a list box: arrows
 * move through the names, Enter or a click takes one, Escape closes the list; Enter with no name
 * chosen does what it did without the list (submits, adds a tag).
 */
export function TopicSuggest({ value, onPick, label, children, className }: TopicSuggestProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const names = open ? suggestTopics(value) : [];
  const shown = names.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (name: string) => {
    close();
    onPick(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const first = step === 1 ? 0 : names.length - 1;
      setActive((current) =>
        current === -1 ? first : (current + step + names.length) % names.length,
      );
      return;
    }
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
      return;
    }
    const chosen = names[active];
    if (event.key === 'Enter' && chosen !== undefined) {
      event.preventDefault();
      pick(chosen);
    }
  };

  return (
    <div className={cn('relative', className)}>
      {children({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': shown,
        'aria-controls': listId,
        'aria-activedescendant': names[active] === undefined ? undefined : optionId(active),
        autoComplete: 'off',
        onInput: () => {
          setOpen(true);
          setActive(-1);
        },
        onKeyDown,
        onBlur: close,
      })}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-card"
      >
        {names.map((name, index) => (
          <li
            key={name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(name)}
            className={cn(
              'cursor-pointer truncate rounded-md px-2.5 py-1.5 text-sm text-foreground hover:bg-muted',
              index === active && 'bg-brand-soft text-brand-soft-foreground hover:bg-brand-soft',
            )}
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
