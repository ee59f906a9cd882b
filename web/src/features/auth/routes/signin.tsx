import { TextLink } from '@/components/ui/text-link.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SigninForm } from '../components/signin-form.tsx';
import { useNextQuery } from './next-param.ts';

function SigninPage() {
  useDocumentTitle('Sign in');
  const nextQuery = useNextQuery();
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to pick up your problems, solutions and conversations."
      footer={
        <>
          New to Upsolve? <TextLink to={`${paths.signup}${nextQuery}`}>Create an account</TextLink>
        </>
      }
    >
      <SigninForm />
    </AuthCard>
  );
}

export { SigninPage as Component };
