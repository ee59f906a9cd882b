import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toaster.tsx';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
import { RequireSession } from '../guards.tsx';
import { AppHeader } from './app-header.tsx';
import { SkipLink } from './skip-link.tsx';

/** The features' socket listeners, loaded with Socket.IO's client once a user is signed in. */
const loadSocketListeners = () =>
  import('../realtime-listeners.ts').then((listeners) => listeners.socketListeners);

/**
 * Header and page width of every signed-in page. The toast outlet lives here, not in the
 * providers, so the landing and sign-in pages do not load the toast library.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10"
      >
        {children}
      </main>
      <Toaster />
    </div>
  );
}

/** The layout route of every signed-in screen (app/router.tsx). */
function AppLayout() {
  return (
    <RequireSession>
      <RealtimeProvider loadListeners={loadSocketListeners}>
        <AppFrame>
          <Outlet />
        </AppFrame>
      </RealtimeProvider>
    </RequireSession>
  );
}

export { AppLayout as Component };
