import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { CurrentUserContext, useSession } from '@/lib/session.ts';
import { AppFrame } from '../layout/app-layout.tsx';
import { PublicHeader } from '../layout/public-header.tsx';
import { SkipLink } from '../layout/skip-link.tsx';
import { paths } from '@/lib/paths.ts';

function NotFoundMessage({ home, homeLabel }: { home: string; homeLabel: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-16 text-center sm:py-24">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-soft-foreground">
        <SearchX aria-hidden className="size-7" />
      </div>
      <p className="font-mono text-sm font-semibold text-brand-soft-foreground">404</p>
      <h1 className="text-3xl font-semibold tracking-tight text-balance">Page not found</h1>
      <p className="text-muted-foreground">
        There is nothing at this address. The link may be mistyped, or the page may have moved.
      </p>
      <ButtonLink to={home} icon={<ArrowLeft aria-hidden />}>
        {homeLabel}
      </ButtonLink>
    </div>
  );
}

/** Any unknown address, for visitors and signed-in users alike, with the way home. */
function NotFound() {
  const { user } = useSession();
  useDocumentTitle('Page not found');
  if (user !== null) {
    return (
      <CurrentUserContext value={user}>
        <AppFrame>
          <NotFoundMessage home={paths.dashboard} homeLabel="Back to Dashboard" />
        </AppFrame>
      </CurrentUserContext>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 px-4">
        <NotFoundMessage home={paths.home} homeLabel="Back to home" />
      </main>
    </div>
  );
}

export { NotFound as Component };
