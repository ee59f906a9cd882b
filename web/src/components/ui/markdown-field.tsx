import { useState, type ComponentProps } from 'react';
import { Eye, PencilLine } from 'lucide-react';
import { Field } from './field.tsx';
import { SegmentedControl, type SegmentedOption } from './segmented-control.tsx';
import { MarkdownView } from './markdown-view.tsx';
import { Textarea } from './textarea.tsx';

type Mode = 'write' | 'preview';

export interface MarkdownFieldProps {
  label: string;
  /** The current text, shown rendered in Preview. */
  value: string;
  error?: string | undefined;
  rows?: number;
  placeholder?: string;
  /** Under the field; the default says how to write math. */
  hint?: string;
  /** Source in a monospace font, for text heavy with formulas (problem statements). */
  monospace?: boolean;
  /** The textarea's props from react-hook-form's `register`. */
  textareaProps: ComponentProps<'textarea'>;
}

const modes: SegmentedOption<Mode>[] = [
  { value: 'write', label: 'Write', icon: PencilLine },
  { value: 'preview', label: 'Preview', icon: Eye },
];

/** A Markdown textarea with a Write / Preview toggle (math and code render in Preview). */
export function MarkdownField({
  label,
  value,
  error,
  rows = 8,
  placeholder,
  hint = 'Markdown with LaTeX math: $a_i \\le 10^9$ inline, $$...$$ for display.',
  monospace = false,
  textareaProps,
}: MarkdownFieldProps) {
  const [mode, setMode] = useState<Mode>('write');
  const toggle = (
    <SegmentedControl label={`${label} view`} options={modes} value={mode} onChange={setMode} />
  );

  return (
    <Field label={label} error={error} labelAside={toggle} hint={hint}>
      {/* Kept mounted in Preview so the form keeps the field registered and focusable later. */}
      <Textarea
        rows={rows}
        placeholder={placeholder}
        hidden={mode === 'preview'}
        className={monospace ? 'font-mono text-[0.8125rem]' : undefined}
        {...textareaProps}
      />
      {mode === 'preview' ? (
        <div
          className="min-h-24 rounded-lg border border-border bg-surface px-3 py-2 text-sm"
          aria-label={`${label} preview`}
          role="region"
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
