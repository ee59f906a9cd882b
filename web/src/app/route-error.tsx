import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { LogoMark } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';

/** A failed lazy import after a deploy names a file the server no longer has: a reload fixes it. */
function isStaleChunk(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
}

/** The last resort when a screen throws: say so plainly and offer a way forward. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error('A screen failed to render.', error);
  }, [error]);

  const detail = isStaleChunk(error)
    ? 'Upsolve has been updated since this page loaded. Reload to get the latest version.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'An unexpected error stopped this page. Reloading usually helps.';

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <LogoMark className="size-10" />
      <div className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger-soft-foreground">
        <TriangleAlert aria-hidden className="size-6" />
      </div>
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <a href="/" className="inline-flex h-10 items-center px-4 text-sm font-medium text-brand">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
