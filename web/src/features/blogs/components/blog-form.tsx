import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { blogInputSchema, type BlogInput, type BlogInputParsed } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';

const formFields = ['title', 'about', 'content'] as const;

export interface BlogFormProps {
  defaultValues: BlogInput;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked input; throws the call's error on failure. */
  onSubmit: (input: BlogInputParsed) => Promise<void>;
  /** The banner's text on a failed submit, when the screen words it itself ('Failed to add blog'). */
  failureText?: string;
  /** Every change of the fields (the add screen keeps them as a draft). */
  onValuesChange?: (values: BlogInput) => void;
  secondaryAction?: ReactNode;
}

/**
 * Title, about and content (Markdown with math, code and spoilers), all required, with the content
 * rendered live beside it (under it on a phone) as readers will see it.
 */
export function BlogForm({
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  failureText,
  onValuesChange,
  secondaryAction,
}: BlogFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BlogInput, unknown, BlogInputParsed>({
    resolver: zodResolver(blogInputSchema),
    defaultValues,
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const [title, about, content] = useWatch({ control, name: ['title', 'about', 'content'] });
  // Typing stays quick in a long blog: the preview renders when there is time.
  const preview = useDeferredValue(content);

  useEffect(() => {
    onValuesChange?.({ title, about, content });
  }, [title, about, content, onValuesChange]);

  const submit = handleSubmit((input) => showingFailure(() => onSubmit(input)));
  const banner = failure === null ? null : (failureText ?? failure);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {banner ? <Banner tone="error">{banner}</Banner> : null}
      <Field label="Title" error={errors.title?.message}>
        <Input placeholder="A catchy title" {...register('title')} />
      </Field>
      <Field
        label="About"
        error={errors.about?.message}
        hint="One line that says what it is about."
      >
        <Input placeholder="e.g. Segment trees with lazy propagation" {...register('about')} />
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <Field
          label="Content"
          error={errors.content?.message}
          hint="Markdown with math ($a_i$), fenced code and :::spoiler Hint … ::: blocks."
        >
          <Textarea rows={16} className="font-mono text-[0.8125rem]" {...register('content')} />
        </Field>
        <section aria-label="Preview" className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-sm font-medium text-foreground">Preview</h2>
          <div className="min-h-40 flex-1 overflow-hidden rounded-lg border border-border bg-surface px-4 py-3 text-sm">
            {preview.trim() === '' ? (
              <p className="text-muted-foreground">Your blog will appear here as you write.</p>
            ) : (
              <MarkdownView source={preview} />
            )}
          </div>
        </section>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
