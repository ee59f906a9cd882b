import { ArrowLeft, Link2, Plus } from 'lucide-react';
import { linkTexts } from '@upsolve/contract';
import { LoadFailed } from '@/components/load-failed.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useLinks } from '../api/links.ts';
import { EssentialResources } from '../components/essential-resources.tsx';
import { SavedLinks } from '../components/saved-links.tsx';

function LinksSkeleton() {
  return (
    <div role="status" aria-label="Loading your links" className="flex flex-col gap-2">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-16 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * `/importantlinks`: the five fixed 'Essential Resources', then 'Your Added Links', the viewer's
 * own, which they rename, reorder (by dragging or from the keyboard) and delete.
 */
function ImportantLinks() {
  const links = useLinks();
  useDocumentTitle(linkTexts.title);

  const yours = () => {
    if (links.isError) {
      return (
        <LoadFailed
          title="Could not load your links"
          error={links.error}
          retrying={links.isFetching}
          onRetry={() => void links.refetch()}
        />
      );
    }
    if (links.isPending) return <LinksSkeleton />;
    if (links.data.length === 0) {
      return (
        <EmptyState
          icon={Link2}
          headingLevel={3}
          title={linkTexts.noneYet}
          description="Keep the editorials, templates and tutorials you return to, one click away."
          action={<ButtonLink to={paths.addLink}>{linkTexts.addFirst}</ButtonLink>}
        />
      );
    }
    return <SavedLinks links={links.data} />;
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <div className="flex flex-col gap-4">
        <ButtonLink
          to={paths.dashboard}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden />}
          className="-ml-3 w-fit"
        >
          {linkTexts.backToDashboard}
        </ButtonLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{linkTexts.title}</h1>
            <p className="text-sm text-muted-foreground sm:text-base">
              The problem sets and tutorials you practise with, in one place.
            </p>
          </div>
          <ButtonLink to={paths.addLink} icon={<Plus aria-hidden />} className="w-fit">
            {linkTexts.addLink}
          </ButtonLink>
        </div>
      </div>
      <EssentialResources />
      <section aria-labelledby="your-links" className="flex flex-col gap-4">
        <h2 id="your-links" className="text-lg font-semibold">
          {linkTexts.yours}
        </h2>
        {yours()}
      </section>
    </div>
  );
}

export { ImportantLinks as Component };
