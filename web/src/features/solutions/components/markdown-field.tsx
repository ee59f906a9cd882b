import { useState, type ComponentProps } from 'react';
import { Eye, PencilLine } from 'lucide-react';
import { Field } from '@/components/ui/field.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/cn.ts';

type Mode = 'write' | 'preview';

export interface MarkdownFieldProps {
  label: string;
  /** The current text, shown rendered in Preview. */
  value: string;
  error?: string | undefined;
  rows?: number;
  placeholder?: string;
  /** The textarea's props from react-hook-form's `register`. */
  textareaProps: ComponentProps<'textarea'>;
}

const modes: { mode: Mode; label: string; Icon: typeof Eye }[] = [
  { mode: 'write', label: 'Write', Icon: PencilLine },
  { mode: 'preview', label: 'Preview', Icon: Eye },
];

/** A Markdown textarea with a Write / Preview toggle, so math renders before it is posted. */
export function MarkdownField({
  label,
  value,
  error,
  rows = 6,
  placeholder,
  textareaProps,
}: MarkdownFieldProps) {
  const [mode, setMode] = useState<Mode>('write');
  const toggle = (
    <div role="group" aria-label={`${label} view`} className="flex rounded-lg bg-muted p-0.5">
      {modes.map(({ mode: option, label: optionLabel, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => setMode(option)}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors',
            mode === option
              ? 'bg-surface text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          {optionLabel}
        </button>
      ))}
    </div>
  );

  return (
    <Field
      label={label}
      error={error}
      labelAside={toggle}
      hint="Markdown with LaTeX math: $O(n \log n)$ inline, $$...$$ on its own lines for display."
    >
      {/* Kept mounted in Preview so the form keeps the field registered. */}
      <Textarea
        rows={rows}
        placeholder={placeholder}
        hidden={mode === 'preview'}
        {...textareaProps}
      />
      {mode === 'preview' ? (
        <div
          role="region"
          aria-label={`${label} preview`}
          className="min-h-24 rounded-lg border border-border bg-surface px-3 py-2 text-sm"
        >
          {value.trim() === '' ? (
            <p className="text-muted-foreground">Nothing to preview yet.</p>
          ) : (
            <MarkdownView source={value} />
          )}
        </div>
      ) : null}
    </Field>
  );
}
