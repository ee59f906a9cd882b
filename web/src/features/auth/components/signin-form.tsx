import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { errorText, fieldErrors } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { signinErrorTexts, useSignIn } from '../api/signin.ts';
import { formValues } from './form-values.ts';

const fieldNames = ['email', 'password'] as const;
// Same words as sign-up's check; kept local so this page's bundle does not load the contract's zod.
const requiredMessage = 'All fields are required';
// The contract's accountTexts.forgotLink (signin.test.tsx checks they match), kept local likewise.
const forgotLink = 'Forgot password?';

/** Email or username, and password. Success leaves the page through the guest-only guard. */
export function SigninForm() {
  const signIn = useSignIn();
  const [missingFields, setMissingFields] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.reset();
    const values = formValues(event.currentTarget, fieldNames);
    const missing = !values.email.trim() || !values.password;
    setMissingFields(missing);
    if (missing) return;
    signIn.mutate(values);
  };

  const banner = missingFields
    ? requiredMessage
    : signIn.error
      ? errorText(signIn.error, signinErrorTexts)
      : null;
  const fields = fieldErrors(signIn.error);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {banner ? <Banner>{banner}</Banner> : null}
      <Field label="Email or username" error={fields.email}>
        <Input name="email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      <Field
        label="Password"
        error={fields.password}
        labelAside={
          <TextLink to={paths.forgotPassword} className="text-sm">
            {forgotLink}
          </TextLink>
        }
      >
        <PasswordInput name="password" autoComplete="current-password" />
      </Field>
      <Button type="submit" size="lg" busy={signIn.isPending} busyLabel="Signing In...">
        Sign In
      </Button>
    </form>
  );
}
