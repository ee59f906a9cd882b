import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { limits } from '@upsolve/contract';
import { TopicSuggest } from '@/components/topic-suggest.tsx';
import { useFieldControl } from '@/components/ui/field.tsx';
import { controlClasses } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

export interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/**
 * Tags as removable chips: Enter or a comma adds the typed tag, Backspace in the empty box
 * removes the last one. Duplicates (ignoring case) are dropped. Topic names are suggested as a
 * tag is typed (the vocabulary shared with profile skills); choosing one adds it.
 */
export function TagsInput({ value, onChange, onBlur, placeholder }: TagsInputProps) {
  const [draft, setDraft] = useState('');
  const control = useFieldControl({});

  const commit = (text: string) => {
    const tag = text.trim().slice(0, limits.tag);
    setDraft('');
    if (tag === '') return;
    if (value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  };
  const commitDraft = () => commit(draft);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would otherwise submit the whole form.
      event.preventDefault();
      commitDraft();
      return;
    }
    if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const full = value.length >= limits.listEntries;

  return (
    <div
      className={cn(
        controlClasses,
        'flex min-h-10 flex-wrap items-center gap-1.5 px-2 py-1.5 focus-within:border-ring focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-ring',
      )}
    >
      {value.map((tag) => (
        <span
          key={tag}
          className="inline-flex max-w-full items-center gap-1 rounded-md bg-brand-soft py-0.5 pr-1 pl-2 text-xs font-medium text-brand-soft-foreground"
        >
          <span className="truncate">{tag}</span>
          <button
            type="button"
            aria-label={`Remove tag ${tag}`}
            onClick={() => onChange(value.filter((existing) => existing !== tag))}
            className="rounded p-0.5 hover:bg-brand/15"
          >
            <X aria-hidden className="size-3" />
          </button>
        </span>
      ))}
      <TopicSuggest
        value={draft}
        onPick={commit}
        label="Tag suggestions"
        className="min-w-32 flex-1"
      >
        {(combobox) => (
          <input
            type="text"
            {...combobox}
            value={draft}
            disabled={full}
            maxLength={limits.tag}
            placeholder={full ? `At most ${limits.listEntries} tags` : placeholder}
            onChange={(event) => {
              setDraft(event.target.value);
              combobox.onInput();
            }}
            onKeyDown={(event) => {
              // A suggestion chosen with the arrows is taken by Enter instead of the draft.
              combobox.onKeyDown(event);
              if (!event.defaultPrevented) onKeyDown(event);
            }}
            onBlur={() => {
              combobox.onBlur();
              commitDraft();
              onBlur?.();
            }}
            className="h-7 w-full bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground focus-visible:outline-none"
            {...control}
          />
        )}
      </TopicSuggest>
    </div>
  );
}
