import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  linkInputSchema,
  linkTexts,
  type LinkInput,
  type LinkInputParsed,
} from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';

const formFields = ['name', 'link'] as const;

export interface LinkFormProps {
  /** Sends the checked input; throws the call's error on failure. */
  onSubmit: (input: LinkInputParsed) => Promise<void>;
}

/**
 * 'Link Name' and 'URL', both required, the URL an http(s) address. A refusal says 'Failed to add
 * Link' and shows the server's reason under the field it names (a URL already saved).
 */
export function LinkForm({ onSubmit }: LinkFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinkInput, unknown, LinkInputParsed>({
    resolver: zodResolver(linkInputSchema),
    defaultValues: { name: '', link: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((input) => showingFailure(() => onSubmit(input)));
  // The server's reason, unless it already shows under the field it is about.
  const detail =
    failure === null || failure === errors.name?.message || failure === errors.link?.message
      ? null
      : failure;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {failure === null ? null : (
        <Banner tone="error" title={linkTexts.addFailed}>
          {detail}
        </Banner>
      )}
      <Field label={linkTexts.nameLabel} error={errors.name?.message}>
        <Input placeholder={linkTexts.namePlaceholder} autoComplete="off" {...register('name')} />
      </Field>
      <Field label={linkTexts.urlLabel} error={errors.link?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder={linkTexts.urlPlaceholder}
          autoComplete="url"
          {...register('link')}
        />
      </Field>
      <div className="flex justify-end border-t border-border pt-5">
        <Button
          type="submit"
          busy={isSubmitting}
          busyLabel={linkTexts.adding}
          className="w-full sm:w-auto"
        >
          {linkTexts.addLink}
        </Button>
      </div>
    </form>
  );
}
