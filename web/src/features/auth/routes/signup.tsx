import { TextLink } from '@/components/ui/text-link.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { useNextQuery } from './next-param.ts';

function SignupPage() {
  useDocumentTitle('Sign up');
  const nextQuery = useNextQuery();
  return (
    <AuthCard
      title="Create your account"
      description="Share problems, post solutions and learn from other competitive programmers."
      footer={
        <>
          Already have an account? <TextLink to={`${paths.signin}${nextQuery}`}>Sign in</TextLink>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}

export { SignupPage as Component };
