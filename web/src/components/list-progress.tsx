import { listTexts } from '@upsolve/contract';
import { cn } from '@/lib/cn.ts';

export interface ListProgressProps {
  solved: number;
  total: number;
  /** What the bar says; a list's "k of n solved" unless told (a contest: "k of n upsolved"). */
  text?: string;
  className?: string;
}

/** "k of n solved" with a bar: the viewer's own progress through a list or a contest. */
export function ListProgress({ solved, total, text: told, className }: ListProgressProps) {
  const text = told ?? listTexts.progress(solved, total);
  const percent = total === 0 ? 0 : Math.round((solved / total) * 100);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-medium text-foreground">{text}</span>
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={solved}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-success transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
