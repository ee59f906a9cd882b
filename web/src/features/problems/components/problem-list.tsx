import type { ProblemSummary } from '@upsolve/contract';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ProblemCard } from '@/components/problem-card.tsx';

export function ProblemList({ problems, label }: { problems: ProblemSummary[]; label: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {problems.map((problem) => (
        <li key={problem._id}>
          <ProblemCard problem={problem} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while a list loads. */
export function ProblemListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading problems">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-5"
        >
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="h-5 w-2/3 max-w-80" />
            <Skeleton className="h-5 w-24" />
          </div>
          <Skeleton className="h-4 w-1/3 max-w-40" />
          <Skeleton className="h-3.5 w-3/4 max-w-96" />
        </div>
      ))}
    </div>
  );
}
