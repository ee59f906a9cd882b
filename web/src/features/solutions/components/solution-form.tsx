import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { solutionInputSchema, solutionLanguages } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CodeEditor } from '@/components/ui/code-editor.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { MarkdownField } from '@/components/ui/markdown-field.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';

const markdownHint = 'Markdown with LaTeX math: $O(n \\log n)$ inline, $$...$$ for display.';

/** The contract's body without the problem id (the address names it), language always chosen. */
const solutionFormSchema = solutionInputSchema.omit({ problem: true }).required({ language: true });
export type SolutionFormValues = z.input<typeof solutionFormSchema>;
type SolutionInputParsed = z.output<typeof solutionFormSchema>;

export interface SolutionFormProps {
  defaultValues: SolutionFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked input; throws the call's error (ApiError / NetworkError) on failure. */
  onSubmit: (input: SolutionInputParsed) => Promise<void>;
  /** Extra buttons next to submit (e.g. Cancel). */
  secondaryAction?: ReactNode;
}

const languageEntries = Object.entries(solutionLanguages);
const formFields = ['approach', 'description', 'code', 'language'] as const;

/**
 * The add and edit solution form: approach, description (Markdown with math), the language and
 * the code in a real editor. All three texts are required, checked before sending.
 */
export function SolutionForm({
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  secondaryAction,
}: SolutionFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SolutionFormValues, unknown, SolutionInputParsed>({
    resolver: zodResolver(solutionFormSchema),
    defaultValues,
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const [approach, description, language] = useWatch({
    control,
    name: ['approach', 'description', 'language'],
  });

  const submit = handleSubmit((input) => showingFailure(() => onSubmit(input)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {failure ? <Banner tone="error">{failure}</Banner> : null}

      <MarkdownField
        hint={markdownHint}
        label="Approach"
        value={approach}
        error={errors.approach?.message}
        rows={4}
        placeholder="The key idea in a few lines, e.g. sort by deadline, then greedily take…"
        textareaProps={register('approach')}
      />
      <MarkdownField
        hint={markdownHint}
        label="Description"
        value={description}
        error={errors.description?.message}
        rows={8}
        placeholder="Why it works, edge cases, and the complexity: $O(n \log n)$ time, $O(n)$ memory."
        textareaProps={register('description')}
      />

      <div className="flex flex-col gap-4">
        <Field label="Language" error={errors.language?.message} className="sm:max-w-60">
          <Select {...register('language')}>
            {languageEntries.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Code"
          error={errors.code?.message}
          hint="Tab indents; press Esc, then Tab, to move on from the editor."
        >
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeEditor
                label="Code"
                language={language}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Paste or write your solution here"
              />
            )}
          />
        </Field>
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
