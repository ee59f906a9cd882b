import { Link } from 'react-router';
import { LogoMark } from '@/components/logo.tsx';
import { paths } from '@/lib/paths.ts';

export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2.5">
          <LogoMark className="size-6" />
          <span>Upsolve — practise, share and learn with other competitive programmers.</span>
        </div>
        <nav aria-label="Footer" className="flex gap-5">
          <Link to={paths.signup} className="rounded hover:text-foreground">
            Create account
          </Link>
          <Link to={paths.signin} className="rounded hover:text-foreground">
            Sign in
          </Link>
          <a href={paths.apiDocs} className="rounded hover:text-foreground">
            API
          </a>
        </nav>
      </div>
    </footer>
  );
}
