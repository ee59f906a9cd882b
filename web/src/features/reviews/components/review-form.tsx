import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { limits, reviewInputSchema, reviewRatingLabels } from '@upsolve/contract';
import { Send } from 'lucide-react';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { StarRatingInput } from '@/components/ui/star-rating.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import type { ReviewFields } from '../api/reviews.ts';

/** The contract's review body without the target's id (the address names it). */
const reviewFormSchema = reviewInputSchema
  .pick({ rating: true, comment: true })
  .required({ rating: true });
type ReviewFormValues = z.input<typeof reviewFormSchema>;
const formFields = ['rating', 'comment'] as const;

export interface ReviewFormProps {
  /** What is reviewed, for the comment's placeholder: 'problem' or 'solution'. */
  subjectKind: 'problem' | 'solution';
  /** Sends the review; throws the call's error (ApiError / NetworkError) on failure. */
  onSubmit: (fields: ReviewFields) => Promise<void>;
}

/**
 * A star rating (1 to 5, 1 by default) and a required comment. A refused or failed
 * submit shows the server's message (e.g. 'You have already reviewed this') in a red banner.
 */
export function ReviewForm({ subjectKind, onSubmit }: ReviewFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewFields>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: limits.reviewRatingMin, comment: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);

  const submit = handleSubmit((fields) => showingFailure(() => onSubmit(fields)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1.5">
            <StarRatingInput
              legend="Rating"
              labels={reviewRatingLabels}
              // The stars only ever set a number; the contract also reads one sent as text.
              value={Number(field.value)}
              onChange={field.onChange}
              disabled={isSubmitting}
            />
            {fieldState.error ? (
              <p className="text-xs font-medium text-danger-soft-foreground">
                {fieldState.error.message}
              </p>
            ) : null}
          </div>
        )}
      />
      <Field label="Comment" error={errors.comment?.message}>
        <Textarea
          rows={6}
          required
          maxLength={limits.comment}
          placeholder={`What was good about this ${subjectKind}, and what could be better?`}
          {...register('comment')}
        />
      </Field>
      <div className="flex justify-end border-t border-border pt-5">
        <Button
          type="submit"
          busy={isSubmitting}
          busyLabel="Submitting Review..."
          icon={<Send aria-hidden />}
          className="w-full sm:w-auto"
        >
          Submit Review
        </Button>
      </div>
    </form>
  );
}
