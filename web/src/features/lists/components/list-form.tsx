import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  listInputSchema,
  listTexts,
  listVisibilities,
  listVisibilityLabels,
  type ListInput,
  type ListInputParsed,
} from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';

const formFields = ['name', 'description', 'visibility'] as const;

export interface ListFormProps {
  /** The fields to start from: empty for a new list, the list's own when editing. */
  initial?: ListInputParsed;
  submitLabel: string;
  busyLabel: string;
  failedTitle: string;
  /** Sends the checked input; throws the call's error on failure. */
  onSubmit: (input: ListInputParsed) => Promise<void>;
  onCancel?: () => void;
}

/** Name, description and visibility of a list, checked with the contract's schema. */
export function ListForm({
  initial = { name: '', description: '', visibility: 'private' },
  submitLabel,
  busyLabel,
  failedTitle,
  onSubmit,
  onCancel,
}: ListFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ListInput, unknown, ListInputParsed>({
    resolver: zodResolver(listInputSchema),
    defaultValues: initial,
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((input) =>
    showingFailure(async () => {
      await onSubmit(input);
      if (onCancel === undefined) reset();
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure === null ? null : (
        <Banner tone="error" title={failedTitle}>
          {failure}
        </Banner>
      )}
      <Field label={listTexts.nameLabel} error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label={listTexts.descriptionLabel} error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field label={listTexts.visibilityLabel} error={errors.visibility?.message}>
        <Select {...register('visibility')}>
          {listVisibilities.map((visibility) => (
            <option key={visibility} value={visibility}>
              {listVisibilityLabels[visibility]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel === undefined ? null : (
          <Button type="button" variant="outline" onClick={onCancel}>
            {listTexts.cancel}
          </Button>
        )}
        <Button type="submit" busy={isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
