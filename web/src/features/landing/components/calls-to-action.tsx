import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';

/** Sign up / sign in for visitors; a signed-in user is offered the dashboard instead. */
export function CallsToAction() {
  const { user } = useSession();
  if (user !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to={paths.dashboard} size="lg" icon={<LayoutDashboard aria-hidden />}>
          Go to dashboard
        </ButtonLink>
        <p className="text-sm text-muted-foreground">Signed in as {user.username}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ButtonLink to={paths.signup} size="lg">
        Create your free account
        <ArrowRight aria-hidden />
      </ButtonLink>
      <ButtonLink to={paths.signin} size="lg" variant="outline">
        Sign in
      </ButtonLink>
    </div>
  );
}
