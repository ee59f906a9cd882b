import { Outlet, ScrollRestoration } from 'react-router';
import { useFinishSignOut, useSession } from '@/lib/session.ts';
import { LoadingScreen } from './loading-screen.tsx';

/** Every screen waits for the start-up session check, so guards never decide on a guess. */
export function AppRoot() {
  const { isPending } = useSession();
  useFinishSignOut();
  if (isPending) return <LoadingScreen />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
