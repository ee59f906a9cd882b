import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { ProblemCard } from '@/components/problem-card.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText } from '@/lib/api.ts';
import { formatAverageRating, formatShortDate, plural } from '@/lib/format.ts';
import { totalText } from '@/lib/paging.ts';
import { paths } from '@/lib/paths.ts';
import { solutionLanguages } from '@upsolve/contract';
import { useUserProblems, useUserSolutions } from '../api/user-work.ts';
import { UserText } from '@/components/ui/user-text.tsx';

interface ListState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** One section of a user's work: its heading with the count, then loading, failure or the list. */
function WorkSection({
  title,
  count,
  state,
  emptyText,
  isEmpty,
  children,
}: {
  title: string;
  count: string | null;
  state: ListState;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const body = () => {
    if (state.isPending) {
      return (
        <div
          role="status"
          aria-label={`Loading ${title.toLowerCase()}`}
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      );
    }
    if (state.isError) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 text-sm text-danger-soft-foreground"
        >
          <p>{errorText(state.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (isEmpty) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
    return children;
  };
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold tracking-tight text-foreground">{title}</h2>
        {count === null ? null : <p className="text-sm text-muted-foreground">{count}</p>}
      </div>
      {body()}
    </section>
  );
}

/** The user's public problems and their solutions of public problems, newest first, paged. */
export function UserWork({ userId }: { userId: string }) {
  const problems = useUserProblems(userId);
  const solutions = useUserSolutions(userId);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <WorkSection
        title="Problems"
        count={problems.data ? totalText(problems.data.total, 'public problem') : null}
        state={problems}
        emptyText="No public problems shared yet."
        isEmpty={problems.data?.items.length === 0}
      >
        <ul className="flex flex-col gap-3" aria-label="Public problems">
          {problems.data?.items.map((problem) => (
            <li key={problem._id}>
              <ProblemCard problem={problem} />
            </li>
          ))}
        </ul>
        <LoadMoreButton list={problems} />
      </WorkSection>
      <WorkSection
        title="Solutions"
        count={solutions.data ? totalText(solutions.data.total, 'solution') : null}
        state={solutions}
        emptyText="No solutions posted yet."
        isEmpty={solutions.data?.items.length === 0}
      >
        <ul className="flex flex-col gap-3" aria-label="Solutions">
          {solutions.data?.items.map((solution) => (
            <li
              key={solution._id}
              className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface p-4 shadow-card"
            >
              <Link
                to={paths.solution(solution.problem._id, solution._id)}
                className="font-semibold break-words text-foreground underline-offset-4 hover:text-brand-soft-foreground hover:underline"
              >
                <span className="sr-only">Solution of </span>
                <UserText>{solution.problem.title}</UserText>
              </Link>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <Badge tone="brand">{solutionLanguages[solution.language]}</Badge>
                <time dateTime={solution.createdAt}>{formatShortDate(solution.createdAt)}</time>
                <span>{plural(solution.reviewsCount, 'review')}</span>
                <span className="inline-flex items-center gap-1">
                  <Star aria-hidden className="size-3.5" />
                  <span className="sr-only">Average rating </span>
                  {formatAverageRating(solution.averageRating)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <LoadMoreButton list={solutions} />
      </WorkSection>
    </div>
  );
}
