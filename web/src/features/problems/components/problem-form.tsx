import { useId, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import {
  limits,
  platformFromUrl,
  problemInputSchema,
  visibilities,
  type ProblemInput,
  type ProblemInputParsed,
} from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { MarkdownField } from '@/components/ui/markdown-field.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { withArticle } from '@/lib/format.ts';
import { problemFormFields } from '../lib/problem-form-values.ts';
import { FormSection } from './form-section.tsx';
import { LinkLookupStatus, useLinkLookup } from './link-lookup.tsx';
import { TagsInput } from './tags-input.tsx';

export interface ProblemFormProps {
  defaultValues: ProblemInput;
  submitLabel: string;
  busyLabel: string;
  /** Sends the checked input; throws the call's error (ApiError / NetworkError) on failure. */
  onSubmit: (input: ProblemInputParsed) => Promise<void>;
  /** Extra buttons next to submit (e.g. Cancel). */
  secondaryAction?: ReactNode;
  /** The problem being edited: its own link is not looked up, nor named "Already shared". */
  problemId?: string;
}

const knownPlatforms = ['Codeforces', 'AtCoder', 'LeetCode', 'CodeChef', 'CSES'];
const visibilityLabels: Record<(typeof visibilities)[number], string> = {
  public: 'Public — everyone signed in can see it',
  private: 'Private — only you can see it',
};

/** The tags field's own error, else the first error of a single tag. */
function tagsError(error: FieldErrors<ProblemInput>['tags']): string | undefined {
  if (error === undefined) return undefined;
  if (error.message) return error.message;
  if (!Array.isArray(error)) return undefined;
  const tagErrors: (FieldError | undefined)[] = error;
  return tagErrors.find((tag) => tag?.message)?.message;
}

/**
 * The add and edit problem form: the contract's schema checks every field on the client before
 * anything is sent, and the server's field messages show under the same fields.
 */
export function ProblemForm({
  defaultValues,
  submitLabel,
  busyLabel,
  onSubmit,
  secondaryAction,
  problemId,
}: ProblemFormProps) {
  const form = useForm<ProblemInput, unknown, ProblemInputParsed>({
    resolver: zodResolver(problemInputSchema),
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, showingFailure } = useSubmitFailure(setError, problemFormFields);
  // The platform the link helper filled in last: it may overwrite its own guess, never the user's.
  const [autoFilledPlatform, setAutoFilledPlatform] = useState<string | null>(null);
  const [detectedPlatform, setDetectedPlatform] = useState<string | null>(() =>
    platformFromUrl(defaultValues.link),
  );

  const fillPlatform = (name: string) => {
    const current = getValues('platform.name').trim();
    if (current !== '' && current !== autoFilledPlatform) return;
    setAutoFilledPlatform(name);
    setValue('platform.name', name, { shouldDirty: true, shouldValidate: current !== '' });
  };
  const onLinkChange = (link: string) => {
    const detected = platformFromUrl(link);
    setDetectedPlatform(detected);
    if (detected !== null) fillPlatform(detected);
  };
  const lookup = useLinkLookup(form, {
    initialLink: defaultValues.link,
    problemId,
    fillPlatform,
  });
  const lookupStatusId = useId();

  const submit = handleSubmit((input) => showingFailure(() => onSubmit(input)));

  const [statement, inputFormat, outputFormat] = useWatch({
    control,
    name: ['problemstatement.statement', 'problemstatement.input', 'problemstatement.output'],
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {failure ? <Banner tone="error">{failure}</Banner> : null}

      <FormSection
        title="Basic Information"
        description="What the problem is called and where it lives."
      >
        <Field label="Title" error={errors.title?.message}>
          <Input
            placeholder="e.g. Two Sum"
            maxLength={limits.title}
            autoComplete="off"
            {...register('title')}
          />
        </Field>
        <Field
          label="Problem Link"
          error={errors.link?.message}
          hint={
            detectedPlatform
              ? `Recognised as ${withArticle(detectedPlatform)} problem.`
              : 'A Codeforces, AtCoder or LeetCode link fills in the title, tags and platform; a CodeChef or CSES link the platform.'
          }
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://codeforces.com/problemset/problem/4/A"
            autoComplete="off"
            aria-describedby={lookupStatusId}
            {...register('link', { onChange: (event) => onLinkChange(String(event.target.value)) })}
          />
        </Field>
        <LinkLookupStatus id={lookupStatusId} lookup={lookup} />
        <Field
          label="Tags"
          error={tagsError(errors.tags)}
          hint="Press Enter or a comma after each tag, e.g. greedy, dp, graphs."
        >
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Add a tag"
              />
            )}
          />
        </Field>
      </FormSection>

      <FormSection title="Problem Statement" description="Write it in your own words.">
        <MarkdownField
          monospace
          label="Problem Description"
          value={statement}
          error={errors.problemstatement?.statement?.message}
          rows={10}
          placeholder="Given an array $a$ of $n$ integers..."
          textareaProps={register('problemstatement.statement')}
        />
        <MarkdownField
          monospace
          label="Input Format"
          value={inputFormat}
          error={errors.problemstatement?.input?.message}
          rows={4}
          placeholder="The first line contains $n$ ($1 \le n \le 2 \cdot 10^5$)..."
          textareaProps={register('problemstatement.input')}
        />
        <MarkdownField
          monospace
          label="Output Format"
          value={outputFormat}
          error={errors.problemstatement?.output?.message}
          rows={4}
          placeholder="Print one integer — the answer."
          textareaProps={register('problemstatement.output')}
        />
      </FormSection>

      <FormSection title="Examples" description="Shown exactly as typed, with a copy button.">
        <div className="grid gap-5 md:grid-cols-2">
          <Field label="Example Input" error={errors.problemstatement?.exampleinput?.message}>
            <Textarea
              rows={6}
              spellCheck={false}
              className="font-mono text-[0.8125rem]"
              {...register('problemstatement.exampleinput')}
            />
          </Field>
          <Field label="Example Output" error={errors.problemstatement?.exampleoutput?.message}>
            <Textarea
              rows={6}
              spellCheck={false}
              className="font-mono text-[0.8125rem]"
              {...register('problemstatement.exampleoutput')}
            />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Platform & Settings">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Platform Name" error={errors.platform?.name?.message}>
            <Input
              list="known-platforms"
              placeholder="e.g. Codeforces"
              maxLength={limits.platformName}
              autoComplete="off"
              {...register('platform.name', {
                // Typing here makes the name the user's own: the link helper leaves it alone.
                onChange: () => setAutoFilledPlatform(null),
              })}
            />
          </Field>
          <datalist id="known-platforms">
            {knownPlatforms.map((platform) => (
              <option key={platform} value={platform} />
            ))}
          </datalist>
          <Field
            label="Difficulty Rating"
            error={errors.platform?.rating?.message}
            hint={`A whole number from ${limits.problemRatingMin} (easiest) to ${limits.problemRatingMax}.`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={limits.problemRatingMin}
              max={limits.problemRatingMax}
              step={1}
              {...register('platform.rating', { valueAsNumber: true })}
            />
          </Field>
        </div>
        <Field label="Visibility" error={errors.choice?.message}>
          <Select {...register('choice')}>
            {visibilities.map((visibility) => (
              <option key={visibility} value={visibility}>
                {visibilityLabels[visibility]}
              </option>
            ))}
          </Select>
        </Field>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
