import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeNextPath, signInPathFor } from '@/lib/safe-next.ts';
import { CurrentUserContext, newAccountState, useSession } from '@/lib/session.ts';
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
 * or up on this page) goes on to `?next=` or the dashboard; one who has just signed up here is
 * marked as new, so the dashboard says "Welcome" rather than "Welcome back".
 */
export function GuestOnly() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  // Only a visitor who became a user on this page has just signed up; a signed-in user opening
  // /signup has not.
  const [arrivedSignedOut] = useState(user === null);
  if (user !== null) {
    const signedUp = arrivedSignedOut && pathname === paths.signup;
    return (
      <Navigate
        to={safeNextPath(searchParams.get('next')) ?? paths.dashboard}
        replace
        state={signedUp ? newAccountState : undefined}
      />
    );
  }
  return <Outlet />;
}
