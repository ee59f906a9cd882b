import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  accountTexts,
  passwordHint,
  resetPasswordBodySchema,
  type ResetPasswordBody,
} from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { paths } from '@/lib/paths.ts';
import { useResetPassword } from '../api/recovery.ts';

const formFields = ['password'] as const;
const passwordForm = resetPasswordBodySchema.pick({ password: true });
type PasswordFormBody = Pick<ResetPasswordBody, 'password'>;

/**
 * A new password for the link's token. Success shows the server's message and the way to sign
 * in; a link that is invalid, used or expired says so (the server's message) above the form.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormBody>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: '' },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, formFields);
  const submit = handleSubmit(({ password }) =>
    showingFailure(async () => {
      await resetPassword.mutateAsync({ token, password });
    }),
  );

  if (resetPassword.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Banner tone="success">{resetPassword.data.message}</Banner>
        <TextLink to={paths.signin}>{accountTexts.signIn}</TextLink>
      </div>
    );
  }
  const banner = failure === null || failure === errors.password?.message ? null : failure;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {banner === null ? null : <Banner tone="error">{banner}</Banner>}
      <Field label={accountTexts.newPassword} hint={passwordHint} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Button
        type="submit"
        size="lg"
        busy={isSubmitting}
        busyLabel={accountTexts.resettingPassword}
      >
        {accountTexts.resetPassword}
      </Button>
    </form>
  );
}
