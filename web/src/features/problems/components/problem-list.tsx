import type { ProblemSummary } from '@upsolve/contract';
import { LayoutList, Rows3 } from 'lucide-react';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ProblemCard } from '@/components/problem-card.tsx';
import { ProblemRow, ProblemRowHeader } from '@/components/problem-row.tsx';
import { useProblemListView, type ProblemListView } from '@/lib/list-view.ts';

/** Problems as cards or compact rows, as the user last chose (ListViewSwitch). */
export function ProblemList({ problems, label }: { problems: ProblemSummary[]; label: string }) {
  const [view] = useProblemListView();
  if (view === 'compact') {
    return (
      <div>
        <ProblemRowHeader />
        <ul
          className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface shadow-card"
          aria-label={label}
        >
          {problems.map((problem) => (
            <li key={problem._id}>
              <ProblemRow problem={problem} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
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

const viewOptions: SegmentedOption<ProblemListView>[] = [
  { value: 'cards', label: 'Cards', icon: LayoutList },
  { value: 'compact', label: 'Compact', icon: Rows3 },
];

/** Cards or compact rows for every problem list; the choice is remembered in this browser. */
export function ListViewSwitch() {
  const [view, setView] = useProblemListView();
  return (
    <SegmentedControl label="List view" options={viewOptions} value={view} onChange={setView} />
  );
}

/** Placeholders shaped like the list being loaded: cards or rows. */
export function ProblemListSkeleton({ count = 4 }: { count?: number }) {
  const [view] = useProblemListView();
  if (view === 'compact') {
    return (
      <div
        className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface"
        role="status"
        aria-label="Loading problems"
      >
        {Array.from({ length: count * 3 }, (_, index) => (
          <div key={index} className="flex items-center justify-between gap-4 px-3 py-2.5">
            <Skeleton className="h-4 w-1/2 max-w-72" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </div>
    );
  }
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
