import { accountTexts } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { AuthCard } from '@/features/auth/index.ts';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useRecovery } from '../api/recovery.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** What the card holds: the email form where the site can mail, else who to ask. */
function Recovery() {
  const recovery = useRecovery();
  if (recovery.isPending) {
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (recovery.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Banner tone="error">{errorText(recovery.error)}</Banner>
        <Button size="sm" variant="outline" onClick={() => void recovery.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!recovery.data.byMail) return <Banner tone="info">{accountTexts.noMail}</Banner>;
  return <ForgotPasswordForm />;
}

/**
 * `/forgot-password` (docs/product.md, "Account"): with `SMTP_URL` set, the account's email and
 * a mailed link; without it, the page says to ask the site's admin (`npm run admin -- reset-link`).
 */
function ForgotPasswordPage() {
  useDocumentTitle(accountTexts.forgotTitle);
  return (
    <AuthCard
      title={accountTexts.forgotTitle}
      description={accountTexts.forgotHelp}
      footer={<TextLink to={paths.signin}>{accountTexts.backToSignIn}</TextLink>}
    >
      <Recovery />
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
