import { Bookmark, Compass, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { totalText } from '@/lib/paging.ts';
import { paths } from '@/lib/paths.ts';
import { useBookmarkedProblems } from '../api/lists.ts';
import { ListViewSwitch, ProblemList, ProblemListSkeleton } from '../components/problem-list.tsx';

function BookmarkedBody() {
  const bookmarked = useBookmarkedProblems();
  if (bookmarked.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-5 w-40" />
        <ProblemListSkeleton />
      </div>
    );
  }
  if (bookmarked.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Bookmarks could not be loaded"
        description={errorText(bookmarked.error)}
        action={<Button onClick={() => void bookmarked.refetch()}>Try again</Button>}
      />
    );
  }
  const { items: problems, total } = bookmarked.data;
  if (problems.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title="No bookmarked problems yet"
        description="Bookmark a problem from its page to keep it here for later."
        action={
          <ButtonLink to={paths.dashboard} icon={<Compass aria-hidden />}>
            Explore Problems
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {totalText(total, 'saved problem')}
        </p>
        <ListViewSwitch />
      </div>
      <ProblemList problems={problems} label="Bookmarked problems" />
      <LoadMoreButton list={bookmarked} />
    </div>
  );
}

function BookmarkedProblemsScreen() {
  useDocumentTitle('Bookmarked Problems');
  return (
    <>
      <PageHeader
        title="Bookmarked Problems"
        description="Problems you saved to solve or revisit."
      />
      <BookmarkedBody />
    </>
  );
}

export { BookmarkedProblemsScreen as Component };
