import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Card-shaped placeholders where the solutions will appear. */
export function SolutionsSkeleton() {
  return (
    <div
      className="grid gap-4 md:grid-cols-2"
      role="status"
      aria-label="Loading solutions"
      data-testid="solutions-loading"
    >
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-xl border border-border p-5">
          <div className="flex items-center gap-2.5">
            <Skeleton className="size-7 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="h-3.5 w-40" />
        </div>
      ))}
    </div>
  );
}
