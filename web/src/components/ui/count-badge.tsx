import { cn } from '@/lib/cn.ts';

export interface CountBadgeProps {
  count: number;
  /** What is counted: screen readers hear "{count} {label}", e.g. "3 unread". */
  label: string;
  /** What screen readers hear instead, when the count sums several things ("3 unread, 1 pending"). */
  spoken?: string;
  /**
   * Id of the spoken text, for the `aria-describedby` of the control the badge sits in: the
   * control keeps its name ("Messages") and the count becomes its description.
   */
  id: string;
  className?: string;
}

/** A small count in a pill (unread messages); nothing at zero. */
export function CountBadge({ count, label, spoken, id, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand px-1.5 text-xs leading-none font-semibold text-brand-foreground tabular-nums',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} hidden>
        {spoken ?? `${count} ${label}`}
      </span>
    </>
  );
}

/** The `aria-describedby` of a control holding a CountBadge: only while there is a count. */
export function countDescription(count: number, id: string): string | undefined {
  return count > 0 ? id : undefined;
}
