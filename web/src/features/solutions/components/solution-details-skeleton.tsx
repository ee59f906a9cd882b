import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Placeholders shaped like the solution page while it loads. */
export function SolutionDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading solution" className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-3.5 w-28" />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-28" />
      </div>
      {[0, 1].map((section) => (
        <div key={section} className="flex flex-col gap-2 rounded-xl border border-border p-6">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-3/4" />
        </div>
      ))}
      <Skeleton className="h-64 w-full rounded-lg" />
    </div>
  );
}
