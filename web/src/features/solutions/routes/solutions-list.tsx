import { LoadFailed } from '@/components/load-failed.tsx';
import { CodeXml, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { solutionSorts, type SolutionSort } from '@upsolve/contract';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Label } from '@/components/ui/field.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Select } from '@/components/ui/select.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import { isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useSolutions } from '../api/solutions.ts';
import { SolutionCard } from '../components/solution-card.tsx';
import { SolutionsSkeleton } from '../components/solutions-skeleton.tsx';
import { solutionsFoundText } from '../lib/format.ts';
import { useProblemId } from '../lib/route-params.ts';
import { solutionSortLabels, solutionSortOf } from '../lib/sort.ts';
import { ContentUnavailable } from '@/components/content-unavailable.tsx';

function SortPicker({
  sort,
  onChange,
}: {
  sort: SolutionSort;
  onChange: (sort: SolutionSort) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="solutions-sort" className="text-muted-foreground">
        Sort
      </Label>
      <Select
        id="solutions-sort"
        value={sort}
        onChange={(event) => onChange(solutionSortOf(event.target.value))}
        className="w-40"
      >
        {solutionSorts.map((option) => (
          <option key={option} value={option}>
            {solutionSortLabels[option]}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** `/problem/:problemId/solutions`: every solution of a problem, newest or best rated first. */
function SolutionsList() {
  const problemId = useProblemId();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = solutionSortOf(searchParams.get('sort'));
  const list = useSolutions(problemId, sort);
  const { data, isPending, isError, error, refetch, isRefetching } = list;
  const title = data?.pages[0]?.problem.title;
  const solutions = data?.items ?? [];
  const total = data?.total ?? { count: 0, capped: false };
  useDocumentTitle(title ? `Solutions — ${title}` : 'Solutions');

  const changeSort = (next: SolutionSort) =>
    setSearchParams(next === 'newest' ? {} : { sort: next }, { replace: true });
  const addLink = paths.addSolution(problemId);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        back={{ to: paths.problem(problemId), label: 'Back to Problem' }}
        title="Solutions"
        description={
          // The problem's title is user text: in its own clipped, direction-isolated box.
          title !== undefined ? (
            <UserText>{title}</UserText>
          ) : isPending ? (
            <span className="inline-block h-4 w-48 animate-pulse rounded bg-muted" aria-hidden />
          ) : undefined
        }
        actions={
          <ButtonLink to={addLink} icon={<Plus aria-hidden />}>
            Add Solution
          </ButtonLink>
        }
      />

      {isError && isNotFound(error) ? (
        // An unknown or private problem: retrying cannot help, so there is no Try again.
        <ContentUnavailable error={error} retrying={false} onRetry={() => void refetch()} />
      ) : isError ? (
        <LoadFailed
          title="Could not load the solutions"
          error={error}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <SolutionsSkeleton />
      ) : (
        <section aria-labelledby="solutions-count" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="solutions-count" className="text-lg font-semibold tracking-tight">
              {solutionsFoundText(total)}
            </h2>
            {total.count > 1 ? <SortPicker sort={sort} onChange={changeSort} /> : null}
          </div>
          {solutions.length === 0 ? (
            <EmptyState
              icon={CodeXml}
              headingLevel={3}
              title="No Solutions Yet"
              description="Be the first to share how you solved it."
              action={<ButtonLink to={addLink}>Add Your Solution</ButtonLink>}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {solutions.map((solution) => (
                <li key={solution._id} className="flex min-w-0">
                  <SolutionCard solution={solution} />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton list={list} busyLabel="Loading...">
            Show more solutions
          </LoadMoreButton>
        </section>
      )}
    </div>
  );
}

export { SolutionsList as Component };
