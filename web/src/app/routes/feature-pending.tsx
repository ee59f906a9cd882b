import { ArrowLeft, Hammer } from 'lucide-react';
import { useMatches } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';

/** The route handle naming the screen a "being built" route stands for (see shell-routes.ts). */
export interface PendingScreenHandle {
  pendingScreen: string;
}

function isPendingScreenHandle(handle: unknown): handle is PendingScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'pendingScreen' in handle &&
    typeof handle.pendingScreen === 'string'
  );
}

function usePendingScreenName(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isPendingScreenHandle(match.handle)) return match.handle.pendingScreen;
  }
  return 'This screen';
}

/** A signed-in screen whose feature has not arrived yet: say which, and lead back. */
function FeaturePending() {
  const screen = usePendingScreenName();
  useDocumentTitle(screen);
  return (
    <div className="mx-auto flex max-w-xl flex-col py-6 sm:py-12">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center sm:py-14">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand-soft-foreground">
            <Hammer aria-hidden className="size-7" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">{screen}</h1>
          <p className="max-w-sm text-sm text-muted-foreground">
            This part of Upsolve is being built. It will appear here soon; everything else keeps
            working in the meantime.
          </p>
          <ButtonLink to={paths.dashboard} variant="outline" icon={<ArrowLeft aria-hidden />}>
            Back to Dashboard
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}

export { FeaturePending as Component };
