import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountTexts, forgotPasswordBodySchema, type ForgotPasswordBody } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { useForgotPassword } from '../api/recovery.ts';

const formFields = ['email'] as const;
type ForgotPasswordInput = z.input<typeof forgotPasswordBodySchema>;

/**
 * The account's email; once sent, the form gives way to the server's answer, which is the same
 * whether or not the address has an account.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((body) =>
    showingFailure(async () => {
      await forgot.mutateAsync(body);
    }),
  );

  if (forgot.isSuccess) {
    return <Banner tone="success">{forgot.data.message}</Banner>;
  }
  const banner = failure === null || failure === errors.email?.message ? null : failure;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {banner === null ? null : <Banner tone="error">{banner}</Banner>}
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" busy={isSubmitting} busyLabel={accountTexts.sendingLink}>
        {accountTexts.sendLink}
      </Button>
    </form>
  );
}
