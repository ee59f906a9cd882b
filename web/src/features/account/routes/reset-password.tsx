import { accountMessages, accountTexts } from '@upsolve/contract';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { AuthCard } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/**
 * `/reset-password?token=` (docs/product.md, "Account"): where a mailed or admin-printed link
 * lands. The token is checked when the form is sent; a link without one is refused at once.
 */
function ResetPasswordPage() {
  useDocumentTitle(accountTexts.resetTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <AuthCard
      title={accountTexts.resetTitle}
      description={accountTexts.resetHelp}
      footer={<TextLink to={paths.signin}>{accountTexts.backToSignIn}</TextLink>}
    >
      {token === '' ? (
        <Banner tone="error">{accountMessages.resetLinkInvalid}</Banner>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
