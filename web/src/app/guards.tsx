import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeNextPath, signInPathFor } from '@/lib/safe-next.ts';
import { CurrentUserContext, useSession } from '@/lib/session.ts';
import { paths } from '@/lib/paths.ts';

/**
 * Screens that need a session: a visitor goes to /signin?next=<this page> and comes back here
 * after signing in. The root route has already waited for the session check.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user === null) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPathFor(here)} replace />;
  }
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

/**
 * Sign-in and sign-up are for visitors. A signed-in user (including one who has just signed in
 * or up on this page) goes on to `?next=` or the dashboard.
 */
export function GuestOnly() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  if (user !== null) {
    return <Navigate to={safeNextPath(searchParams.get('next')) ?? paths.dashboard} replace />;
  }
  return <Outlet />;
}
