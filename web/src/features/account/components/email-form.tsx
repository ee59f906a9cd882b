import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountTexts, changeEmailBodySchema, type ChangeEmailBody } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { useCurrentUser } from '@/lib/session.ts';
import { useChangeEmail } from '../api/account.ts';

const formFields = ['email', 'password'] as const;

/** A new email, confirmed with the password; the current one is shown above the form. */
export function EmailForm() {
  const viewer = useCurrentUser();
  const changeEmail = useChangeEmail(viewer._id);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit((body) =>
    showingFailure(async () => {
      const { message } = await changeEmail.mutateAsync(body);
      toast.success(message);
      reset();
    }),
  );
  const fieldError = errors.email ?? errors.password;
  const banner = failure === null || failure === fieldError?.message ? null : failure;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountTexts.emailSection}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">
            {accountTexts.currentEmail}:{' '}
            <span className="font-medium break-all text-foreground">{viewer.email}</span>
          </p>
          {banner === null ? null : <Banner tone="error">{banner}</Banner>}
          <Field label={accountTexts.newEmail} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...register('email')}
            />
          </Field>
          <Field label={accountTexts.password} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <div className="flex justify-end">
            <Button
              type="submit"
              busy={isSubmitting}
              busyLabel={accountTexts.changingEmail}
              className="w-full sm:w-auto"
            >
              {accountTexts.changeEmail}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
