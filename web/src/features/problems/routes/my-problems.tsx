import { FilePlus2, Plus, TriangleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { errorText } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { totalText } from '@/lib/paging.ts';
import { paths } from '@/lib/paths.ts';
import { useMyProblems } from '../api/lists.ts';
import { ListViewSwitch, ProblemList, ProblemListSkeleton } from '../components/problem-list.tsx';

function MyProblemsBody() {
  const myProblems = useMyProblems();
  if (myProblems.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-5 w-48" />
        <ProblemListSkeleton />
      </div>
    );
  }
  if (myProblems.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Error Loading Problems"
        description={errorText(myProblems.error)}
        action={<ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>}
      />
    );
  }
  const { items: problems, total, pages } = myProblems.data;
  const firstPage = pages[0];
  if (firstPage === undefined || problems.length === 0) {
    return (
      <EmptyState
        icon={FilePlus2}
        title="You have not shared any problems yet"
        description="Problems you add, public or private, are listed here."
        action={
          <ButtonLink to={paths.addProblem} icon={<Plus aria-hidden />}>
            Add Problem
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {totalText(total, 'problem')} shared by{' '}
          <span className="font-medium text-foreground">@{firstPage.username}</span>
        </p>
        <ListViewSwitch />
      </div>
      <ProblemList problems={problems} label="My problems" />
      <LoadMoreButton list={myProblems} />
    </div>
  );
}

function MyProblemsScreen() {
  useDocumentTitle('My Problems');
  return (
    <>
      <PageHeader
        title="My Problems"
        description="Everything you have shared, including private problems only you can see."
        actions={
          <ButtonLink to={paths.addProblem} icon={<Plus aria-hidden />}>
            Add Problem
          </ButtonLink>
        }
      />
      <MyProblemsBody />
    </>
  );
}

export { MyProblemsScreen as Component };
