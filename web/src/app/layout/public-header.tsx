import { LayoutDashboard } from 'lucide-react';
import { Logo } from '@/components/logo.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { useSession } from '@/lib/session.ts';
import { paths } from '@/lib/paths.ts';

/** The header of open pages: logo, theme toggle, and Sign in / Sign up (or the dashboard). */
export function PublicHeader() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo to={paths.home} className="mr-auto" />
        <ThemeToggle />
        {user ? (
          <ButtonLink to={paths.dashboard} size="sm" icon={<LayoutDashboard aria-hidden />}>
            Dashboard
          </ButtonLink>
        ) : (
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <ButtonLink to={paths.signin} variant="ghost" size="sm">
              Sign in
            </ButtonLink>
            <ButtonLink to={paths.signup} size="sm">
              Sign up
            </ButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}
