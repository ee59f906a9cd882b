import { useState, type FormEvent } from 'react';
import { passwordHint, signupRequiredMessage } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { errorText, fieldErrors } from '@/lib/api.ts';
import { signupErrorTexts, useSignUp } from '../api/signup.ts';
import { formValues } from './form-values.ts';

const fieldNames = ['username', 'email', 'password'] as const;

/**
 * Username, email and password. The only client check is that all three are filled in; everything
 * else is the server's to say, under the fields and in the banner.
 */
export function SignupForm() {
  const signUp = useSignUp();
  const [missingFields, setMissingFields] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signUp.reset();
    const values = formValues(event.currentTarget, fieldNames);
    const missing = !values.username.trim() || !values.email.trim() || !values.password;
    setMissingFields(missing);
    if (missing) return;
    signUp.mutate(values);
  };

  const banner = missingFields
    ? signupRequiredMessage
    : signUp.error
      ? errorText(signUp.error, signupErrorTexts)
      : null;
  const fields = fieldErrors(signUp.error);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {banner ? <Banner>{banner}</Banner> : null}
      <Field label="Username" error={fields.username}>
        <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field label="Email" error={fields.email}>
        <Input name="email" type="email" autoComplete="email" />
      </Field>
      <Field label="Password" hint={passwordHint} error={fields.password}>
        <PasswordInput name="password" autoComplete="new-password" />
      </Field>
      <Button type="submit" size="lg" busy={signUp.isPending} busyLabel="Creating Account...">
        Sign Up
      </Button>
    </form>
  );
}
