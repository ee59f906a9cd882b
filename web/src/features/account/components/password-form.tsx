import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  accountTexts,
  changePasswordBodySchema,
  passwordHint,
  type ChangePasswordBody,
} from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { useChangePassword } from '../api/account.ts';

const formFields = ['current', 'next'] as const;

/**
 * The current password and a new one. Success says the other sessions were signed out (the
 * server ended them) and empties the form; a wrong current password shows under its field.
 */
export function PasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { current: '', next: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((body) =>
    showingFailure(async () => {
      const { message } = await changePassword.mutateAsync(body);
      toast.success(message);
      reset();
    }),
  );
  const fieldError = errors.current ?? errors.next;
  const banner = failure === null || failure === fieldError?.message ? null : failure;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountTexts.passwordSection}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          {banner === null ? null : <Banner tone="error">{banner}</Banner>}
          <Field label={accountTexts.currentPassword} error={errors.current?.message}>
            <PasswordInput autoComplete="current-password" {...register('current')} />
          </Field>
          <Field label={accountTexts.newPassword} hint={passwordHint} error={errors.next?.message}>
            <PasswordInput autoComplete="new-password" {...register('next')} />
          </Field>
          <div className="flex justify-end">
            <Button
              type="submit"
              busy={isSubmitting}
              busyLabel={accountTexts.changingPassword}
              className="w-full sm:w-auto"
            >
              {accountTexts.changePassword}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
