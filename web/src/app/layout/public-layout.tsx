import { Outlet } from 'react-router';
import { PublicHeader } from './public-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** Layout of the open pages: the landing page, sign-in and sign-up. */
function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export { PublicLayout as Component };
