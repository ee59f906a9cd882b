import { useParams } from 'react-router';
import {
  CodeXml,
  ExternalLink,
  FileQuestion,
  Lightbulb,
  Lock,
  MessageSquareText,
  MessagesSquare,
} from 'lucide-react';
import type { ProblemDetail, ProblemResponse } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { MarkControl } from '@/components/mark-control.tsx';
import { HiddenTags, ProblemDifficulty, RevealButton } from '@/components/spoiler-values.tsx';
import { TagLink } from '@/components/tag-link.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { ApiError, errorText } from '@/lib/api.ts';
import { dashboardReturnPath } from '@/lib/dashboard-return.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { formatShortDate, plural } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useProblem } from '@/lib/queries/problem.ts';
import { useProblemSpoilers, useSpoilerSafe } from '@/lib/spoiler-safe.ts';
import { useViewer } from '@/lib/viewer.ts';
import { AddToListMenu } from '@/components/add-to-list-menu.tsx';
import { BookmarkButton } from '../components/bookmark-button.tsx';
import { OwnerActions, ProblemStats, QuickActions } from '../components/problem-sidebar.tsx';
import { ProblemStatement } from '../components/problem-statement.tsx';
import { isProblemOwner, mayReviewProblem } from '../lib/policy.ts';
import { UserText } from '@/components/ui/user-text.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';

function ProblemDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading problem" className="flex flex-col gap-6">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <div className="flex gap-2">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-6 w-16" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}

function ProblemMeta({ problem }: { problem: ProblemDetail }) {
  const spoilers = useProblemSpoilers(problem);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone="brand" {...userTextProps}>
          {problem.platform.name}
        </Badge>
        <ProblemDifficulty
          rating={problem.platform.rating}
          siteDifficulty={problem.siteDifficulty}
          spoilers={spoilers}
          full
        />
        {problem.choice === 'private' ? (
          <Badge>
            <Lock aria-hidden />
            Private
          </Badge>
        ) : null}
        <RevealButton spoilers={spoilers} />
      </div>
      {spoilers.hidden ? <HiddenTags spoilers={spoilers} /> : null}
      {!spoilers.hidden && problem.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {problem.tags.map((tag) => (
            <li key={tag}>
              <TagLink tag={tag} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Shared by <UserLink user={problem.user} /> on{' '}
        <time dateTime={problem.createdAt}>{formatShortDate(problem.createdAt)}</time>
      </p>
    </div>
  );
}

function LoadedProblem({ problem, isBookmarked, viewerHasReviewed }: ProblemResponse) {
  const viewer = useViewer();
  const owner = isProblemOwner(problem, viewer);

  return (
    <>
      <PageHeader
        back={{ to: dashboardReturnPath(), label: 'Back to Dashboard' }}
        title={<UserText>{problem.title}</UserText>}
        className="mb-4 sm:mb-4"
        actions={
          <>
            <MarkControl problem={problem} size="page" />
            <BookmarkButton problemId={problem._id} isBookmarked={isBookmarked} />
            <AddToListMenu problemId={problem._id} />
            <a
              href={problem.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-input bg-surface px-4 text-sm font-medium text-foreground shadow-sm transition-colors hover:bg-muted"
            >
              <ExternalLink aria-hidden className="size-4" />
              Open on {problem.platform.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      <ProblemMeta problem={problem} />
      <nav aria-label="Problem sections" className="mt-5 mb-6 flex flex-wrap gap-2">
        <ButtonLink
          to={paths.solutions(problem._id)}
          variant="secondary"
          icon={<CodeXml aria-hidden />}
        >
          {plural(problem.solutionsCount, 'Solution')}
        </ButtonLink>
        <ButtonLink
          to={paths.problemReviews(problem._id)}
          variant="secondary"
          icon={<MessageSquareText aria-hidden />}
        >
          {plural(problem.reviewsCount, 'Review')}
        </ButtonLink>
        <ButtonLink
          to={paths.problemDiscussion(problem._id)}
          variant="secondary"
          icon={<MessagesSquare aria-hidden />}
        >
          {`Join Discussion (${problem.postsCount})`}
        </ButtonLink>
        <ButtonLink
          to={paths.askAiHint(problem._id)}
          variant="secondary"
          icon={<Lightbulb aria-hidden />}
        >
          Ask for a hint
        </ButtonLink>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0">
          <ProblemStatement problem={problem} />
        </div>
        <aside aria-label="Problem actions" className="flex flex-col gap-6">
          <QuickActions
            problemId={problem._id}
            canReview={mayReviewProblem(problem, viewer)}
            hasReviewed={viewerHasReviewed}
          />
          <ProblemStats problem={problem} />
          {owner ? <OwnerActions problemId={problem._id} /> : null}
        </aside>
      </div>
    </>
  );
}

function ProblemDetailsScreen() {
  const { problemId = '' } = useParams();
  const problemQuery = useProblem(problemId);
  // The difficulty waits for the spoiler-safe setting: ask for it beside the problem.
  useSpoilerSafe();
  useDocumentTitle(
    problemQuery.data?.problem.title ?? (problemQuery.isError ? 'Problem Not Found' : 'Problem'),
  );

  if (problemQuery.isPending) return <ProblemDetailsSkeleton />;
  if (problemQuery.isError) {
    const notFound = problemQuery.error instanceof ApiError && problemQuery.error.status === 404;
    return (
      <EmptyState
        icon={FileQuestion}
        headingLevel={2}
        title={notFound ? 'Problem Not Found' : 'The problem could not be loaded'}
        description={
          notFound
            ? 'It may have been deleted, or it is private to the person who shared it.'
            : errorText(problemQuery.error)
        }
        action={<ButtonLink to={dashboardReturnPath()}>Back to Dashboard</ButtonLink>}
      />
    );
  }
  return <LoadedProblem {...problemQuery.data} />;
}

export { ProblemDetailsScreen as Component };
