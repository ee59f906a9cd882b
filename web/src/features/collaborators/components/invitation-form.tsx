import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { invitationInputSchema, limits } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';

/** The contract's body without the recipient (the address names them). */
const invitationFormSchema = invitationInputSchema.omit({ recipientId: true });
type InvitationFormValues = z.input<typeof invitationFormSchema>;
type InvitationFormParsed = z.output<typeof invitationFormSchema>;
const formFields = ['projectDetails'] as const;

/** 'Project Details' (required, at most 2,000 characters) and Send Invitation. */
export function InvitationForm({
  onSubmit,
}: {
  onSubmit: (input: InvitationFormParsed) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationFormValues, unknown, InvitationFormParsed>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { projectDetails: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const details = useWatch({ control, name: 'projectDetails' });
  const submit = handleSubmit((input) => showingFailure(() => onSubmit(input)));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <Field
        label="Project Details"
        error={errors.projectDetails?.message}
        hint="What you want to build or practise together, and what you hope they bring."
        labelAside={
          <span className="text-xs text-muted-foreground tabular-nums">
            {details.length}/{limits.projectDetails}
          </span>
        }
      >
        <Textarea
          rows={8}
          maxLength={limits.projectDetails}
          placeholder="A team for the next ICPC regional: I do graphs and DP, looking for strong geometry..."
          {...register('projectDetails')}
        />
      </Field>
      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" busy={isSubmitting} busyLabel="Sending Invitation...">
          Send Invitation
        </Button>
      </div>
    </form>
  );
}
